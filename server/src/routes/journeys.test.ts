import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNEY_STATUSES, JOURNEY_TYPES, isShownExpired, type Journey, type JourneyStatus, type JourneyType } from '@tracker/core';
import { addresses, emails, journeyAddresses, journeys } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { daysFrom, insertCompany } from '../testing/company-fixtures';
import { testClock } from '@tracker/core/testing';

const JOURNEYS = '/api/v3/journeys';

type Fixture = {
  name: string;
  company: 'acme' | 'bolt';
  type: JourneyType;
  status: JourneyStatus;
  start: Date;
  end: Date;
  created: Date;
  /** Which inboxes it runs in. */
  addresses?: Array<'first' | 'second'>;
  emails?: Date[];
};

// The app's clock (createAdminApp's default).
const now = testClock.now();
const at = (iso: string) => new Date(iso);

const FIXTURES: Fixture[] = [
  {
    name: 'march signup',
    company: 'acme',
    type: 'email_subscriber',
    status: 'complete',
    start: at('2026-03-10T09:00:00Z'),
    end: at('2026-03-31T09:00:00Z'),
    created: at('2026-03-01T00:00:00Z'),
    addresses: ['first'],
    emails: [at('2026-03-11T08:00:00Z'), at('2026-03-15T10:00:00Z'), at('2026-03-12T07:00:00Z')],
  },
  {
    name: 'late on the 31st',
    company: 'acme',
    type: 'cart_abandoner',
    status: 'in_progress',
    start: at('2026-03-31T23:30:00Z'),
    end: at('2026-04-21T23:30:00Z'),
    created: at('2026-03-05T00:00:00Z'),
    addresses: ['first', 'second'],
    emails: [at('2026-04-02T12:00:00Z')],
  },
  {
    name: 'first of april',
    company: 'bolt',
    type: 'email_subscriber',
    status: 'archived',
    start: at('2026-04-01T00:00:00Z'),
    end: at('2026-04-22T00:00:00Z'),
    created: at('2026-03-03T00:00:00Z'),
    addresses: ['second'],
  },
  {
    name: 'stale upcoming',
    company: 'bolt',
    type: 'purchaser',
    status: 'upcoming',
    start: daysFrom(now, -30),
    end: daysFrom(now, -9),
    created: at('2026-03-02T00:00:00Z'),
  },
  {
    name: 'fresh upcoming',
    company: 'acme',
    type: 'browse_abandoner',
    status: 'upcoming',
    start: daysFrom(now, 2),
    end: daysFrom(now, 23),
    created: at('2026-03-04T00:00:00Z'),
  },
];

