import type { PageMeta } from '@tracker/core';
import type { KeyedRow } from './keyset';
import { decodeCursor, encodeCursor, invalidCursor, searchFingerprint, type Boundary } from './page-cursor';
import { pageMeta } from './page-meta';
import type { PageQuery } from './page-rows';
import { pageWindow, type PageRequest } from './page-window';

/** A list document: one page of resources and its paging meta. */
export type ListPage<Resource> = { data: Resource[]; meta: PageMeta };

/**
 * A list request: its page, size and cursor (core's pageParams) and every other parameter it
 * selects or sorts by, which a cursor must have been given for (see searchFingerprint).
 */
export type ListRequest = PageRequest & { cursor?: string | undefined } & Record<string, unknown>;

function keyed(row: unknown): row is KeyedRow {
  return typeof row === 'object' && row !== null && 'cursorId' in row;
}

/**
 * One page of a list as a JSON:API list document: reads the page's window through `query`, maps its
 * rows with `toResources` (which sees the whole page, so it can fetch what the rows need in one go)
 * and adds the page meta (capped or estimated past the list's cap, judged with the rows the page found).
 * A page asked for by cursor starts from the cursor's boundary and takes its page number from it; a
 * query that read by keyset (its rows carry keysetOrder's columns) also gets the cursors of the
 * pages beside it in the meta.
 */
export async function listPage<Row, Resource>(
  request: ListRequest,
  query: PageQuery<Row>,
  toResources: (rows: Row[]) => Resource[] | Promise<Resource[]>,
): Promise<ListPage<Resource>> {
  const fingerprint = searchFingerprint(request);
  const cursor = request.cursor === undefined ? undefined : decodeCursor(request.cursor, fingerprint);
  const asked = { page: cursor?.page ?? request.page, size: request.size };
  const found = await query(pageWindow(asked, cursor)).catch((error: unknown) => {
    throw cursor && isDataException(error) ? invalidCursor() : error;
  });
  // A page before the boundary is read backwards, nearest row first.
  const rows = cursor?.direction === 'previous' && found.rows.some(keyed) ? found.rows.toReversed() : found.rows;
  const meta = pageMeta(asked, found.total, rows.length, found.cap, found.estimated);
  return { data: await toResources(rows), meta: { ...meta, ...besideCursors(meta, rows, fingerprint) } };
}

/** The cursors of the pages before and after this one, where there are such pages and its rows carry their keys. */
function besideCursors(meta: PageMeta, rows: readonly unknown[], fingerprint: string): Pick<PageMeta, 'next_cursor' | 'previous_cursor'> {
  const [first, last] = [rows[0], rows.at(-1)];
  if (!keyed(first) || !keyed(last)) return {};
  const cursorTo = (row: KeyedRow, direction: Boundary['direction'], page: number) =>
    encodeCursor({ key: row.cursorKey, id: row.cursorId, direction, page }, fingerprint);
  const next = rows.length === meta.size && meta.pages > meta.page ? cursorTo(last, 'next', meta.page + 1) : undefined;
  const previous = meta.page > 1 ? cursorTo(first, 'previous', meta.page - 1) : undefined;
  return { ...(next ? { next_cursor: next } : {}), ...(previous ? { previous_cursor: previous } : {}) };
}

/**
 * Whether the database refused a value (SQLSTATE class 22: a key that is not a date or a number):
 * a cursor's key is bound as the sort column's type, so a forged one fails there.
 */
function isDataException(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('22')) return true;
  }
  return false;
}
