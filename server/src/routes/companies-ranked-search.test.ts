import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '@tracker/core';
import { createAdminApp, type AdminApp } from '../testing/admin-app';

const COMPANIES = '/api/v3/admin/companies';

type Page = { data: Array<{ id: string; attributes: { name: string } }>; meta: Record<string, unknown> };

describe('a company search matching more companies than a search counts', () => {
  const HARBORS = SEARCH_COUNT_CAP + 500;
  let t: AdminApp;
  beforeAll(async () => {
    t = await createAdminApp();
    await t.db.execute(sql`insert into companies (name, domain_name)
      select 'Harbor Goods ' || n, 'harborgoods' || n || '.test' from generate_series(1, ${HARBORS}) n`);
    await t.db.execute(sql`insert into companies (name, domain_name) values ('Cedar Supply', 'cedarsupply.test')`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts to the cap and shows "1,000+", while a search with few matches shows their number', async () => {
    const harbor = (await t.get(`${COMPANIES}?q=harbor`)).json() as Page;
    expect(harbor.meta).toEqual({ page: 1, size: 25, total: SEARCH_COUNT_CAP, pages: SEARCH_COUNT_CAP / 25, capped: true });
    expect(harbor.data[0]?.attributes.name).toBe('Harbor Goods 1');

    const cedar = (await t.get(`${COMPANIES}?q=cedar`)).json() as Page;
    expect(cedar.data.map((company) => company.attributes.name)).toEqual(['Cedar Supply']);
    expect(cedar.meta).toEqual({ page: 1, size: 25, total: 1, pages: 1 });
  });

  it('goes on past the counted pages while matches remain', async () => {
    const past = (await t.get(`${COMPANIES}?q=harbor&page=${SEARCH_COUNT_CAP / 25 + 1}`)).json() as Page;
    expect(past.data).toHaveLength(25);
    expect(past.meta).toMatchObject({ capped: true });
  });
});
