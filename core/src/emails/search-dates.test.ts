import { describe, expect, it } from 'vitest';
import { EmailSearchQuery } from './schema';
import { emailSearchDates } from './search-dates';

const NEW_YORK = 'America/New_York';

describe("the email search's dates", () => {
  it("send a preset's days in the user's zone as instants with its offset, across the DST change", () => {
    // Monday 9 March 2026, 1 a.m. in New York (05:00 UTC); the clocks went forward on the 8th.
    const now = new Date('2026-03-09T05:00:00Z');
    expect(emailSearchDates('n7d', {}, now, NEW_YORK)).toEqual({
      startDate: '2026-03-03T00:00:00.000-05:00',
      endDate: '2026-03-09T23:59:59.999-04:00',
    });
    expect(emailSearchDates('pw', {}, now, NEW_YORK)).toEqual({
      startDate: '2026-03-02T00:00:00.000-05:00',
      endDate: '2026-03-08T23:59:59.999-04:00',
    });
  });

  it('name other instants for the same preset in another zone, where it is already another day', () => {
    // 1 a.m. UTC on 1 April is still 31 March in New York: quarter to date is all of Q1 there, one day of Q2 in UTC.
    const now = new Date('2026-04-01T01:00:00Z');
    expect(emailSearchDates('qtd', {}, now, NEW_YORK)).toEqual({
      startDate: '2026-01-01T00:00:00.000-05:00',
      endDate: '2026-03-31T23:59:59.999-04:00',
    });
    expect(emailSearchDates('qtd', {}, now, 'UTC')).toEqual({
      startDate: '2026-04-01T00:00:00.000+00:00',
      endDate: '2026-04-01T23:59:59.999+00:00',
    });
  });

  it("take custom days in the user's zone, the to day through its last millisecond", () => {
    const custom = { startDate: '2026-03-07', endDate: '2026-03-08' };
    expect(emailSearchDates('custom', custom, new Date('2026-04-01T00:00:00Z'), NEW_YORK)).toEqual({
      startDate: '2026-03-07T00:00:00.000-05:00',
      endDate: '2026-03-08T23:59:59.999-04:00',
    });
    expect(emailSearchDates('custom', { endDate: '2026-11-01' }, new Date('2026-12-01T00:00:00Z'), NEW_YORK)).toEqual({
      endDate: '2026-11-01T23:59:59.999-05:00',
    });
  });

  it('send a custom instant as it is, and no dates for none', () => {
    const custom = { startDate: '2026-03-07T10:30:00.000123Z', endDate: '2026-03-08' };
    expect(emailSearchDates('custom', custom, new Date('2026-04-01T00:00:00Z'), NEW_YORK).startDate).toBe('2026-03-07T10:30:00.000123Z');
    expect(emailSearchDates('none', custom, new Date('2026-04-01T00:00:00Z'), NEW_YORK)).toEqual({});
  });

  it('are what the search query accepts', () => {
    const dates = emailSearchDates('l4w', {}, new Date('2026-03-09T05:00:00Z'), NEW_YORK);
    expect(EmailSearchQuery.parse(dates)).toMatchObject(dates);
  });
});
