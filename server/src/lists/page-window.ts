import type { Boundary } from './page-cursor';

/** Which page of a list a request asks for: core's pageParams, already validated. */
export type PageRequest = { page: number; size: number };

/**
 * The rows one page covers: the query's LIMIT and OFFSET, and, for a page asked for by cursor, the
 * boundary it starts from. A list whose order is a key (see keysetOrder) reads past the boundary
 * instead of skipping `offset` rows; one whose order is not (a ranked search) ignores it and skips.
 */
export type PageWindow = { limit: number; offset: number; boundary?: Boundary };

/** The window of rows a page request covers. */
export function pageWindow({ page, size }: PageRequest, boundary?: Boundary): PageWindow {
  return boundary ? { limit: size, offset: (page - 1) * size, boundary } : { limit: size, offset: (page - 1) * size };
}