describe('the journeys list', () => {
  let t: AdminApp;
  const companyIds = { acme: 0, bolt: 0 };
  const addressIds = { first: 0, second: 0 };
  const ids = new Map<string, number>();

  beforeAll(async () => {
    t = await createAdminApp();
    companyIds.acme = await insertCompany(t.db, { name: 'Acme', domain: 'acme.test' }, now);
    companyIds.bolt = await insertCompany(t.db, { name: 'Bolt', domain: 'bolt.test' }, now);
    for (const key of ['first', 'second'] as const) {
      const [row] = await t.db
        .insert(addresses)
        .values({ emailAddress: `${key}@inbox.tracker.example` })
        .returning({ id: addresses.id });
      addressIds[key] = row!.id;
    }
    for (const f of FIXTURES) {
      const [row] = await t.db
        .insert(journeys)
        .values({
          companyId: companyIds[f.company],
          type: f.type,
          status: f.status,
          startDate: f.start,
          endDate: f.end,
          createdAt: f.created,
        })
        .returning({ id: journeys.id });
      const journeyId = row!.id;
      ids.set(f.name, journeyId);
      for (const address of f.addresses ?? []) await t.db.insert(journeyAddresses).values({ journeyId, addressId: addressIds[address] });
      for (const sentAt of f.emails ?? []) {
        await t.db.insert(emails).values({ guid: randomUUID(), companyId: companyIds[f.company], journeyId, sentAt });
      }
    }
    // An email of the company outside any journey counts for none.
    await t.db.insert(emails).values({ guid: randomUUID(), companyId: companyIds.acme, sentAt: now });
  });
  afterAll(async () => {
    await t.close();
  });

  async function list(query: string): Promise<{ data: Journey[]; meta: { page: number; size: number; total: number; pages: number } }> {
    const response = await t.get(`${JOURNEYS}${query ? `?${query}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const nameOf = (id: string) => [...ids].find(([, v]) => String(v) === id)![0];
  const names = async (query: string) => (await list(query)).data.map((j) => nameOf(j.id));

  /** The fixtures' names in the default order: the newest start first. */
  const byStartDesc = (fixtures: Fixture[]) => [...fixtures].sort((a, b) => b.start.getTime() - a.start.getTime()).map((f) => f.name);

  it('lists every journey, newest start first, with dates as ISO strings and paging meta', async () => {
    const page = await list('');

    expect(page.data.map((j) => nameOf(j.id))).toEqual(byStartDesc(FIXTURES));
    expect(page.meta).toEqual({ page: 1, size: 25, total: 5, pages: 1 });
    const march = page.data.find((j) => j.id === String(ids.get('march signup')))!;
    expect(march).toMatchObject({
      type: 'journeys',
      attributes: {
        status: 'complete',
        type: 'email_subscriber',
        company_id: companyIds.acme,
        start_date: '2026-03-10T09:00:00.000Z',
        end_date: '2026-03-31T09:00:00.000Z',
        created_at: '2026-03-01T00:00:00.000Z',
      },
    });
  });

  it("counts each journey's emails and says when the latest arrived", async () => {
    const stats = Object.fromEntries(
      (await list('')).data.map((j) => [nameOf(j.id), [j.attributes.emails_count, j.attributes.last_email_at]]),
    );
    expect(stats).toEqual({
      'march signup': [3, '2026-03-15T10:00:00.000Z'],
      'late on the 31st': [1, '2026-04-02T12:00:00.000Z'],
      'first of april': [0, null],
      'stale upcoming': [0, null],
      'fresh upcoming': [0, null],
    });
  });

  it('shows an upcoming journey past its end date as expired, as core decides', async () => {
    const data = (await list('')).data;
    const expired = Object.fromEntries(data.map((j) => [nameOf(j.id), j.attributes.expired]));
    expect(expired).toEqual({
      'march signup': false,
      'late on the 31st': false,
      'first of april': false,
      'stale upcoming': true,
      'fresh upcoming': false,
    });
    for (const j of data) {
      const { status, start_date, end_date } = j.attributes;
      expect(j.attributes.expired).toBe(
        isShownExpired({ status, startDate: start_date.slice(0, 10), endDate: end_date.slice(0, 10) }, now),
      );
    }
  });

  it("fetches a company's journeys 250 at a time, and refuses 251", async () => {
    expect(await names(`company_id=${companyIds.acme}&size=250`)).toEqual(byStartDesc(FIXTURES.filter((f) => f.company === 'acme')));
    expect(await names(`company_id=${companyIds.bolt}`)).toEqual(['stale upcoming', 'first of april']);

    const tooMany = await t.get(`${JOURNEYS}?company_id=${companyIds.acme}&size=251`);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors[0]).toMatchObject({ code: 'invalid_input', source: { parameter: 'size' } });
    expect(tooMany.json().errors[0].detail).toContain('at most 250');
  });

  it('filters by inbox, type and status', async () => {
    expect(await names(`address_id=${addressIds.first}`)).toEqual(['late on the 31st', 'march signup']);
    expect(await names(`address_id=${addressIds.second}`)).toEqual(['first of april', 'late on the 31st']);
    expect(await names('type=email_subscriber')).toEqual(['first of april', 'march signup']);
    expect(await names('status=upcoming')).toEqual(['fresh upcoming', 'stale upcoming']);
    expect(await names(`type=email_subscriber&company_id=${companyIds.acme}`)).toEqual(['march signup']);
    expect(await names(`address_id=${addressIds.second}&status=in_progress`)).toEqual(['late on the 31st']);
    expect(await names('type=custom')).toEqual([]);
  });

  it('takes a bare `to` date as the end of that day, and a date-time as that instant', async () => {
    const marchOnly = 'from=2026-03-01&to=2026-03-31';
    expect(await names(marchOnly)).toEqual(['late on the 31st', 'march signup']);
    expect(await names('from=2026-04-01&to=2026-04-01')).toEqual(['first of april']);
    expect(await names(`to=${encodeURIComponent('2026-03-31T23:00:00Z')}&from=2026-03-01`)).toEqual(['march signup']);
    expect(await names(`from=${encodeURIComponent('2026-03-31T23:30:00Z')}&to=${encodeURIComponent('2026-04-01T02:00:00+02:00')}`)).toEqual(
      ['first of april', 'late on the 31st'],
    );
  });

  it('sorts by every field both ways, ties broken by id', async () => {
    type Key = (f: Fixture) => number;
    const keys: Record<string, Key> = {
      start_date: (f) => f.start.getTime(),
      end_date: (f) => f.end.getTime(),
      created_at: (f) => f.created.getTime(),
      // Enums sort in core's order.
      type: (f) => JOURNEY_TYPES.indexOf(f.type),
      status: (f) => JOURNEY_STATUSES.indexOf(f.status),
    };
    for (const [field, key] of Object.entries(keys)) {
      for (const dir of ['asc', 'desc'] as const) {
        const sign = dir === 'asc' ? 1 : -1;
        const expected = [...FIXTURES].sort((a, b) => sign * (key(a) - key(b) || ids.get(a.name)! - ids.get(b.name)!)).map((f) => f.name);
        expect(await names(`sort=${field}:${dir}`), `${field}:${dir}`).toEqual(expected);
      }
    }
    // Two journeys of one type: the id breaks the tie.
    expect(await names('sort=type:asc&type=email_subscriber')).toEqual(['march signup', 'first of april']);
  });

  it('pages with meta and an empty page past the end', async () => {
    const second = await list('size=2&page=2');
    expect(second.data.map((j) => nameOf(j.id))).toEqual(byStartDesc(FIXTURES).slice(2, 4));
    expect(second.meta).toEqual({
      page: 2,
      size: 2,
      total: 5,
      pages: 3,
      next_cursor: expect.any(String),
      previous_cursor: expect.any(String),
    });
    const past = await list('size=2&page=4');
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ page: 4, size: 2, total: 5, pages: 3 });
  });

  it('refuses bad filters with 422 naming the parameter', async () => {
    const cases: Array<[string, string]> = [
      ['company_id=acme', 'company_id'],
      ['address_id=0', 'address_id'],
      ['type=newsletter', 'type'],
      ['status=done', 'status'],
      ['from=yesterday', 'from'],
      ['to=31/03/2026', 'to'],
      ['sort=name:asc', 'sort'],
      ['sort=start_date', 'sort'],
      ['page=0', 'page'],
    ];
    for (const [query, parameter] of cases) {
      const response = await t.get(`${JOURNEYS}?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors[0], query).toMatchObject({ code: 'invalid_input', source: { parameter } });
    }
  });
});
