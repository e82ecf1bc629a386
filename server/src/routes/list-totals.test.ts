import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_CAP } from '@tracker/core';
import { createAdminApp, type AdminApp } from '../testing/admin-app';

/** Lists count matches only up to a cap, so a page never pays for counting a million rows. */
describe('list totals past the count cap', () => {
  let t: AdminApp;
  beforeAll(async () => {
    t = await createAdminApp();
    await t.db.execute(sql`insert into companies (name, domain_name)
      select 'Brand ' || lpad(n::text, 5, '0'), 'brand-' || n || '.test' from generate_series(1, ${TOTAL_COUNT_CAP + 30}) n`);
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
});
