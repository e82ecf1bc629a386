import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '@tracker/core';
import { companies } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';

const COMPANIES = '/api/v3/admin/companies';

type Page = {
  data: Array<{ id: string; attributes: { name: string; domain_name: string } }>;
  meta: { total: number; pages: number; next_cursor?: string } & Record<string, unknown>;
};

/** A search of one or two characters finds what a longer one would: every name or domain holding the text. */
describe('a company search of one or two characters', () => {
  let t: AdminApp;
  beforeAll(async () => {
    t = await createAdminApp();
    // More companies hold "ha" than a search counts: found by reading the order's index, not the grams'.
    await t.db.execute(sql`insert into companies (name, domain_name)
      select 'Harbor Goods ' || n, 'harborgoods' || n || '.test' from generate_series(1, ${SEARCH_COUNT_CAP + 100}) n`);
    await t.db.insert(companies).values([
      { name: 'Xquisite Teas', domainName: 'xquisite.test' },
      { name: 'MAXQ Labs', domainName: 'labs.test' },
      { name: 'Plain Co', domainName: 'plain-xq.test' },
      { name: 'Ex Quarry', domainName: 'exquarry.test' },
      { name: '50% Off', domainName: 'fifty.test' },
      { name: 'Under_Score', domainName: 'underscore.test' },
      { name: 'Zoë Café', domainName: 'zoe.test' },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every company holding the text in its lower-cased name or its domain, found one by one. */
  async function holding(text: string): Promise<string[]> {
    const all = await t.db.select({ name: companies.name, domain: companies.domainName }).from(companies);
    const lower = text.toLowerCase();
    return all
      .filter((c) => c.name.toLowerCase().includes(lower) || c.domain.includes(lower))
      .map((c) => c.name)
      .sort();
  }

  async function search(query: string): Promise<{ names: string[]; meta: Page['meta'] }> {
    const response = await t.get(`${COMPANIES}?${query}&size=100`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as Page;
    return { names: page.data.map((c) => c.attributes.name), meta: page.meta };
  }

  for (const analysed of [false, true]) {
    it(`finds every name and domain holding it${analysed ? ', once the table is analysed' : ''}`, async () => {
      if (analysed) await t.db.execute(sql`analyze companies`);
      for (const text of ['xq', 'XQ', 'q', 'x q', '%', '0%', '_', 'ë', 'é', 'zz']) {
        const expected = await holding(text);
        const ranked = await search(`q=${encodeURIComponent(text)}`);
        expect([...ranked.names].sort(), text).toEqual(expected);
        expect(ranked.meta.total, text).toBe(expected.length);
        const byName = await search(`q=${encodeURIComponent(text)}&sort=name:asc`);
        expect(byName.names, text).toEqual([...expected].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      }
    });
  }

  it('ranks the closer (shorter) names first, and a pair in more names than a search counts pages on by cursor', async () => {
    // Ex Quarry by its domain alone (exquarry.test).
    expect((await search('q=xq')).names).toEqual(['Plain Co', 'Ex Quarry', 'MAXQ Labs', 'Xquisite Teas']);
    const first = (await t.get(`${COMPANIES}?q=ha&sort=name:asc&size=100`)).json() as Page;
    const next = (await t.get(`${COMPANIES}?q=ha&sort=name:asc&size=100&cursor=${first.meta.next_cursor}`)).json() as Page;
    const both = [...first.data, ...next.data].map((c) => c.attributes.name);
    expect(new Set(both).size).toBe(both.length);
    expect(both.length).toBe(200);
    expect(both.every((name) => name.toLowerCase().includes('ha'))).toBe(true);
    const ranked = await search('q=ha');
    expect(ranked.names.slice(0, 2)).toEqual(['Harbor Goods 1', 'Harbor Goods 2']);
    expect(ranked.meta).toMatchObject({ capped: true });
  });
});
