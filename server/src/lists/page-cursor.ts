import { hash } from 'node:crypto';
import * as z from 'zod';
import { CURSOR_MAX_LENGTH } from '@tracker/core';
import { AppError } from '../errors/app-error';

/**
 * Where a page read by cursor starts: the row on the far side of it (its sort key as PostgreSQL
 * writes it, so a timestamp keeps its microseconds, and its id), and whether the page follows that
 * row (`next`) or comes before it (`previous`).
 */
export type Boundary = { key: string | null; id: number; direction: 'next' | 'previous' };

/** What a cursor holds: the boundary and the number of the page it leads to, so the page's meta stays right. */
export type PageCursor = Boundary & { page: number };

const Payload = z.tuple([
  z.string().nullable(),
  z.number().int().positive(),
  z.enum(['n', 'p']),
  z.number().int().min(1).max(100_000),
  z.string(),
]);

const ANOTHER_SEARCH = 'This cursor belongs to another search: start again from page 1.';
const NOT_A_CURSOR = 'This is not a cursor this list gave: start again from page 1.';

function digest(text: string, length: number): string {
  return hash('sha256', text, 'base64url').slice(0, length);
}

/**
 * A short digest of what a list request selects and how it is sorted (every parameter but the page
 * and the cursor, the page size included since the page numbers depend on it): a cursor carries the
 * one of the request that gave it, and serves only requests with the same.
 */
export function searchFingerprint(request: Record<string, unknown>): string {
  const { page: _page, cursor: _cursor, ...search } = request;
  return digest(JSON.stringify(search), 12);
}

/**
 * The cursor of a page beside the one shown, or undefined when it would be longer than a list
 * takes (a very long sort key): that page is then reached by its number. Its body is checked by a
 * digest, so an edited or cut cursor is refused rather than read; it is not a secret (it names only
 * a row the caller was shown), and what it holds is only ever a bound value of the list's query.
 */
export function encodeCursor(cursor: PageCursor, fingerprint: string): string | undefined {
  const body = JSON.stringify([cursor.key, cursor.id, cursor.direction === 'next' ? 'n' : 'p', cursor.page, fingerprint]);
  const text = `${Buffer.from(body).toString('base64url')}.${digest(body, 10)}`;
  return text.length <= CURSOR_MAX_LENGTH ? text : undefined;
}

/**
 * The cursor a list request carries, checked against the request's own fingerprint: one that is not
 * a cursor, was edited, or was given by another search (other filters, sort or size) is a 400
 * naming the `cursor` parameter and saying what to do, never a page of the wrong rows.
 */
export function decodeCursor(text: string, fingerprint: string): PageCursor {
  const [encoded = '', check, ...rest] = text.split('.');
  const body = Buffer.from(encoded, 'base64url').toString();
  if (rest.length > 0 || check !== digest(body, 10)) throw invalidCursor(NOT_A_CURSOR);
  const parsed = Payload.safeParse(parseJson(body));
  if (!parsed.success) throw invalidCursor(NOT_A_CURSOR);
  const [key, id, direction, page, of] = parsed.data;
  if (of !== fingerprint) throw invalidCursor(ANOTHER_SEARCH);
  return { key, id, direction: direction === 'n' ? 'next' : 'previous', page };
}

/** The 400 of a cursor a list cannot read (see decodeCursor); also for one whose key the database refuses. */
export function invalidCursor(detail = NOT_A_CURSOR): AppError {
  return new AppError('invalid_cursor', detail, { parameter: 'cursor' });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
