import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyFilters } from '@tracker/core';
import { createTestApp, type TestApp } from '../testing/test-app';
import { healthClock } from './company-query';

const LONG_NAMES = 230;

/** A search without a sort ranks its matches: what a user sees of the order, on either engine. */
describe('a ranked company search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The long names hold the lowest ids: the ranking, not the order of insertion, brings the closest names first.
    await t.db.execute(sql`insert into companies (name, domain_name, good_fit)
      select 'Lantern Supply Company ' || lpad(n::text, 3, '0'), 'lantern-supply-' || n || '.test', true from generate_series(1, ${LONG_NAMES}) n`);
    await t.db.execute(sql`insert into companies (name, domain_name, good_fit) values
      ('Blue Lantern', 'bluelantern.test', true), ('Lanterns', 'lanterns.test', true), ('Lantern', 'lantern.test', false),
      ('Candle Works', 'candles.test', true)`);
  });
  afterAll(async () => {
    await t.close();
  });

  async function names(filters: CompanyFilters, limit = 25, offset = 0): Promise<string[]> {
    const selection = { filters, clock: healthClock(t.clock.now()) };
    const page = await t.app.repositories.companies.page(selection, { limit, offset });
    return page.rows.map((row) => row.company.name);
  }

  it('puts the exact name first, then the closer (shorter) names holding the text, the long ones after', async () => {
    expect((await names({ q: 'lantern' })).slice(0, 5)).toEqual([
      'Lantern',
      'Lanterns',
      'Blue Lantern',
      'Lantern Supply Company 001',
      'Lantern Supply Company 002',
    ]);
  });

  it('puts the company owning the domain typed first, however it is written', async () => {
    expect((await names({ q: 'https://www.lanterns.test/' }))[0]).toBe('Lanterns');
  });

  it('pages through every match once, each page going on where the last stopped', async () => {
    const all = await names({ q: 'lantern' }, 1000);
    const paged: string[] = [];
    for (const [limit, offset] of [
      [1, 0],
      [2, 1],
      [100, 3],
      [100, 103],
      [100, 203],
    ] as const) {
      paged.push(...(await names({ q: 'lantern' }, limit, offset)));
    }
    expect(all).toHaveLength(LONG_NAMES + 3);
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(LONG_NAMES + 3);
    expect(paged.slice(-2)).toEqual([`Lantern Supply Company ${LONG_NAMES - 1}`, `Lantern Supply Company ${LONG_NAMES}`]);
  });

  it('finds two letters anywhere in a name, shortest name first', async () => {
    expect(await names({ q: 'an' }, 4)).toEqual(['Lantern', 'Lanterns', 'Blue Lantern', 'Candle Works']);
  });

  it('keeps the other filters on the exact match too', async () => {
    expect((await names({ q: 'lantern', good_fit: true })).slice(0, 3)).toEqual(['Lanterns', 'Blue Lantern', 'Lantern Supply Company 001']);
  });
});
