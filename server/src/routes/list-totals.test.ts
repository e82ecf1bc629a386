import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP, TOTAL_COUNT_CAP } from '@tracker/core';
import { createAdminApp, type AdminApp } from '../testing/admin-app';

const REGISTRATIONS_WITH_EMAILS = TOTAL_COUNT_CAP + 2_010;

/** Lists count matches only up to a cap, so a page never pays for counting a million rows. */
describe('list totals past the count cap', () => {
  let t: AdminApp;
  beforeAll(async () => {
    t = await createAdminApp();
    await t.db.execute(sql`insert into companies (name, domain_name)
      select 'Brand ' || lpad(n::text, 5, '0'), 'brand-' || n || '.test' from generate_series(1, ${TOTAL_COUNT_CAP + 30}) n`);
    // More emails than an email search by text counts, every other one about arrivals.
    await t.db.execute(sql`insert into emails (guid, subject, sent_at)
      select 'guid-' || n, case when n % 2 = 0 then 'New arrivals ' || n else 'Receipt ' || n end, '2026-01-01'::timestamptz + n * interval '1 minute'
      from generate_series(1, ${2 * SEARCH_COUNT_CAP + 10}) n`);
    // More registrations with emails than a list counts, each its own inbox with one email.
    await t.db.execute(sql`insert into addresses (email_address, company_id, description)
      select 'inbox.' || n || '@tracker.test', (select min(id) from companies) + (n - 1) % ${TOTAL_COUNT_CAP}, 'Persona ' || n from generate_series(1, ${REGISTRATIONS_WITH_EMAILS}) n`);
    await t.db.execute(sql`insert into registrations (status, address_id, company_id) select 'unclaimed', id, company_id from addresses`);
    await t.db.execute(sql`insert into emails (guid, subject, address_id, sent_at)
      select 'inbox-guid-' || id, 'Spring arrivals for inbox ' || id, id, '2026-02-01'::timestamptz from addresses`);
    // Every company an email subscriber journey that ended a year ago: expired for that type.
    await t.db.execute(sql`insert into journeys (status, type, start_date, end_date, company_id)
      select 'complete', 'email_subscriber', now() - interval '400 days', now() - interval '360 days', id from companies`);
    await t.db.execute(sql`analyze`);
    // Over ten thousand companies, each indexed by its name's pieces too: on the embedded database
    // beside other test files this takes longer than the suite's minute for a hook.
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  // Every company has one journey: 10,030 of them, and the journeys list counts to the cap.
  it('reports 10,000 as a lower bound, with a next page, on the first page', async () => {
    const meta = (await t.get('/api/v3/journeys')).json().meta;
    expect(meta).toEqual({ page: 1, size: 25, total: TOTAL_COUNT_CAP, pages: 400, capped: true, next_cursor: expect.any(String) });
  });

  it('reports at least what a page past the cap reached', async () => {
    const body = (await t.get('/api/v3/journeys?page=401')).json();
    expect(body.data).toHaveLength(25);
    expect(body.meta).toMatchObject({ page: 401, size: 25, total: 10_025, pages: 402, capped: true });
    const last = (await t.get('/api/v3/journeys?page=402')).json();
    expect(last.data).toHaveLength(5);
    expect(last.meta).toMatchObject({ page: 402, size: 25, total: 10_030, pages: 402, capped: true });
    expect(last.meta.next_cursor).toBeUndefined();
    const beyond = (await t.get('/api/v3/journeys?page=900')).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toEqual({ page: 900, size: 25, total: TOTAL_COUNT_CAP, pages: 400, capped: true });
  });

  it('estimates the companies past the cap, without counting to it', async () => {
    const body = (await t.get('/api/v3/admin/companies')).json();
    expect(body.data[0].attributes.name).toBe('Brand 00001');
    expect(body.meta).toMatchObject({ page: 1, size: 25, capped: true, estimated: true });
    // The planner's estimate of the 10,030 companies.
    expect(body.meta.total).toBeGreaterThan(TOTAL_COUNT_CAP);
    expect(body.meta.total).toBeLessThan(2 * (TOTAL_COUNT_CAP + 30));
  });

  it('counts exactly under the cap', async () => {
    const meta = (await t.get('/api/v3/admin/companies?q=brand 0001')).json().meta;
    expect(meta).toEqual({ page: 1, size: 25, total: 10, pages: 1 });
  });

  it('estimates an email search by text past its own, lower cap, and counts every email without one', async () => {
    const search = (await t.get('/api/v2/emails/search?search=arrivals')).json();
    expect(search.data[0].attributes.subject).toMatch(/^Spring arrivals for inbox /);
    expect(search.meta).toMatchObject({ page: 1, size: 25, capped: true, estimated: true });
    // The planner's estimate of the 11,005 emails about arrivals (those of the inboxes and every other one of the rest).
    expect(search.meta.total).toBeGreaterThan(SEARCH_COUNT_CAP);
    expect(search.meta.total).toBeLessThan(2 * REGISTRATIONS_WITH_EMAILS);
    const few = (await t.get('/api/v2/emails/search?search=receipt 100')).json();
    expect(few.data.map((email: { attributes: { subject: string } }) => email.attributes.subject)).toEqual([
      'Receipt 1009',
      'Receipt 1007',
      'Receipt 1005',
      'Receipt 1003',
      'Receipt 1001',
    ]);
    expect(few.meta).toEqual({ page: 1, size: 25, total: 5, pages: 1 });
    const all = (await t.get('/api/v2/emails/search?endDate=2026-01-31T00:00:00.000Z')).json().meta;
    expect(all).toEqual({ page: 1, size: 25, total: 2 * SEARCH_COUNT_CAP + 10, pages: 81, next_cursor: expect.any(String) });
  });

  it('estimates the inboxes found by a company name or an address past the search cap, and counts a few', async () => {
    for (const query of ['companies=brand', 'q=inbox.1']) {
      const body = (await t.get(`/api/v1/admin/addresses?${query}`)).json();
      expect(body.data, query).toHaveLength(25);
      expect(body.meta, query).toMatchObject({ page: 1, size: 25, capped: true, estimated: true });
      // The planner's estimate of the 12,010 inboxes of a brand, or the 3,122 whose address holds "inbox.1".
      expect(body.meta.total, query).toBeGreaterThan(SEARCH_COUNT_CAP);
      expect(body.meta.total, query).toBeLessThan(2 * REGISTRATIONS_WITH_EMAILS);
      // Newest first, as without the filter: the inboxes added last.
      expect(body.data[0].attributes.email_address, query).toBe(`inbox.${REGISTRATIONS_WITH_EMAILS}@tracker.test`);
    }
    const few = (await t.get('/api/v1/admin/addresses?companies=brand 00001')).json();
    expect(few.data.map((address: { attributes: { email_address: string } }) => address.attributes.email_address).toSorted()).toEqual([
      'inbox.10001@tracker.test',
      'inbox.1@tracker.test',
    ]);
    expect(few.meta).toEqual({ page: 1, size: 25, total: 2, pages: 1 });
  });

  it('estimates a filtered email search past the cap, without counting to it', async () => {
    const meta = (await t.get('/api/v2/emails/search?startDate=2026-01-15T00:00:00.000Z')).json().meta;
    expect(meta).toMatchObject({ page: 1, size: 25, capped: true, estimated: true });
    // The planner's estimate of the 12,010 inboxes' emails of February.
    expect(meta.total).toBeGreaterThan(TOTAL_COUNT_CAP);
    expect(meta.total).toBeLessThan(2 * REGISTRATIONS_WITH_EMAILS);
  });

  it('estimates the companies of a health past the cap, and counts one under it', async () => {
    const expired = (await t.get('/api/v3/admin/companies?health=expired&journey_types=email_subscriber')).json().meta;
    expect(expired).toMatchObject({ page: 1, size: 25, capped: true, estimated: true });
    // The planner's estimate of the 10,030 companies, not a count to the cap.
    expect(expired.total).toBeGreaterThan(TOTAL_COUNT_CAP);
    expect(expired.total).toBeLessThan(2 * (TOTAL_COUNT_CAP + 30));
    const none = (await t.get('/api/v3/admin/companies?health=expired&journey_types=purchaser')).json().meta;
    expect(none).toEqual({ page: 1, size: 25, total: 0, pages: 0 });
  });

  it('shows about how many registrations have emails, from the estimate, past the cap', async () => {
    const meta = (await t.get('/api/v1/admin/registrations?status=all&emails=with')).json().meta;
    expect(meta).toMatchObject({ page: 1, size: 25, capped: true, estimated: true });
    // The planner's estimate, not a count: near the 12,010 registrations, and past the cap.
    expect(meta.total).toBeGreaterThan(TOTAL_COUNT_CAP);
    expect(meta.total).toBeLessThan(2 * REGISTRATIONS_WITH_EMAILS);
    expect(meta.pages).toBe(Math.ceil(meta.total / 25));
  });

  it('gives the exact number of registrations on the page where they end, and counts a filter under the cap', async () => {
    const last = (await t.get('/api/v1/admin/registrations?status=all&emails=with&size=100&page=121')).json();
    expect(last.data).toHaveLength(10);
    expect(last.meta).toEqual({ page: 121, size: 100, total: REGISTRATIONS_WITH_EMAILS, pages: 121, previous_cursor: expect.any(String) });
    const without = (await t.get('/api/v1/admin/registrations?status=all&emails=without')).json();
    expect(without.meta).toEqual({ page: 1, size: 25, total: 0, pages: 0 });
  });
});
