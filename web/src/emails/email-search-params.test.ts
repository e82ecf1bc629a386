import { describe, expect, it } from 'vitest';
import { EMAIL_SEARCH_PARAMS, emailSearchQuery } from './email-search-params';

const NEW_YORK = 'America/New_York';

describe('the email search query', () => {
  it('turns a preset into the days it covers, in the user’s zone', () => {
    // 1 a.m. UTC on 1 April is still 31 March in New York: quarter to date is all of Q1 there.
    const now = new Date('2026-04-01T01:00:00Z');
    expect(emailSearchQuery({ ...EMAIL_SEARCH_PARAMS, preset: 'qtd' }, now, NEW_YORK)).toMatchObject({ startDate: '2026-01-01', endDate: '2026-03-31' });
    expect(emailSearchQuery({ ...EMAIL_SEARCH_PARAMS, preset: 'qtd' }, now, 'UTC')).toMatchObject({ startDate: '2026-04-01', endDate: '2026-04-01' });
  });

  it('keeps the URL’s own dates for custom, and sends none for none', () => {
    const now = new Date('2026-03-08T12:00:00Z');
    const custom = { ...EMAIL_SEARCH_PARAMS, preset: 'custom', startDate: '2026-02-01', endDate: '2026-02-10' };
    expect(emailSearchQuery(custom, now, NEW_YORK)).toMatchObject({ startDate: '2026-02-01', endDate: '2026-02-10' });
    const none = emailSearchQuery({ ...EMAIL_SEARCH_PARAMS, startDate: '2026-02-01' }, now, NEW_YORK);
    expect(none).not.toHaveProperty('startDate');
  });

  it('covers the seven days up to today across the DST change', () => {
    const now = new Date('2026-03-09T15:00:00Z');
    expect(emailSearchQuery({ ...EMAIL_SEARCH_PARAMS, preset: 'n7d' }, now, NEW_YORK)).toMatchObject({ startDate: '2026-03-03', endDate: '2026-03-09' });
  });

  it('sends the other filters as the API reads them', () => {
    const query = emailSearchQuery({ ...EMAIL_SEARCH_PARAMS, search: 'sale', classifications: ['welcome'], processed: 'false', page: 2 }, new Date('2026-03-08T12:00:00Z'), 'UTC');
    expect(query).toMatchObject({ search: 'sale', classifications: 'welcome', processed: 'false', page: 2 });
  });
});
