export const LIST_STATES = ['draft', 'published', 'archived'] as const;
export type ListState = (typeof LIST_STATES)[number];

export const LIST_TYPES = ['curated', 'collection', 'swipe_file'] as const;
export type ListType = (typeof LIST_TYPES)[number];

export const LIST_PAGE_SIZE = 25;
export const LISTS_DEFAULT_SORT = 'position:desc';
export const LISTS_DEFAULT_FEATURED = true;
export const LIST_EMAILS_DEFAULT_SORT = 'added_at:desc';

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
