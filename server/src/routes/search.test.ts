import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '@tracker/core';
import { createAdminApp, type AdminApp } from '../testing/admin-app';

const SEARCH = '/api/v2/search';

/** A few records of every area; registration 417 and journey 4170 are written with their ids. */
async function insertRecords(t: AdminApp) {
  await t.db.execute(sql`insert into companies (id, name, domain_name) overriding system value values
    (9001, 'Acme Outdoor', 'acmeoutdoor.example'), (9002, 'Northacme', 'northacme.example'),
    (9003, 'Acme', 'acme.example'), (9004, 'Bolt', 'bolt.example'), (9005, '417 Brands', 'fourseventeen.example')`);
  await t.db.execute(sql`insert into addresses (id, email_address, company_id) overriding system value values
    (801, 'harbor.tester@track.example', 9004), (802, 'acme.shopper@track.example', 9003)`);
  await t.db.execute(sql`insert into registrations (id, company_id, address_id, status) overriding system value values
    (417, 9004, 801, 'ready'), (418, 9003, 802, 'unclaimed'), (419, 9001, null, 'complete')`);
  await t.db.execute(sql`insert into journeys (id, company_id, type, start_date, end_date) overriding system value values
    (4170, 9004, 'cart_abandoner', '2026-05-01', '2026-05-22'), (4171, 9003, 'email_subscriber', '2026-05-02', '2026-05-23')`);
  await t.db.execute(sql`insert into journey_addresses (journey_id, address_id) values (4170, 801)`);
  await t.db.execute(sql`insert into emails (guid, subject, from_address, sent_at, company_id) values
    ('guid-acme-welcome', 'Welcome to Acme', 'hello@acme.example', '2026-05-03', 9003)`);
  await t.db.execute(sql`insert into lists (name) values ('Acme picks')`);
  await t.db.execute(sql`insert into groups (name, global) values ('Acme fans', true)`);
  await t.db.execute(sql`insert into users (email, name) values ('ops@acme.example', 'Ops')`);
  await t.db.execute(sql`insert into teams (name) values ('Acme team')`);
  await t.db.execute(sql`insert into holidays (name, keywords) values ('Acme Day', 'anvils')`);
}

