import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP, TOTAL_COUNT_CAP, type ClassificationType, type Email, type PlatformId } from '@tracker/core';
import { emailClassifications, emails } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { insertCompany } from '../testing/company-fixtures';

const SEARCH = '/api/v2/emails/search';

type Fixture = {
  subject: string;
  company: 'acme' | 'bolt' | null;
  fromName: string | null;
  fromAddress: string | null;
  sentAt: string;
  animated?: boolean;
  processed?: boolean;
  mobileOptimized?: boolean;
  private?: boolean;
  platform?: PlatformId;
  classifications?: Array<[ClassificationType, 0 | 1]>;
};

// Listed newest first, as the search answers; the last two were sent at the same moment, and the
// one listed first is inserted later, so it has the higher id.
const FIXTURES: Fixture[] = [
  {
    subject: 'Your cart_items are waiting',
    company: 'acme',
    fromName: 'Acme Team',
    fromAddress: 'hello@acme.test',
    sentAt: '2026-05-03T00:00:00Z',
    private: true,
    processed: true,
    platform: 'klaviyo',
    classifications: [
      ['cart_abandon', 1],
      ['welcome', 0],
    ],
  },
  {
    subject: 'Save 5% today',
    company: 'bolt',
    fromName: 'Bolt Deals',
    fromAddress: 'deals@bolt.test',
    sentAt: '2026-05-02T23:30:00Z',
    animated: true,
    platform: 'sendgrid',
    classifications: [['winback', 1]],
  },
  {
    subject: 'Carts saved for you',
    company: 'bolt',
    fromName: null,
    fromAddress: 'news@bolt.test',
    sentAt: '2026-05-02T08:00:00Z',
    mobileOptimized: true,
    processed: true,
  },
  {
    subject: 'Welcome to Acme',
    company: 'acme',
    fromName: 'Acme Team',
    fromAddress: 'hello@acme.test',
    sentAt: '2026-05-01T08:00:00Z',
    processed: true,
    mobileOptimized: true,
    classifications: [
      ['welcome', 1],
      ['onboarding', 0],
    ],
  },
  {
    subject: 'Top 5 picks',
    company: null,
    fromName: 'Picks',
    fromAddress: 'picks@elsewhere.test',
    sentAt: '2026-05-01T08:00:00Z',
  },
];

