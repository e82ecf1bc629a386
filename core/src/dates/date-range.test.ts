import { describe, expect, it } from 'vitest';
import { DATE_RANGE_PRESETS, type DateRangePreset } from './date-range-presets';
import { dateRangeFor, rangeInstants } from './date-range';

const range = (preset: DateRangePreset, now: string, zone = 'UTC') => {
  const found = dateRangeFor(preset, new Date(now), zone);
  return found && [found.from.toISOString(), found.to.toISOString()];
};

// Wednesday 11 March 2026.
const WEDNESDAY = '2026-03-11T15:00:00Z';

describe('date-range presets', () => {
  it('n: the last days, weeks or months up to the end of today', () => {
    expect(range('n7d', WEDNESDAY)).toEqual(['2026-03-05T00:00:00.000Z', '2026-03-11T23:59:59.999Z']);
    expect(range('n4w', WEDNESDAY)).toEqual(['2026-02-12T00:00:00.000Z', '2026-03-11T23:59:59.999Z']);
    expect(range('n3m', WEDNESDAY)).toEqual(['2025-12-12T00:00:00.000Z', '2026-03-11T23:59:59.999Z']);
  });

  it('l: the last whole days, weeks (from Monday) or months before the current one', () => {
    expect(range('l7d', WEDNESDAY)).toEqual(['2026-03-04T00:00:00.000Z', '2026-03-10T23:59:59.999Z']);
    expect(range('l4w', WEDNESDAY)).toEqual(['2026-02-09T00:00:00.000Z', '2026-03-08T23:59:59.999Z']);
    expect(range('l3m', WEDNESDAY)).toEqual(['2025-12-01T00:00:00.000Z', '2026-02-28T23:59:59.999Z']);
  });

  it('to date: from the start of the month, quarter or year to the end of today', () => {
    expect(range('mtd', WEDNESDAY)).toEqual(['2026-03-01T00:00:00.000Z', '2026-03-11T23:59:59.999Z']);
    expect(range('qtd', WEDNESDAY)).toEqual(['2026-01-01T00:00:00.000Z', '2026-03-11T23:59:59.999Z']);
    expect(range('ytd', WEDNESDAY)).toEqual(['2026-01-01T00:00:00.000Z', '2026-03-11T23:59:59.999Z']);
  });

  it('weeks: this, next and previous, Monday to Sunday', () => {
    expect(range('tw', WEDNESDAY)).toEqual(['2026-03-09T00:00:00.000Z', '2026-03-15T23:59:59.999Z']);
    expect(range('nw', WEDNESDAY)).toEqual(['2026-03-16T00:00:00.000Z', '2026-03-22T23:59:59.999Z']);
    expect(range('pw', WEDNESDAY)).toEqual(['2026-03-02T00:00:00.000Z', '2026-03-08T23:59:59.999Z']);
  });

  it('custom and none name no range of their own', () => {
    expect(range('custom', WEDNESDAY)).toBeNull();
    expect(range('none', WEDNESDAY)).toBeNull();
  });

  it('every preset but custom and none is a range that starts before it ends', () => {
    for (const preset of DATE_RANGE_PRESETS.filter((p) => p !== 'custom' && p !== 'none')) {
      const found = dateRangeFor(preset, new Date(WEDNESDAY), 'UTC');
      expect(found!.from < found!.to, preset).toBe(true);
    }
  });

  it('turn at midnight: Sunday 23:59:59.999 is still last week, Monday 00:00 starts this one', () => {
    expect(range('tw', '2026-03-08T23:59:59.999Z')).toEqual(['2026-03-02T00:00:00.000Z', '2026-03-08T23:59:59.999Z']);
    expect(range('tw', '2026-03-09T00:00:00.000Z')).toEqual(['2026-03-09T00:00:00.000Z', '2026-03-15T23:59:59.999Z']);
  });

  it('at month and year ends: three months back from 31 May starts on 1 March; last week of a new year is in the old', () => {
    expect(range('n3m', '2026-05-31T12:00:00Z')).toEqual(['2026-03-01T00:00:00.000Z', '2026-05-31T23:59:59.999Z']);
    expect(range('l3m', '2026-05-31T12:00:00Z')).toEqual(['2026-02-01T00:00:00.000Z', '2026-04-30T23:59:59.999Z']);
    expect(range('ytd', '2026-01-01T00:00:00Z')).toEqual(['2026-01-01T00:00:00.000Z', '2026-01-01T23:59:59.999Z']);
    expect(range('l7d', '2026-01-01T00:00:00Z')).toEqual(['2025-12-25T00:00:00.000Z', '2025-12-31T23:59:59.999Z']);
    expect(range('pw', '2026-01-01T00:00:00Z')).toEqual(['2025-12-22T00:00:00.000Z', '2025-12-28T23:59:59.999Z']);
  });

  it("use the user's zone for the days: Monday 02:00 UTC is still Sunday in New York", () => {
    expect(range('tw', '2026-03-09T02:00:00Z', 'America/New_York')).toEqual(['2026-03-02T05:00:00.000Z', '2026-03-09T03:59:59.999Z']);
  });

  it('span a DST change with midnights on both sides of it', () => {
    // This week in New York, 11 March 2026: Monday 9 March 00:00 EDT to Sunday 15 March 23:59:59.999 EDT.
    expect(range('tw', WEDNESDAY, 'America/New_York')).toEqual(['2026-03-09T04:00:00.000Z', '2026-03-16T03:59:59.999Z']);
    // The week before begins in EST and ends in EDT.
    expect(range('pw', WEDNESDAY, 'America/New_York')).toEqual(['2026-03-02T05:00:00.000Z', '2026-03-09T03:59:59.999Z']);
  });
});

