/** The areas one search looks in, in the order the palette lists them. */
export const SEARCH_AREAS = [
  'registrations',
  'companies',
  'journeys',
  'addresses',
  'emails',
  'lists',
  'groups',
  'users',
  'teams',
  'holidays',
] as const;
export type SearchArea = (typeof SEARCH_AREAS)[number];

/**
 * How a hit matched the text, best first: its id, its whole name (or inbox, guid ...), the start
 * of a word of it, or a part of it. Clients rank across areas by it.
 */
export const SEARCH_MATCHES = ['id', 'exact', 'prefix', 'contains'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

/** Hits per area unless the request says; the palette shows a handful of each. */
export const SEARCH_DEFAULT_SIZE = 5;
export const SEARCH_MAX_SIZE = 20;

/**
 * Texts shorter than this find ids and whole names only in the large tables: a part of a name is
 * looked up through trigram indexes, and one or two characters make no trigram.
 */
export const SEARCH_PART_MIN_LENGTH = 3;