describe('the email search', () => {
  let t: AdminApp;
  const companyIds = { acme: 0, bolt: 0 };
  const ids = new Map<string, number>();

  beforeAll(async () => {
    t = await createAdminApp();
    const now = t.clock.now();
    companyIds.acme = await insertCompany(t.db, { name: 'Acme', domain: 'acme.test' }, now);
    companyIds.bolt = await insertCompany(t.db, { name: 'Bolt', domain: 'bolt.test' }, now);
    // Inserted oldest first, so ids grow with sent_at.
    for (const f of [...FIXTURES].reverse()) {
      const [row] = await t.db
        .insert(emails)
        .values({
          guid: randomUUID(),
          subject: f.subject,
          companyId: f.company ? companyIds[f.company] : null,
          fromName: f.fromName,
          fromAddress: f.fromAddress,
          sentAt: new Date(f.sentAt),
          animated: f.animated ?? false,
          processed: f.processed ?? false,
          mobileOptimized: f.mobileOptimized ?? false,
          private: f.private ?? false,
          platform: f.platform ?? null,
        })
        .returning({ id: emails.id });
      ids.set(f.subject, row!.id);
      for (const [type, score] of f.classifications ?? []) {
        await t.db.insert(emailClassifications).values({ emailId: row!.id, type, score });
      }
    }
  });
  afterAll(async () => {
    await t.close();
  });

  async function search(query: string): Promise<{ data: Email[]; meta: { page: number; size: number; total: number; pages: number } }> {
    const response = await t.get(`${SEARCH}${query ? `?${query}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const subjects = async (query: string) => (await search(query)).data.map((e) => e.attributes.subject);
  const ALL = FIXTURES.map((f) => f.subject);

  it('lists every email newest first, private ones included, each with its classifications', async () => {
    const page = await search('');

    expect(page.data.map((e) => e.attributes.subject)).toEqual(ALL);
    expect(page.meta).toEqual({ page: 1, size: 25, total: 5, pages: 1 });
    const cart = page.data[0]!;
    expect(cart).toMatchObject({
      id: String(ids.get('Your cart_items are waiting')),
      type: 'emails',
      attributes: { private: true, company_id: companyIds.acme, from_name: 'Acme Team', sent_at: '2026-05-03T00:00:00.000Z' },
    });
    const classifications = Object.fromEntries(
      page.data.map((e) => [e.attributes.subject, e.attributes.classifications.map((c) => [c.type, c.score])]),
    );
    expect(classifications).toEqual({
      'Your cart_items are waiting': [
        ['welcome', 0],
        ['cart_abandon', 1],
      ],
      'Save 5% today': [['winback', 1]],
      'Carts saved for you': [],
      'Welcome to Acme': [
        ['welcome', 1],
        ['onboarding', 0],
      ],
      'Top 5 picks': [],
    });
    expect(page.data[1]!.attributes.classifications[0]).toEqual({ type: 'winback', score: 1, source: 'manual', labeled: false });
  });

  it('breaks a tie on sent_at by the newest id', async () => {
    const tied = (await search('endDate=2026-05-01')).data;
    expect(tied.map((e) => e.attributes.sent_at)).toEqual(['2026-05-01T08:00:00.000Z', '2026-05-01T08:00:00.000Z']);
    expect(tied.map((e) => Number(e.id))).toEqual([ids.get('Welcome to Acme'), ids.get('Top 5 picks')]);
    expect(ids.get('Welcome to Acme')!).toBeGreaterThan(ids.get('Top 5 picks')!);
  });

  it('searches subjects ignoring case, with % and _ taken literally', async () => {
    expect(await subjects('search=WELCOME')).toEqual(['Welcome to Acme']);
    expect(await subjects(`search=${encodeURIComponent('5%')}`)).toEqual(['Save 5% today']);
    // Unescaped, `cart_` would also match "Carts".
    expect(await subjects(`search=${encodeURIComponent('cart_')}`)).toEqual(['Your cart_items are waiting']);
    expect(await subjects(`search=${encodeURIComponent('%')}`)).toEqual(['Save 5% today']);
    expect(await subjects('search=nothing-like-this')).toEqual([]);
  });

  it('searches senders by name and address', async () => {
    expect(await subjects('search=acme%20team')).toEqual(['Your cart_items are waiting', 'Welcome to Acme']);
    expect(await subjects('search=DEALS@')).toEqual(['Save 5% today']);
    expect(await subjects('search=bolt.test')).toEqual(['Save 5% today', 'Carts saved for you']);
  });

  it('filters by dates, the end date taking in the whole of that day', async () => {
    expect(await subjects('startDate=2026-05-02&endDate=2026-05-02')).toEqual(['Save 5% today', 'Carts saved for you']);
    expect(await subjects('startDate=2026-05-03')).toEqual(['Your cart_items are waiting']);
    expect(await subjects('endDate=2026-04-30')).toEqual([]);
  });

  it('filters by instants exactly, at or after the start and at or before the end, whatever their offset', async () => {
    // "Save 5% today" was sent at 23:30:00.000 UTC on 2 May: 19:30 in New York.
    expect(await subjects(`startDate=${encodeURIComponent('2026-05-02T19:30:00.000-04:00')}`)).toEqual([
      'Your cart_items are waiting',
      'Save 5% today',
    ]);
    expect(await subjects(`startDate=${encodeURIComponent('2026-05-02T19:30:00.001-04:00')}`)).toEqual(['Your cart_items are waiting']);
    expect(await subjects(`endDate=${encodeURIComponent('2026-05-02T23:30:00Z')}&startDate=2026-05-02`)).toEqual([
      'Save 5% today',
      'Carts saved for you',
    ]);
    expect(await subjects(`endDate=${encodeURIComponent('2026-05-02T23:29:59.999Z')}&startDate=2026-05-02`)).toEqual([
      'Carts saved for you',
    ]);
  });

  it("keeps a New York user's day, sent as instants, apart from the UTC day of the same date", async () => {
    // 2 May in New York runs from 04:00 UTC on the 2nd to 03:59:59.999 UTC on the 3rd.
    const newYork = `startDate=${encodeURIComponent('2026-05-02T00:00:00.000-04:00')}&endDate=${encodeURIComponent('2026-05-02T23:59:59.999-04:00')}`;
    expect(await subjects(newYork)).toEqual(['Your cart_items are waiting', 'Save 5% today', 'Carts saved for you']);
    expect(await subjects('startDate=2026-05-02&endDate=2026-05-02')).toEqual(['Save 5% today', 'Carts saved for you']);
    // A day and an instant mix: from the UTC day to an instant.
    expect(await subjects(`startDate=2026-05-01&endDate=${encodeURIComponent('2026-05-01T04:00:00.000-04:00')}`)).toEqual([
      'Welcome to Acme',
      'Top 5 picks',
    ]);
  });

  it('filters by each flag', async () => {
    expect(await subjects('animated=true')).toEqual(['Save 5% today']);
    expect(await subjects('animated=false')).toEqual(ALL.filter((s) => s !== 'Save 5% today'));
    expect(await subjects('processed=true')).toEqual(['Your cart_items are waiting', 'Carts saved for you', 'Welcome to Acme']);
    expect(await subjects('processed=0')).toEqual(['Save 5% today', 'Top 5 picks']);
    expect(await subjects('mobileOptimized=true')).toEqual(['Carts saved for you', 'Welcome to Acme']);
    expect(await subjects('mobileOptimized=true&processed=true&search=acme')).toEqual(['Welcome to Acme']);
  });

  it('filters by classifications: any of them, with score 1 only', async () => {
    expect(await subjects('classifications=welcome')).toEqual(['Welcome to Acme']);
    expect(await subjects('classifications=welcome,cart_abandon')).toEqual(['Your cart_items are waiting', 'Welcome to Acme']);
    expect(await subjects('classifications=onboarding')).toEqual([]);
    expect(await subjects('classifications=winback,welcome&animated=true')).toEqual(['Save 5% today']);
  });

  it('filters by sending platform: any of them, never an email with none detected', async () => {
    expect(await subjects('platform=klaviyo')).toEqual(['Your cart_items are waiting']);
    expect(await subjects('platform=sendgrid,klaviyo')).toEqual(['Your cart_items are waiting', 'Save 5% today']);
    expect(await subjects('platform=mailchimp')).toEqual([]);
    expect(await subjects('platform=klaviyo&animated=true')).toEqual([]);
    expect((await t.get(`${SEARCH}?platform=hotmail`)).statusCode).toBe(422);
  });

  it('filters by a list of companies', async () => {
    expect(await subjects(`companyId=${companyIds.acme}`)).toEqual(['Your cart_items are waiting', 'Welcome to Acme']);
    expect(await subjects(`companyId=${companyIds.acme},${companyIds.bolt}`)).toEqual(ALL.filter((s) => s !== 'Top 5 picks'));
    expect(await subjects('companyId=999999')).toEqual([]);
  });

  it('pages with meta and an empty page past the end', async () => {
    const second = await search('size=2&page=2');
    expect(second.data.map((e) => e.attributes.subject)).toEqual(ALL.slice(2, 4));
    expect(second.meta).toEqual({
      page: 2,
      size: 2,
      total: 5,
      pages: 3,
      next_cursor: expect.any(String),
      previous_cursor: expect.any(String),
    });
    // A page by number under a filter skips only the matches before it.
    expect(await subjects('processed=true&size=1&page=2')).toEqual(['Carts saved for you']);
    expect(await subjects('search=acme&size=1&page=2')).toEqual(['Welcome to Acme']);
    const past = await search('size=2&page=4');
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ page: 4, size: 2, total: 5, pages: 3 });
    expect((await search('companyId=' + companyIds.bolt + '&size=1')).meta).toEqual({
      page: 1,
      size: 1,
      total: 2,
      pages: 2,
      next_cursor: expect.any(String),
    });
  });

  it('refuses bad input with 422 naming the parameter', async () => {
    const cases: Array<[string, string]> = [
      ['companyId=3,acme', 'companyId'],
      ['classifications=welcome,spam', 'classifications'],
      ['startDate=yesterday', 'startDate'],
      ['endDate=2026-05-02T10:00:00', 'endDate'],
      ['startDate=2026-05-02T10:00:00%2B0400', 'startDate'],
      ['startDate=2026-02-30', 'startDate'],
      ['processed=yes', 'processed'],
      ['size=101', 'size'],
    ];
    for (const [query, parameter] of cases) {
      const response = await t.get(`${SEARCH}?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors[0], query).toMatchObject({ code: 'invalid_input', source: { parameter } });
    }
    expect((await t.get(`${SEARCH}?size=100`)).statusCode).toBe(200);
  });
});

describe('the email search past the count cap', () => {
  let t: AdminApp;
  // More emails than the count's cap: 'Bulk 1' the newest, one minute apart.
  const EMAILS = TOTAL_COUNT_CAP + 50;

  beforeAll(async () => {
    t = await createAdminApp();
    await t.db.execute(sql`insert into emails (guid, subject, sent_at)
      select 'bulk-' || g, 'Bulk ' || g, timestamptz '2026-05-01T00:00:00Z' - g * interval '1 minute'
      from generate_series(1, ${EMAILS}::int) g`);
  });
  afterAll(async () => {
    await t.close();
  });

  async function search(query: string) {
    const response = await t.get(`${SEARCH}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Promise<{ data: Email[]; meta: Record<string, unknown> }>;
  }

  it('reads a page past the cap by number or by cursor alike, its total as far as the page reaches', async () => {
    const deep = await search('size=100&page=100');
    expect(deep.data.map((e) => e.attributes.subject)).toEqual(Array.from({ length: 100 }, (_, i) => `Bulk ${9901 + i}`));
    expect(deep.meta).toMatchObject({ page: 100, size: 100, total: TOTAL_COUNT_CAP, pages: 101, capped: true });

    const last = await search('size=100&page=101');
    expect(last.data.map((e) => e.attributes.subject)).toEqual(Array.from({ length: 50 }, (_, i) => `Bulk ${10_001 + i}`));
    expect(last.meta).toMatchObject({ page: 101, size: 100, total: EMAILS, pages: 101, capped: true });
    expect(last.meta.next_cursor).toBeUndefined();

    const byCursor = await search(`size=100&cursor=${encodeURIComponent(String(deep.meta.next_cursor))}`);
    expect(byCursor.data.map((e) => e.id)).toEqual(last.data.map((e) => e.id));
    expect(byCursor.meta).toEqual(last.meta);

    const past = await search('size=100&page=102');
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ page: 102, size: 100, total: TOTAL_COUNT_CAP, pages: 100, capped: true });
  });

  it('finds a text only emails older than thousands of others hold, newest first, by number and by cursor', async () => {
    await t.db.execute(sql`insert into emails (guid, subject, sent_at) values
      ('platypus-1', 'Platypus news 1', '2025-01-01'), ('platypus-2', 'Platypus news 2', '2025-01-02'),
      ('platypus-3', 'Platypus news 3', '2025-01-03')`);

    const first = await search('search=platypus&size=2');
    expect(first.data.map((e) => e.attributes.subject)).toEqual(['Platypus news 3', 'Platypus news 2']);
    expect(first.meta).toMatchObject({ page: 1, size: 2, total: 3, pages: 2 });
    const next = await search(`search=platypus&size=2&cursor=${encodeURIComponent(String(first.meta.next_cursor))}`);
    expect(next.data.map((e) => e.attributes.subject)).toEqual(['Platypus news 1']);
    expect((await search('search=platypus&size=2&page=2')).data.map((e) => e.attributes.subject)).toEqual(['Platypus news 1']);
    // A text the newest emails hold: their newest first, as ever.
    expect((await search('search=bulk&size=2')).data.map((e) => e.attributes.subject)).toEqual(['Bulk 1', 'Bulk 2']);
    expect((await search('search=nowhere')).data).toEqual([]);
    // More old emails hold a text than the count's cap, and none of the newest: walked for, then sorted out of its matches.
    await t.db.execute(sql`insert into emails (guid, subject, sent_at)
      select 'wombat-' || g, 'Wombat digest ' || g, timestamptz '2024-01-01T00:00:00Z' + g * interval '1 minute'
      from generate_series(1, 1100) g`);
    const wombats = await search('search=wombat&size=2');
    expect(wombats.data.map((e) => e.attributes.subject)).toEqual(['Wombat digest 1100', 'Wombat digest 1099']);
    expect(wombats.meta).toMatchObject({ total: SEARCH_COUNT_CAP, capped: true });
  });
});
