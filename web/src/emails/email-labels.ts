export { CLASSIFICATION_TYPE_LABELS } from '@tracker/core/emails';
