import * as z from 'zod';

/** Lists count their matches up to this many; past it the total is shown as "10,000+". */
export const TOTAL_COUNT_CAP = 10_000;

/**
 * A search by text (emails, companies) counts its matches up to this many ("1,000+"): a common word
 * matches a tenth of a million emails, spread over the whole table, and counting ten thousand of
 * them was most of the search's time; two letters, which no trigram index narrows, had every
 * company read to count them. Nobody pages through a thousand search results.
 */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * Paging metadata of every list document. With `capped`, more than the list's cap (TOTAL_COUNT_CAP,
 * or SEARCH_COUNT_CAP) rows matched and were not all counted, so more pages may follow the
 * last one `pages` names. Then `total` is a lower bound (clients show "10,000+"), or, with
 * `estimated`, the database's estimate of the matches, which may be more or fewer (clients show
 * "about 48,000"): lists whose count past the cap costs a lookup a row take the estimate instead.
 * `next_cursor` and `previous_cursor`, when there are such pages and the list's order allows it
 * (not a search ranked by relevance), are the `cursor` query parameter that reads them.
 */
export const PageMeta = z.object({
  page: z.number().int().min(1),
  size: z.number().int().min(1),
  total: z.number().int().min(0),
  pages: z.number().int().min(0),
  capped: z.boolean().optional(),
  estimated: z.boolean().optional(),
  next_cursor: z.string().optional(),
  previous_cursor: z.string().optional(),
});
export type PageMeta = z.infer<typeof PageMeta>;

export const ResourceIdentifier = z.object({ id: z.string(), type: z.string() });
export type ResourceIdentifier = z.infer<typeof ResourceIdentifier>;

export const Relationship = z.object({
  data: z.union([ResourceIdentifier, z.array(ResourceIdentifier), z.null()]),
  meta: z.record(z.string(), z.unknown()).optional(),
});

/** Any resource object, used for `included`. */
export const AnyResource = z.object({
  id: z.string(),
  type: z.string(),
  attributes: z.record(z.string(), z.unknown()),
  relationships: z.record(z.string(), Relationship).optional(),
});

/** A JSON:API resource object of one type. */
export function resource<T extends string, A extends z.ZodType>(type: T, attributes: A) {
  return z.object({
    id: z.string(),
    type: z.literal(type),
    attributes,
    relationships: z.record(z.string(), Relationship).optional(),
  });
}

/** A document carrying one resource. */
export function document<D extends z.ZodType>(data: D) {
  return z.object({
    data,
    included: z.array(AnyResource).optional(),
    meta: z.record(z.string(), z.unknown()).optional(),
  });
}

/** A document carrying one page of resources. */
export function listDocument<D extends z.ZodType>(item: D) {
  return z.object({
    data: z.array(item),
    included: z.array(AnyResource).optional(),
    meta: PageMeta,
  });
}

/** A document that only carries a message, for calls that answer without a resource. */
export const MessageDocument = z.object({ meta: z.object({ message: z.string() }) });
export type MessageDocument = z.infer<typeof MessageDocument>;