describe('one search across every area', () => {
  let t: AdminApp;
  beforeAll(async () => {
    t = await createAdminApp();
    await insertRecords(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function search(query: string): Promise<SearchHit[]> {
    const response = await t.get(`${SEARCH}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }
  const of = (hits: SearchHit[], area: SearchHit['type']) => hits.filter((hit) => hit.type === area);

  it('finds a registration by its id, first, and by nothing else', async () => {
    const hits = await search('q=417');

    expect(hits[0]).toEqual({
      id: '417',
      type: 'registrations',
      attributes: { title: '#417 Bolt', detail: 'harbor.tester@track.example · ready', match: 'id' },
    });
    expect(of(hits, 'registrations').map((hit) => hit.id)).toEqual(['417']);
    expect(of(hits, 'companies').map((hit) => [hit.attributes.title, hit.attributes.match])).toEqual([['417 Brands', 'prefix']]);
  });

  it('finds a journey by its id', async () => {
    const hits = await search('q=4170');

    expect(of(hits, 'journeys')).toEqual([
      {
        id: '4170',
        type: 'journeys',
        attributes: { title: 'Bolt · Cart abandoner', detail: '#4170 · harbor.tester@track.example', match: 'id' },
      },
    ]);
  });

  it('ranks the exact name above its start and a part of it, in every area the name reaches', async () => {
    const hits = await search('q=acme');

    expect(of(hits, 'companies').map((hit) => [hit.attributes.title, hit.attributes.match])).toEqual([
      ['Acme', 'exact'],
      ['Acme Outdoor', 'prefix'],
      ['Northacme', 'contains'],
    ]);
    // The registrations and journeys of the company named exactly so come before the others.
    expect(of(hits, 'registrations').map((hit) => [hit.id, hit.attributes.match])).toEqual([
      ['418', 'exact'],
      ['419', 'prefix'],
    ]);
    expect(of(hits, 'journeys').map((hit) => hit.id)).toEqual(['4171']);
    expect(of(hits, 'addresses').map((hit) => hit.attributes.title)).toEqual(['acme.shopper@track.example']);
    expect(of(hits, 'emails')).toEqual([
      { id: 'guid-acme-welcome', type: 'emails', attributes: { title: 'Welcome to Acme', detail: 'hello@acme.example', match: 'prefix' } },
    ]);
    for (const [area, title] of [
      ['lists', 'Acme picks'],
      ['groups', 'Acme fans'],
      ['users', 'ops@acme.example'],
      ['teams', 'Acme team'],
      ['holidays', 'Acme Day'],
    ] as const) {
      expect(of(hits, area).map((hit) => hit.attributes.title)).toEqual([title]);
    }
    expect([...new Set(hits.map((hit) => hit.type))]).toEqual([
      'registrations',
      'companies',
      'journeys',
      'addresses',
      'emails',
      'lists',
      'groups',
      'users',
      'teams',
      'holidays',
    ]);
  });

  it('finds the registration and the journey of an inbox', async () => {
    const hits = await search('q=harbor.tester%40track.example');

    expect(of(hits, 'registrations').map((hit) => [hit.id, hit.attributes.match])).toEqual([['417', 'exact']]);
    expect(of(hits, 'journeys').map((hit) => hit.id)).toEqual(['4170']);
    expect(of(hits, 'addresses').map((hit) => hit.id)).toEqual(['801']);
  });

  it('finds an email by its guid and a holiday by a keyword', async () => {
    expect(of(await search('q=guid-acme-welcome'), 'emails').map((hit) => hit.attributes.match)).toEqual(['id']);
    expect(of(await search('q=anvil'), 'holidays').map((hit) => hit.attributes.title)).toEqual(['Acme Day']);
  });

  it('looks for parts of names in the large tables from three characters on', async () => {
    const hits = await search('q=ac');

    expect(of(hits, 'companies')).toEqual([]);
    expect(of(hits, 'lists').map((hit) => hit.attributes.title)).toEqual(['Acme picks']);
    expect(of(await search('q=Bolt'), 'companies').map((hit) => hit.attributes.match)).toEqual(['exact']);
  });

  it('gives each area at most `size` hits, and nothing for no text', async () => {
    const hits = await search('q=acme&size=1');

    expect(of(hits, 'companies').map((hit) => hit.attributes.title)).toEqual(['Acme']);
    expect(of(hits, 'registrations')).toHaveLength(1);
    expect(await search('q=')).toEqual([]);
    expect(await search('q=%25_')).toEqual([]);
  });

  it('finds the name that is the word, and its records first, however many names hold it', async () => {
    // More companies hold the word than a part of a name brings before ranking; their records are newer.
    await t.db.execute(sql`insert into companies (id, name, domain_name) overriding system value
      select 20000 + n, 'Zephyr Shop ' || n, 'zephyrshop' || n || '.example' from generate_series(1, 250) n`);
    await t.db.execute(
      sql`insert into companies (id, name, domain_name) overriding system value values (20999, 'Zephyr', 'zephyr.example')`,
    );
    await t.db.execute(sql`insert into registrations (id, company_id, status, created_at) overriding system value
      select 20000 + n, 20000 + n, 'ready', '2026-06-01'::timestamptz + n * interval '1 hour' from generate_series(1, 250) n`);
    await t.db.execute(sql`insert into registrations (id, company_id, status, created_at) overriding system value
      values (20999, 20999, 'ready', '2020-01-01')`);
    await t.db.execute(sql`insert into journeys (id, company_id, type, start_date, end_date) overriding system value
      select 20000 + n, 20000 + n, 'cart_abandoner', '2026-06-01'::timestamptz + n * interval '1 day', '2026-12-01' from generate_series(1, 250) n`);
    await t.db.execute(sql`insert into journeys (id, company_id, type, start_date, end_date) overriding system value
      values (20999, 20999, 'email_subscriber', '2020-01-01', '2020-02-01')`);

    const hits = await search('q=zephyr');

    expect(of(hits, 'companies').map((hit) => [hit.attributes.title, hit.attributes.match])).toEqual([
      ['Zephyr', 'exact'],
      ...Array.from({ length: 4 }, () => [expect.stringMatching(/^Zephyr Shop \d+$/), 'prefix']),
    ]);
    expect(of(hits, 'registrations').map((hit) => [hit.id, hit.attributes.match])[0]).toEqual(['20999', 'exact']);
    expect(of(hits, 'registrations')).toHaveLength(5);
    expect(of(hits, 'journeys').map((hit) => [hit.id, hit.attributes.match])[0]).toEqual(['20999', 'exact']);
    // Among the names that start with the word, the newest records first.
    const registered = of(hits, 'registrations').slice(1);
    expect(registered.every((hit) => hit.attributes.match === 'prefix')).toBe(true);
    expect(registered.map((hit) => Number(hit.id))).toEqual(registered.map((hit) => Number(hit.id)).toSorted((a, b) => b - a));
  });

  it("shows a company's newest registrations and journeys when it has more than `size`", async () => {
    await t.db.execute(
      sql`insert into companies (id, name, domain_name) overriding system value values (9101, 'Quokka', 'quokka.example')`,
    );
    await t.db.execute(sql`insert into addresses (id, email_address, company_id) overriding system value
      values (811, 'quokka.keeper@track.example', 9004)`);
    await t.db.execute(sql`insert into registrations (id, company_id, status, created_at) overriding system value
      select 9100 + n, 9101, 'ready', '2026-04-01'::timestamptz + n * interval '1 day' from generate_series(1, 7) n`);
    await t.db.execute(sql`insert into registrations (id, company_id, address_id, status, created_at) overriding system value
      values (9110, 9004, 811, 'ready', '2026-05-01'), (9111, 9004, 811, 'ready', '2026-03-01')`);
    await t.db.execute(sql`insert into journeys (id, company_id, type, start_date, end_date) overriding system value
      select 9100 + n, 9101, 'email_subscriber', '2026-04-01'::date + n, '2026-06-01' from generate_series(1, 7) n`);

    const hits = await search('q=quokka&size=3');

    expect(of(hits, 'registrations').map((hit) => [hit.id, hit.attributes.match])).toEqual([
      ['9107', 'exact'],
      ['9106', 'exact'],
      ['9105', 'exact'],
    ]);
    expect(of(hits, 'journeys').map((hit) => hit.id)).toEqual(['9107', '9106', '9105']);
    // The inbox's registrations, newest first, follow the company named exactly so.
    const more = await search('q=quokka&size=10');
    expect(of(more, 'registrations').map((hit) => hit.id)).toEqual([
      '9107',
      '9106',
      '9105',
      '9104',
      '9103',
      '9102',
      '9101',
      '9110',
      '9111',
    ]);
  });

  it('finds the newest emails holding a text, whether the newest emails hold it or only old ones', async () => {
    // More emails than the search looks through newest first: a tenth of them hold "otter", and two
    // emails older than all of them hold "platypus".
    await t.db.execute(sql`insert into emails (guid, subject, from_address, sent_at)
      select 'guid-digest-' || n, case when n % 10 = 0 then 'Otter sale ' || n else 'Weekly digest ' || n end,
        'news@dailyletter.example', '2026-01-01'::timestamptz + n * interval '1 hour' from generate_series(1, 1100) n`);
    await t.db.execute(sql`insert into emails (guid, subject, from_address, sent_at) values
      ('guid-platypus-1', 'Platypus news', 'news@zoo.example', '2025-01-01'),
      ('guid-platypus-2', 'More platypus news', 'news@zoo.example', '2025-02-01')`);
    const titles = async (query: string) => of(await search(query), 'emails').map((hit) => hit.attributes.title);

    expect(await titles('q=otter&size=3')).toEqual(['Otter sale 1100', 'Otter sale 1090', 'Otter sale 1080']);
    expect(await titles('q=platypus')).toEqual(['More platypus news', 'Platypus news']);
    expect(await titles('q=nowhere')).toEqual([]);
  });

  it('refuses a size or a text out of bounds, naming the parameter', async () => {
    for (const [query, parameter] of [
      ['q=acme&size=21', 'size'],
      ['q=acme&size=0', 'size'],
      [`q=${'a'.repeat(101)}`, 'q'],
    ]) {
      const response = await t.get(`${SEARCH}?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors[0].source).toEqual({ parameter });
    }
  });
});
