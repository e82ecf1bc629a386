import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { commaList, queryBoolean, sortParam } from './query';

describe('query parameters', () => {
  it('reads booleans as scripts and browsers send them', () => {
    expect(queryBoolean.parse('true')).toBe(true);
    expect(queryBoolean.parse('0')).toBe(false);
    expect(queryBoolean.safeParse('yes').success).toBe(false);
  });

  it('splits comma lists and refuses unknown items with the allowed ones named', () => {
    const types = commaList(['a', 'b'] as const);
    expect(types.parse('a, b,')).toEqual(['a', 'b']);
    const result = types.safeParse('a,c');
    expect(result.success).toBe(false);
    expect(z.prettifyError(result.error!)).toContain('Use any of: a, b');
  });

  it('reads field:dir sorts over known fields only', () => {
    const sort = sortParam(['name', 'created_at'] as const);
    expect(sort.parse('created_at:desc')).toEqual({ field: 'created_at', dir: 'desc' });
    expect(sort.safeParse('password:asc').success).toBe(false);
    expect(sort.safeParse('name').success).toBe(false);
  });
});
