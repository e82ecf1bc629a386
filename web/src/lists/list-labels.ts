import { LIST_STATE_LABELS, LIST_STATES, LIST_TYPE_LABELS, LIST_TYPES } from '@tracker/core/lists';

export { LIST_STATE_LABELS, LIST_TYPE_LABELS };

export const LIST_STATE_OPTIONS = LIST_STATES.map((state) => ({ value: state, label: LIST_STATE_LABELS[state] }));
export const LIST_TYPE_OPTIONS = LIST_TYPES.map((type) => ({ value: type, label: LIST_TYPE_LABELS[type] }));
