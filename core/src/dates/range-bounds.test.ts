import { describe, expect, it } from 'vitest';
import { fromBound, toBound } from './range-bounds';

describe('a "to" date', () => {
  it('without a time takes in the whole day, up to 23:59:59.999', () => {
    expect(toBound('2026-06-30').toISOString()).toBe('2026-06-30T23:59:59.999Z');
    expect(toBound('2026-12-31').toISOString()).toBe('2026-12-31T23:59:59.999Z');
    expect(toBound('2028-02-29').toISOString()).toBe('2028-02-29T23:59:59.999Z');
  });

  it('without a time ends the day in the zone asked for, also on a DST change', () => {
    expect(toBound('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-09T03:59:59.999Z');
    expect(toBound('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-02T04:59:59.999Z');
  });

  it('with a time is that very instant', () => {
    expect(toBound('2026-06-30T10:00:00Z').toISOString()).toBe('2026-06-30T10:00:00.000Z');
    expect(toBound('2026-06-30T00:00:00.000Z').toISOString()).toBe('2026-06-30T00:00:00.000Z');
  });

  it('that names no day is refused', () => {
    expect(() => toBound('2026-02-30')).toThrow(RangeError);
    expect(() => toBound('yesterday')).toThrow(RangeError);
  });
});

describe('a "from" date', () => {
  it('without a time starts at midnight; with one, at that instant', () => {
    expect(fromBound('2026-06-01').toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(fromBound('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(fromBound('2026-06-01T08:30:00+02:00').toISOString()).toBe('2026-06-01T06:30:00.000Z');
  });
});
