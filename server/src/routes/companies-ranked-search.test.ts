import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_CAP } from '@tracker/core';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { SEARCH_CANDIDATES } from '../repositories/company-query';

const COMPANIES = '/api/v3/admin/companies';
const LONG_NAMES = SEARCH_CANDIDATES + 30;

type Page = { data: Array<{ id: string; attributes: { name: string } }>; meta: { total: number; pages: number } };

/** A search without a sort ranks its matches by relevance, scoring only the likeliest ones. */
describe('a ranked company search with more matches than it scores', () => {
  let t: AdminApp;
  beforeAll(async () => {
    t = await createAdminApp();
    // The long names hold the lowest ids: the ranking, not the order of insertion, brings the closest names first.
    await t.db.execute(sql`insert into companies (name, domain_name)
      select 'Lantern Supply Company ' || lpad(n::text, 3, '0'), 'lantern-supply-' || n || '.test' from generate_series(1, ${LONG_NAMES}) n`);
    await t.db.execute(sql`insert into companies (name, domain_name) values
      ('Blue Lantern', 'bluelantern.test'), ('Lanterns', 'lanterns.test'), ('Lantern', 'lantern.test'), ('Candle Works', 'candles.test')`);
  });
  afterAll(async () => {
    await t.close();
  });

  const names = (page: Page) => page.data.map((company) => company.attributes.name);

  it('puts the exact match first, then the closest names, the long ones after', async () => {
    const page = (await t.get(`${COMPANIES}?q=lantern`)).json() as Page;
    expect(names(page).slice(0, 5)).toEqual([
      'Lantern',
      'Lanterns',
      'Blue Lantern',
      'Lantern Supply Company 001',
      'Lantern Supply Company 002',
    ]);
    expect(page.meta.total).toBe(LONG_NAMES + 3);
  });

  it('pages through every match once, in one order', async () => {
    const seen: string[] = [];
    for (let n = 1; n <= 3; n++) seen.push(...names((await t.get(`${COMPANIES}?q=lantern&size=100&page=${n}`)).json() as Page));
    expect(seen).toHaveLength(LONG_NAMES + 3);
    expect(new Set(seen).size).toBe(LONG_NAMES + 3);
    expect(seen.slice(-2)).toEqual([`Lantern Supply Company ${LONG_NAMES - 1}`, `Lantern Supply Company ${LONG_NAMES}`]);
  });
});

describe('a company search matching more companies than a list counts', () => {
  const HARBORS = 15_000;
  let t: AdminApp;
  beforeAll(async () => {
    t = await createAdminApp();
    // Statistics come from the test's own ANALYZE only, not from autovacuum on a PostgreSQL server.
    await t.db.execute(sql`alter table companies set (autovacuum_enabled = false)`);
    await t.db.execute(sql`insert into companies (name, domain_name)
      select 'Harbor Goods ' || n, 'harborgoods' || n || '.test' from generate_series(1, ${HARBORS}) n`);
    await t.db.execute(sql`insert into companies (name, domain_name) values ('Cedar Supply', 'cedarsupply.test')`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts to the cap while the database has no statistics to estimate from, then shows about how many matched', async () => {
    const counted = (await t.get(`${COMPANIES}?q=harbor`)).json();
    expect(counted.meta).toEqual({ page: 1, size: 25, total: TOTAL_COUNT_CAP, pages: 400, capped: true });

    await t.db.execute(sql`analyze companies`);
    const harbor = (await t.get(`${COMPANIES}?q=harbor`)).json();
    expect(harbor.meta).toMatchObject({ page: 1, size: 25, capped: true, estimated: true });
    // The planner's estimate of the 15,000 matches, not a count.
    expect(harbor.meta.total).toBeGreaterThan(TOTAL_COUNT_CAP);
    expect(harbor.meta.total).toBeLessThan(2 * HARBORS);
    const cedar = (await t.get(`${COMPANIES}?q=cedar`)).json();
    expect(cedar.data.map((company: { attributes: { name: string } }) => company.attributes.name)).toEqual(['Cedar Supply']);
    expect(cedar.meta).toEqual({ page: 1, size: 25, total: 1, pages: 1 });
  });
});
