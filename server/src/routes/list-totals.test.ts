import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_SEARCH_COUNT_CAP, TOTAL_COUNT_CAP } from '@tracker/core';
import { createAdminApp, type AdminApp } from '../testing/admin-app';

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
      from generate_series(1, ${2 * EMAIL_SEARCH_COUNT_CAP + 10}) n`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports 10,000 as a lower bound, with a next page, on the first page', async () => {
    const meta = (await t.get('/api/v3/admin/companies')).json().meta;
    expect(meta).toEqual({ page: 1, size: 25, total: TOTAL_COUNT_CAP, pages: 400, capped: true });
  });

  it('reports at least what a page past the cap reached', async () => {
    const body = (await t.get('/api/v3/admin/companies?page=401')).json();
    expect(body.data[0].attributes.name).toBe('Brand 10001');
    expect(body.meta).toEqual({ page: 401, size: 25, total: 10_025, pages: 402, capped: true });
    const last = (await t.get('/api/v3/admin/companies?page=402')).json();
    expect(last.data).toHaveLength(5);
    expect(last.meta).toEqual({ page: 402, size: 25, total: 10_030, pages: 402, capped: true });
    const beyond = (await t.get('/api/v3/admin/companies?page=900')).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toEqual({ page: 900, size: 25, total: TOTAL_COUNT_CAP, pages: 400, capped: true });
  });

  it('counts exactly under the cap', async () => {
    const meta = (await t.get('/api/v3/admin/companies?q=brand 0001')).json().meta;
    expect(meta).toEqual({ page: 1, size: 25, total: 10, pages: 1 });
  });

  it('counts an email search by text only to its own, lower cap, and every email without one', async () => {
    const search = (await t.get('/api/v2/emails/search?search=arrivals')).json();
    expect(search.data[0].attributes.subject).toBe(`New arrivals ${2 * EMAIL_SEARCH_COUNT_CAP + 10}`);
    expect(search.meta).toEqual({ page: 1, size: 25, total: EMAIL_SEARCH_COUNT_CAP, pages: 40, capped: true });
    const all = (await t.get('/api/v2/emails/search')).json().meta;
    expect(all).toEqual({ page: 1, size: 25, total: 2 * EMAIL_SEARCH_COUNT_CAP + 10, pages: 81 });
  });
});
