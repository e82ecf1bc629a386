import { LIST_STATES, LIST_TYPES, type ListState, type ListType } from '@tracker/core/lists';

export const LIST_STATE_LABELS: Record<ListState, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

export const LIST_TYPE_LABELS: Record<ListType, string> = {
  curated: 'Curated',
  collection: 'Collection',
  swipe_file: 'Swipe file',
};

export const LIST_STATE_OPTIONS = LIST_STATES.map((state) => ({ value: state, label: LIST_STATE_LABELS[state] }));
export const LIST_TYPE_OPTIONS = LIST_TYPES.map((type) => ({ value: type, label: LIST_TYPE_LABELS[type] }));
