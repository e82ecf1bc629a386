import { describe, expect, it } from 'vitest';
import { notFound } from './not-found';
import { orNotFound } from './or-not-found';

describe('not found', () => {
  it('is a 404 naming the record and the path parameter its id came from', () => {
    expect(notFound('company', 7)).toMatchObject({ status: 404, code: 'not_found', detail: 'No company has the id 7.', parameter: 'id' });
    expect(notFound('group', 3, { parameter: 'group_id' })).toMatchObject({ detail: 'No group has the id 3.', parameter: 'group_id' });
  });

  it('points into the body when the id was a field of it', () => {
    const error = notFound('company', 9, { pointer: '/company_id' });
    expect(error).toMatchObject({ pointer: '/company_id', parameter: undefined });
  });

  it('passes a found record through and turns a miss into the 404', () => {
    const row = { id: 1 };
    expect(orNotFound(row, 'company', 1)).toBe(row);
    expect(() => orNotFound(null, 'company', 2)).toThrow('No company has the id 2.');
    expect(() => orNotFound(undefined, 'company', 2)).toThrow('No company has the id 2.');
  });
});
