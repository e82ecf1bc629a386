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
});
