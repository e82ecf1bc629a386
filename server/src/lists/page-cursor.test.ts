import { describe, expect, it } from 'vitest';
import { CURSOR_MAX_LENGTH } from '@tracker/core';
import { AppError } from '../errors/app-error';
import { decodeCursor, encodeCursor, searchFingerprint, type PageCursor } from './page-cursor';

const request = { page: 3, size: 25, sort: { field: 'created_at', dir: 'desc' }, good_fit: true };
const fingerprint = searchFingerprint(request);
const cursor: PageCursor = { key: '2026-11-01 10:00:00.123456+00', id: 42, direction: 'next', page: 4 };

/** The error decodeCursor refuses `text` with. */
function refusal(text: string, of = fingerprint): AppError {
  try {
    decodeCursor(text, of);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the cursor was read');
}

describe('a page cursor', () => {
  it('gives back the boundary row, the direction and the page it was made with', () => {
    expect(decodeCursor(encodeCursor(cursor, fingerprint)!, fingerprint)).toEqual(cursor);
    const fromNull = { ...cursor, key: null, direction: 'previous' as const, page: 1 };
    expect(decodeCursor(encodeCursor(fromNull, fingerprint)!, fingerprint)).toEqual(fromNull);
  });

  it('belongs to the search, whatever page asked for it', () => {
    expect(searchFingerprint({ ...request, page: 9, cursor: 'x' })).toBe(fingerprint);
    expect(searchFingerprint({ ...request, good_fit: false })).not.toBe(fingerprint);
    expect(searchFingerprint({ ...request, size: 50 })).not.toBe(fingerprint);
  });

  it('is refused by another search with a 400 that says to start again', () => {
    const error = refusal(encodeCursor(cursor, fingerprint)!, searchFingerprint({ ...request, good_fit: false }));
    expect(error).toMatchObject({ status: 400, code: 'invalid_cursor', parameter: 'cursor' });
    expect(error.detail).toBe('This cursor belongs to another search: start again from page 1.');
  });

  it('is refused when edited, cut or made up', () => {
    const text = encodeCursor(cursor, fingerprint)!;
    const [body = ''] = text.split('.');
    const edited = Buffer.from(Buffer.from(body, 'base64url').toString().replace('42', '43')).toString('base64url');
    for (const bad of [`${edited}${text.slice(body.length)}`, text.slice(0, -1), text.slice(1), 'page-2', '..', `${text}.x`]) {
      expect(refusal(bad)).toMatchObject({ status: 400, detail: 'This is not a cursor this list gave: start again from page 1.' });
    }
  });

  it('is not made when it would be longer than a list takes: that page is reached by number', () => {
    expect(encodeCursor({ ...cursor, key: 'x'.repeat(CURSOR_MAX_LENGTH) }, fingerprint)).toBeUndefined();
  });
});
