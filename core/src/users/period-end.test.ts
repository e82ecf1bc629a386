import { describe, expect, it } from 'vitest';
import { currentPeriodEnd } from './period-end';

const end = (iso: string, zone?: string) => currentPeriodEnd(new Date(iso), zone).toISOString();

describe("a new user's current period", () => {
  it('ends three calendar months later at the same time', () => {
    expect(end('2026-06-15T12:00:00Z')).toBe('2026-09-15T12:00:00.000Z');
    expect(end('2026-12-31T23:59:59.999Z')).toBe('2027-03-31T23:59:59.999Z');
  });

  it('ends on the last day of a shorter month', () => {
    expect(end('2026-11-30T12:00:00Z')).toBe('2027-02-28T12:00:00.000Z');
    expect(end('2027-11-30T12:00:00Z')).toBe('2028-02-29T12:00:00.000Z');
  });

  it('keeps the wall-clock time in its zone across a DST change', () => {
    expect(end('2026-01-15T12:00:00-05:00', 'America/New_York')).toBe('2026-04-15T16:00:00.000Z');
  });
});
