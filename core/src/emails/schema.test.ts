import { describe, expect, it } from 'vitest';
import { EmailSearchQuery } from './schema';

describe('the email search query', () => {
  it('reads company ids and classifications as lists', () => {
    expect(EmailSearchQuery.parse({ companyId: '3,17', classifications: 'welcome,winback', processed: 'true' })).toMatchObject({
      companyId: [3, 17],
      classifications: ['welcome', 'winback'],
      processed: true,
      page: 1,
      size: 25,
    });
  });

  it('refuses non-numeric company ids and unknown classifications', () => {
    expect(EmailSearchQuery.safeParse({ companyId: '3,acme' }).success).toBe(false);
    expect(EmailSearchQuery.safeParse({ classifications: 'spam' }).success).toBe(false);
  });

  it('takes dates as UTC days or as instants with an offset, and refuses a date-time without one', () => {
    expect(EmailSearchQuery.parse({ startDate: '2026-03-09', endDate: '2026-03-15T23:59:59.999-04:00' })).toMatchObject({
      startDate: '2026-03-09',
      endDate: '2026-03-15T23:59:59.999-04:00',
    });
    expect(EmailSearchQuery.safeParse({ startDate: '2026-03-09T00:00:00Z' }).success).toBe(true);
    expect(EmailSearchQuery.safeParse({ startDate: '2026-03-09T00:00:00' }).success).toBe(false);
    expect(EmailSearchQuery.safeParse({ endDate: '2026-02-30' }).success).toBe(false);
    expect(EmailSearchQuery.safeParse({ endDate: 'yesterday' }).success).toBe(false);
  });
});
