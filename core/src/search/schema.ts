import * as z from 'zod';
import { defineFilters } from '../contract/define-filters';
import { textFilter } from '../contract/filters';
import { SEARCH_AREAS, SEARCH_DEFAULT_SIZE, SEARCH_MATCHES, SEARCH_MAX_SIZE } from './constants';

export const SEARCH_FILTERS = defineFilters({
  q: textFilter({
    description: 'an id, or a part of a name, inbox, email or subject; ids and whole names rank first',
    max: 100,
  }),
});

/** One search across every area: `q` and how many hits each area gives at most. */
export const SearchQuery = SEARCH_FILTERS.schema.extend({
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_MAX_SIZE, { error: `Use a size of at most ${SEARCH_MAX_SIZE}` })
    .default(SEARCH_DEFAULT_SIZE),
});
export type SearchQuery = z.output<typeof SearchQuery>;

/**
 * A record found: `type` is its area and `id` what its screen's path takes (a guid for an email);
 * `title` and `detail` say which record it is.
 */
export const SearchHit = z.object({
  id: z.string(),
  type: z.enum(SEARCH_AREAS),
  attributes: z.object({
    title: z.string(),
    detail: z.string().nullable(),
    match: z.enum(SEARCH_MATCHES),
  }),
});
export type SearchHit = z.infer<typeof SearchHit>;

/** The hits of every area, area by area in SEARCH_AREAS' order, each area's best match first. */
export const SearchResults = z.object({
  data: z.array(SearchHit),
  meta: z.object({ q: z.string(), size: z.number().int() }),
});
export type SearchResults = z.infer<typeof SearchResults>;