describe('a preset as the instants a query carries', () => {
  const instants = (preset: DateRangePreset, now: string, zone: string) => {
    const found = dateRangeFor(preset, new Date(now), zone);
    return found && rangeInstants(found, zone);
  };

  it("writes each end with the zone's offset on its own side of the spring DST change", () => {
    // 8 March 2026: New York goes from EST (-05:00) to EDT (-04:00).
    expect(instants('n7d', '2026-03-09T15:00:00Z', 'America/New_York')).toEqual({
      from: '2026-03-03T00:00:00.000-05:00',
      to: '2026-03-09T23:59:59.999-04:00',
    });
    expect(instants('pw', WEDNESDAY, 'America/New_York')).toEqual({
      from: '2026-03-02T00:00:00.000-05:00',
      to: '2026-03-08T23:59:59.999-04:00',
    });
  });

  it('and across the autumn one, when the day that falls back lasts 25 hours', () => {
    // 1 November 2026: EDT back to EST. Wednesday 4 November, early morning UTC, is still the 3rd in New York.
    const found = dateRangeFor('l7d', new Date('2026-11-04T03:00:00Z'), 'America/New_York')!;
    expect(rangeInstants(found, 'America/New_York')).toEqual({
      from: '2026-10-27T00:00:00.000-04:00',
      to: '2026-11-02T23:59:59.999-05:00',
    });
    expect(found.to.getTime() - found.from.getTime()).toBe((7 * 24 + 1) * 3_600_000 - 1);
  });

  it('reads back as the same instants the preset computed', () => {
    const found = dateRangeFor('qtd', new Date('2026-04-01T01:00:00Z'), 'America/New_York')!;
    const { from, to } = rangeInstants(found, 'America/New_York');
    expect([from, to]).toEqual(['2026-01-01T00:00:00.000-05:00', '2026-03-31T23:59:59.999-04:00']);
    expect([new Date(from).toISOString(), new Date(to).toISOString()]).toEqual([found.from.toISOString(), found.to.toISOString()]);
  });
});
