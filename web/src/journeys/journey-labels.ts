export { JOURNEY_STATUS_LABELS } from '@tracker/core/journeys';
