import { describe, expect, it } from 'vitest';
import { addElapsedDays, daysBetween, weeksBetween } from './elapsed';

const at = (iso: string) => new Date(iso);

describe('elapsed time', () => {
  it('counts days and weeks in fractions, negative backwards', () => {
    expect(daysBetween(at('2026-06-01T00:00:00Z'), at('2026-06-02T12:00:00Z'))).toBe(1.5);
    expect(weeksBetween(at('2026-06-01T00:00:00Z'), at('2026-06-15T00:00:00Z'))).toBe(2);
    expect(weeksBetween(at('2026-06-01T00:00:00Z'), at('2026-06-04T12:00:00Z'))).toBe(0.5);
    expect(weeksBetween(at('2026-06-15T00:00:00Z'), at('2026-06-01T00:00:00Z'))).toBe(-2);
  });

  it('adds fractions of a day as 24-hour days, even over a DST change', () => {
    expect(addElapsedDays(at('2026-06-30T18:00:00Z'), 0.25).toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(addElapsedDays(at('2026-03-07T12:00:00-05:00'), 1).toISOString()).toBe('2026-03-08T17:00:00.000Z');
  });
});
