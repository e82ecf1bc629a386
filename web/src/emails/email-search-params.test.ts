import { describe, expect, it } from 'vitest';
import { EMAIL_SEARCH_PARAMS, emailSearchQuery } from './email-search-params';

const NEW_YORK = 'America/New_York';

describe('the email search query', () => {
  it('turns a preset into the instants its days cover in the user’s zone, with the zone’s offset', () => {
    // 1 a.m. UTC on 1 April is still 31 March in New York: quarter to date is all of Q1 there.
    const now = new Date('2026-04-01T01:00:00Z');
    expect(emailSearchQuery({ ...EMAIL_SEARCH_PARAMS, preset: 'qtd' }, now, NEW_YORK)).toMatchObject({
      startDate: '2026-01-01T00:00:00.000-05:00',
      endDate: '2026-03-31T23:59:59.999-04:00',
    });
    expect(emailSearchQuery({ ...EMAIL_SEARCH_PARAMS, preset: 'qtd' }, now, 'UTC')).toMatchObject({
      startDate: '2026-04-01T00:00:00.000+00:00',
      endDate: '2026-04-01T23:59:59.999+00:00',
    });
  });

  it('takes the URL’s own days for custom in the user’s zone, and sends none for none', () => {
    const now = new Date('2026-03-08T12:00:00Z');
    const custom = { ...EMAIL_SEARCH_PARAMS, preset: 'custom', startDate: '2026-02-01', endDate: '2026-02-10' };
    expect(emailSearchQuery(custom, now, NEW_YORK)).toMatchObject({
      startDate: '2026-02-01T00:00:00.000-05:00',
      endDate: '2026-02-10T23:59:59.999-05:00',
    });
    const none = emailSearchQuery({ ...EMAIL_SEARCH_PARAMS, startDate: '2026-02-01' }, now, NEW_YORK);
    expect(none).not.toHaveProperty('startDate');
    expect(none).not.toHaveProperty('endDate');
  });

  it('leaves out a custom date the API would refuse rather than failing the screen', () => {
    const query = emailSearchQuery(
      { ...EMAIL_SEARCH_PARAMS, preset: 'custom', startDate: '2026-02-30', endDate: '2026-03-02' },
      new Date('2026-03-08T12:00:00Z'),
      NEW_YORK,
    );
    expect(query).not.toHaveProperty('startDate');
    expect(query).toMatchObject({ endDate: '2026-03-02T23:59:59.999-05:00' });
  });

  it('covers the seven days up to today across the DST change, an hour shorter than seven UTC days', () => {
    const now = new Date('2026-03-09T15:00:00Z');
    const { startDate, endDate } = emailSearchQuery({ ...EMAIL_SEARCH_PARAMS, preset: 'n7d' }, now, NEW_YORK);
    expect({ startDate, endDate }).toEqual({ startDate: '2026-03-03T00:00:00.000-05:00', endDate: '2026-03-09T23:59:59.999-04:00' });
    expect(Date.parse(endDate!) - Date.parse(startDate!)).toBe((7 * 24 - 1) * 3_600_000 - 1);
  });

  it('sends the other filters as the API reads them', () => {
    const query = emailSearchQuery(
      { ...EMAIL_SEARCH_PARAMS, search: 'sale', classifications: ['welcome'], processed: 'false', page: 2 },
      new Date('2026-03-08T12:00:00Z'),
      'UTC',
    );
    expect(query).toMatchObject({ search: 'sale', classifications: 'welcome', processed: 'false', page: 2 });
  });
});
