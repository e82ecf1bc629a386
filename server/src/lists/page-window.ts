/** Which page of a list a request asks for: core's pageParams, already validated. */
export type PageRequest = { page: number; size: number };

/** The rows one page covers, as the query's LIMIT and OFFSET. */
export type PageWindow = { limit: number; offset: number };

/** The window of rows a page request covers. */
export function pageWindow({ page, size }: PageRequest): PageWindow {
  return { limit: size, offset: (page - 1) * size };
}
