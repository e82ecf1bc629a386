import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP, type Journey, type JourneyType } from '@tracker/core';
import { testClock } from '@tracker/core/testing';
import { addresses, journeyAddresses, journeyRelations, journeys } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { insertCompany } from '../testing/company-fixtures';

const JOURNEYS = '/api/v3/journeys';
const now = testClock.now();

type ListPage = { data: Journey[]; meta: { total: number; capped?: boolean } };

describe('journeys told apart: their company by name, and a search by company name or inbox', () => {
  let t: AdminApp;
  const ids = new Map<string, number>();
  const companyIds = { acme: 0, harbor: 0, percent: 0 };

  async function journey(name: string, companyId: number, type: JourneyType, start: string, inboxes: string[] = []) {
    const [row] = await t.db
      .insert(journeys)
      .values({ companyId, type, startDate: new Date(start), endDate: new Date(Date.parse(start) + 21 * 86_400_000) })
      .returning({ id: journeys.id });
    ids.set(name, row!.id);
    for (const emailAddress of inboxes) {
      const [address] = await t.db.insert(addresses).values({ emailAddress }).returning({ id: addresses.id });
      await t.db.insert(journeyAddresses).values({ journeyId: row!.id, addressId: address!.id });
    }
    return row!.id;
  }

  beforeAll(async () => {
    t = await createAdminApp();
    companyIds.acme = await insertCompany(t.db, { name: 'Acme Outfitters', domain: 'acme.test' }, now);
    companyIds.harbor = await insertCompany(t.db, { name: 'Harbor Freight', domain: 'harbor.test' }, now);
    companyIds.percent = await insertCompany(t.db, { name: '100% Cotton', domain: 'cotton.test' }, now);
    await journey('acme signup', companyIds.acme, 'email_subscriber', '2026-03-10T00:00:00Z', ['acme-test.1.1@inbox.tracker.example']);
    await journey('acme cart', companyIds.acme, 'cart_abandoner', '2026-03-20T00:00:00Z', ['acme-test.2.1@inbox.tracker.example']);
    await journey('harbor signup', companyIds.harbor, 'email_subscriber', '2026-03-15T00:00:00Z', ['persona.harbor@mail.tracker.example']);
    await journey('cotton signup', companyIds.percent, 'email_subscriber', '2026-03-01T00:00:00Z');
    await t.db.insert(journeyRelations).values({ journeyId: ids.get('acme signup')!, relatedJourneyId: ids.get('harbor signup')! });
  });
  afterAll(async () => {
    await t.close();
  });

  async function list(query: string): Promise<ListPage> {
    const response = await t.get(`${JOURNEYS}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const nameOf = (id: string) => [...ids].find(([, v]) => String(v) === id)?.[0] ?? id;
  const names = async (query: string) => (await list(query)).data.map((j) => nameOf(j.id));

  it("names each journey's company in the list, the detail and its related journeys", async () => {
    const page = await list('');
    expect(Object.fromEntries(page.data.map((j) => [nameOf(j.id), j.attributes.company_name]))).toEqual({
      'acme signup': 'Acme Outfitters',
      'acme cart': 'Acme Outfitters',
      'harbor signup': 'Harbor Freight',
      'cotton signup': '100% Cotton',
    });

    const detail = (await t.get(`${JOURNEYS}/${ids.get('acme signup')}`)).json();
    expect(detail.data.attributes.company_name).toBe('Acme Outfitters');
    const related = detail.included.find(
      (r: { type: string; id: string }) => r.type === 'journeys' && r.id === String(ids.get('harbor signup')),
    );
    expect(related.attributes.company_name).toBe('Harbor Freight');
  });

  it('finds journeys by a part of their company name, in any case, newest start first', async () => {
    expect(await names('q=acme')).toEqual(['acme cart', 'acme signup']);
    expect(await names('q=FREIGHT')).toEqual(['harbor signup']);
    expect((await list('q=outfit')).meta.total).toBe(2);
  });

  it('finds journeys by a part of an inbox of theirs', async () => {
    expect(await names('q=acme-test.2')).toEqual(['acme cart']);
    expect(await names('q=persona.harbor@mail')).toEqual(['harbor signup']);
    expect(await names('q=@inbox.tracker')).toEqual(['acme cart', 'acme signup']);
  });

  it('reads the text literally and narrows with the other filters', async () => {
    expect(await names('q=100%25')).toEqual(['cotton signup']);
    expect(await names('q=%25')).toEqual(['cotton signup']);
    expect(await names('q=_')).toEqual([]);
    expect(await names('q=acme&type=email_subscriber')).toEqual(['acme signup']);
    expect(await names(`q=harbor&company_id=${companyIds.acme}`)).toEqual([]);
    expect(await names('q=nowhere')).toEqual([]);
    expect(await names('q=')).toHaveLength(4);
  });

  it('finds the matches of a text matching more journeys than a search counts, in the order asked, the total capped', async () => {
    const common = await insertCompany(t.db, { name: 'Common Goods', domain: 'common.test' }, now);
    await t.db.execute(sql`insert into journeys (company_id, type, start_date, end_date)
      select ${common}, 'purchaser', '2025-01-01'::timestamptz + n * interval '1 hour', '2025-02-01'::timestamptz
      from generate_series(1, ${SEARCH_COUNT_CAP + 100}) n`);
    try {
      const page = await list('q=common&size=3&sort=start_date:asc');
      expect(page.meta).toMatchObject({ total: SEARCH_COUNT_CAP, capped: true });
      expect(page.data.map((j) => j.attributes.start_date)).toEqual([
        '2025-01-01T01:00:00.000Z',
        '2025-01-01T02:00:00.000Z',
        '2025-01-01T03:00:00.000Z',
      ]);
      expect(page.data.every((j) => j.attributes.company_name === 'Common Goods')).toBe(true);
      expect(await names('q=acme')).toEqual(['acme cart', 'acme signup']);
      // With another filter, the matches are counted, to the same cap.
      const purchases = await list('q=common&type=purchaser&size=3');
      expect(purchases.meta).toMatchObject({ total: SEARCH_COUNT_CAP, capped: true });
      expect(purchases.data.map((j) => j.attributes.start_date)[0]).toBe('2025-02-15T20:00:00.000Z');
    } finally {
      await t.db.execute(sql`delete from journeys where company_id = ${common}`);
    }
  });
});
