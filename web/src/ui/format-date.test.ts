import { describe, expect, it } from 'vitest';
import { formatDay, formatRecentDate, formatUtcDay } from './format-date';

const NOW = new Date(2026, 2, 10, 18, 0);
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

describe('email dates', () => {
  it('read relative within 12 hours', () => {
    expect(formatRecentDate(hoursBefore(3), NOW)).toBe('3 hours ago');
    expect(formatRecentDate(hoursBefore(0.5), NOW)).toBe('30 minutes ago');
    expect(formatRecentDate(hoursBefore(11.9), NOW)).toBe('11 hours ago');
  });

  it('read as date and time from 12 hours on', () => {
    expect(formatRecentDate(hoursBefore(12), NOW)).toBe('2026-03-10 06:00');
    expect(formatRecentDate(hoursBefore(72), NOW)).toBe('2026-03-07 18:00');
  });

  it('leave a value that is no date as it is', () => {
    expect(formatRecentDate('soon', NOW)).toBe('soon');
  });
});

describe('days', () => {
  it('keep the day a bare date names', () => {
    expect(formatDay('2026-03-01')).toBe('2026-03-01');
  });

  it('show the local day of a date-time', () => {
    expect(formatDay(new Date(2026, 2, 1, 23, 30).toISOString())).toBe('2026-03-01');
  });
});

describe('days stored as UTC midnights (journey dates)', () => {
  it('read as the day they name west of UTC, where the local day is the one before', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(formatDay('2031-07-01T00:00:00.000Z')).toBe('2031-06-30');
      expect(formatUtcDay('2031-07-01T00:00:00.000Z')).toBe('2031-07-01');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('leave a value that is no date as it is', () => {
    expect(formatUtcDay('soon')).toBe('soon');
  });
});
