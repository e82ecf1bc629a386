import { describe, expect, it } from 'vitest';
import { addressJourneyDates, newJourneyDates, relatedJourneyDates } from './journey-dates';

const at = (iso: string) => new Date(iso);
const iso = ({ start, end }: { start: Date; end: Date }) => ({ start: start.toISOString(), end: end.toISOString() });

describe('a new journey', () => {
  it('starts now and ends 21 days later, across a month end', () => {
    expect(iso(newJourneyDates(at('2026-01-31T12:00:00Z')))).toEqual({
      start: '2026-01-31T12:00:00.000Z',
      end: '2026-02-21T12:00:00.000Z',
    });
  });

  it('ends at the same wall-clock time when a DST change falls inside it', () => {
    expect(iso(newJourneyDates(at('2026-03-01T12:00:00-05:00'), 'America/New_York')).end).toBe('2026-03-22T16:00:00.000Z');
  });
});

describe('a related journey', () => {
  it('runs 14 days from its start, across a year end', () => {
    expect(iso(relatedJourneyDates(at('2026-12-25T09:00:00Z')))).toEqual({
      start: '2026-12-25T09:00:00.000Z',
      end: '2027-01-08T09:00:00.000Z',
    });
  });
});

describe("a journey from an address's activity", () => {
  it('starts 15 minutes before the first activity, on the day before when that is just past midnight, and ends 30 days after its start', () => {
    expect(iso(addressJourneyDates(at('2026-06-01T00:10:00Z')))).toEqual({
      start: '2026-05-31T23:55:00.000Z',
      end: '2026-06-30T23:55:00.000Z',
    });
  });
});
