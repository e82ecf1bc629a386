import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNEY_HEALTHS, JOURNEY_TYPES, journeyHealth, type Company, type JourneyHealth, type JourneyType } from '@tracker/core';
import { groupCompanies, groups, technologies } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { insertCompany, journeyForHealth, type CompanyFixture } from '../testing/company-fixtures';
import { testClock } from '@tracker/core/testing';

const FIXTURES: CompanyFixture[] = [
  {
    name: 'Alpha Apparel',
    domain: 'alpha-apparel.test',
    goodFit: true,
    tags: ['dtc', 'sms'],
    technologies: [['Klaviyo', 'esp']],
    trackedCount: 5,
    approximateEmails: 100,
    firstEmail: -300,
    created: -50,
    // Healthy: live, with an email two days ago.
    journeys: [{ type: 'email_subscriber', status: 'in_progress', start: -10, end: 11, emails: [-8, -2] }],
  },
  {
    name: 'Bravo Beauty',
    domain: 'bravo-beauty.test',
    type: 'retailer',
    tags: ['luxury'],
    technologies: [
      ['Mailchimp', 'esp'],
      ['Shopify', 'content'],
    ],
    trackedCount: 5,
    created: -40,
    // Dormant: live, but its last email is 45 days old.
    journeys: [{ type: 'email_subscriber', status: 'in_progress', start: -60, end: 5, emails: [-50, -45] }],
  },
  {
    name: 'Charlie Coffee',
    domain: 'charlie-coffee.test',
    goodFit: true,
    technologies: [['Shopify', 'content']],
    trackedCount: 1,
    approximateEmails: 20,
    firstEmail: -100,
    created: -30,
    // Expired: one complete, one still upcoming past its end.
    journeys: [
      { type: 'email_subscriber', status: 'complete', start: -50, end: -29, emails: [-40] },
      { type: 'email_subscriber', status: 'upcoming', start: -25, end: -4 },
    ],
  },
  {
    name: 'delta outfitters',
    domain: 'delta-outfitters.test',
    type: 'marketplace',
    approximateEmails: 5,
    firstEmail: -10,
    created: -20,
    // New for email_subscriber; healthy as a cart abandoner that started days ago.
    journeys: [{ type: 'cart_abandoner', status: 'in_progress', start: -5, end: 16 }],
  },
  {
    name: 'Echo Eats',
    domain: 'echo-eats.test',
    type: 'publisher',
    state: 'invalid',
    trackedCount: 2,
    created: -10,
    // Dormant: live for 40 days without a single email.
    journeys: [{ type: 'email_subscriber', status: 'in_progress', start: -40, end: 10 }],
  },
  {
    name: 'Foxtrot 100% Fun_Store',
    domain: 'foxtrot.test',
    type: 'nonprofit',
    trackedCount: 3,
    created: -5,
    // Healthy: upcoming, not started yet. Expired as a purchaser (archived).
    journeys: [
      { type: 'email_subscriber', status: 'upcoming', start: 2, end: 23 },
      { type: 'purchaser', status: 'archived', start: -100, end: -79, emails: [-90] },
    ],
  },
];

const NAMES = FIXTURES.map((f) => f.name);

describe('the companies list', () => {
  let t: AdminApp;
  const ids = new Map<string, number>();
  let groupId: number;
  let shopifyId: number;
  // The app's clock (createAdminApp's default).
  const now = testClock.now();

  beforeAll(async () => {
    t = await createAdminApp();
    for (const fixture of FIXTURES) ids.set(fixture.name, await insertCompany(t.db, fixture, now));
    const [group] = await t.db.insert(groups).values({ name: 'Watched' }).returning();
    groupId = group!.id;
    await t.db.insert(groupCompanies).values([
      { groupId, companyId: ids.get('Bravo Beauty')! },
      { groupId, companyId: ids.get('delta outfitters')! },
    ]);
    const [shopify] = await t.db.select().from(technologies).where(eq(technologies.name, 'Shopify'));
    shopifyId = shopify!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  async function list(query: string): Promise<{ data: Company[]; meta: { page: number; size: number; total: number; pages: number } }> {
    const response = await t.get(`/api/v3/admin/companies${query ? `?${query}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const names = async (query: string) => (await list(query)).data.map((c) => c.attributes.name);

  /** What core's journeyHealth says of a fixture for one journey type. */
  const coreHealth = (f: CompanyFixture, type: JourneyType): JourneyHealth | null =>
    journeyHealth(
      (f.journeys ?? []).filter((j) => j.type === type).map((j) => journeyForHealth(j, now)),
      now,
    );

  it('lists every company by name, with relations, paging meta and journey health per type', async () => {
    const page = await list('');

    expect(page.data.map((c) => c.attributes.name)).toEqual(NAMES);
    expect(page.meta).toEqual({ page: 1, size: 25, total: 6, pages: 1 });
    const bravo = page.data[1]!;
    expect(bravo).toMatchObject({ id: String(ids.get('Bravo Beauty')), type: 'companies' });
    expect(bravo.attributes.technologies.map(({ name, type }) => ({ name, type }))).toEqual([
      { name: 'Mailchimp', type: 'esp' },
      { name: 'Shopify', type: 'content' },
    ]);
    expect(bravo.attributes.tags).toEqual(['luxury']);
    expect(page.data[0]!.attributes.tags).toEqual(['dtc', 'sms']);
    for (const company of page.data) {
      const fixture = FIXTURES.find((f) => f.name === company.attributes.name)!;
      const expected = Object.fromEntries(JOURNEY_TYPES.map((type) => [type, coreHealth(fixture, type)]));
      expect(company.attributes.journey_health, fixture.name).toEqual(expected);
    }
  });

  it('shows the four healths of the fixtures as core defines them', async () => {
    const health = Object.fromEntries((await list('')).data.map((c) => [c.attributes.name, c.attributes.journey_health.email_subscriber]));
    expect(health).toEqual({
      'Alpha Apparel': null,
      'Bravo Beauty': 'dormant',
      'Charlie Coffee': 'expired',
      'delta outfitters': 'new',
      'Echo Eats': 'dormant',
      'Foxtrot 100% Fun_Store': null,
    });
  });

  it('filters by health for one journey type, agreeing with core', async () => {
    for (const health of JOURNEY_HEALTHS) {
      const expected = FIXTURES.filter((f) => coreHealth(f, 'email_subscriber') === health).map((f) => f.name);
      expect(await names(`health=${health}&journey_types=email_subscriber`), health).toEqual(expected);
    }
    expect(await names('health=dormant&journey_types=email_subscriber')).toEqual(['Bravo Beauty', 'Echo Eats']);
  });

  it('filters by health over any of several journey types, all types by default', async () => {
    for (const health of JOURNEY_HEALTHS) {
      for (const types of [[...JOURNEY_TYPES], ['email_subscriber', 'purchaser'], ['cart_abandoner']] as JourneyType[][]) {
        const expected = FIXTURES.filter((f) => types.some((type) => coreHealth(f, type) === health)).map((f) => f.name);
        expect(await names(`health=${health}&journey_types=${types.join(',')}`), `${health} ${types.join(',')}`).toEqual(expected);
      }
    }
    expect(await names('health=expired')).toEqual(['Charlie Coffee', 'Foxtrot 100% Fun_Store']);
    expect(await names('health=expired&journey_types=cart_abandoner')).toEqual([]);
  });

  it('searches names and domains, ignoring case and reading % and _ literally', async () => {
    expect(await names('q=APPAREL')).toEqual(['Alpha Apparel']);
    expect(await names('q=bravo-beauty')).toEqual(['Bravo Beauty']);
    expect(await names('q=.test&sort=name:desc')).toEqual([...NAMES].reverse());
    expect(await names(`q=${encodeURIComponent('100%')}`)).toEqual(['Foxtrot 100% Fun_Store']);
    expect(await names(`q=${encodeURIComponent('n_s')}`)).toEqual(['Foxtrot 100% Fun_Store']);
    // Unescaped, `a_p` would match "Alpha Apparel" ("app").
    expect(await names(`q=${encodeURIComponent('a_p')}`)).toEqual([]);
    expect(await names(`q=${encodeURIComponent('https://www.Charlie-Coffee.test/menu')}`)).toEqual(['Charlie Coffee']);
  });

  it('filters by tags, technologies, technology id, group, good fit, type and current', async () => {
    expect(await names('tags=DTC')).toEqual(['Alpha Apparel']);
    expect(await names('tags=luxury,sms')).toEqual(['Alpha Apparel', 'Bravo Beauty']);
    expect(await names('tags=none-such')).toEqual([]);
    expect(await names('technologies=shopify')).toEqual(['Bravo Beauty', 'Charlie Coffee']);
    expect(await names('technologies=Klaviyo,Mailchimp')).toEqual(['Alpha Apparel', 'Bravo Beauty']);
    expect(await names(`technology_id=${shopifyId}`)).toEqual(['Bravo Beauty', 'Charlie Coffee']);
    expect(await names(`group_id=${groupId}`)).toEqual(['Bravo Beauty', 'delta outfitters']);
    expect(await names('good_fit=true')).toEqual(['Alpha Apparel', 'Charlie Coffee']);
    expect(await names('good_fit=false')).toEqual(['Bravo Beauty', 'delta outfitters', 'Echo Eats', 'Foxtrot 100% Fun_Store']);
    expect(await names('company_type=retailer')).toEqual(['Bravo Beauty']);
    expect(await names('current=true')).toEqual(NAMES.filter((n) => n !== 'Charlie Coffee'));
    expect(await names('current=false')).toEqual(['Charlie Coffee']);
    expect(await names('good_fit=true&technologies=Shopify&current=false')).toEqual(['Charlie Coffee']);
  });

  it('sorts by every field both ways, nulls last, ties broken by id', async () => {
    type Key = (f: CompanyFixture) => string | number | null;
    const keys: Record<string, Key> = {
      name: (f) => f.name.toLowerCase(),
      domain_name: (f) => f.domain,
      created_at: (f) => f.created ?? -1,
      updated_at: (f) => ids.get(f.name)!,
      tracked_count: (f) => f.trackedCount ?? 0,
      approximate_emails: (f) => f.approximateEmails ?? null,
      first_email_sent_at: (f) => f.firstEmail ?? null,
    };
    for (const [field, key] of Object.entries(keys)) {
      for (const dir of ['asc', 'desc'] as const) {
        const expected = [...FIXTURES]
          .sort((a, b) => {
            const [x, y] = [key(a), key(b)];
            const sign = dir === 'asc' ? 1 : -1;
            const tie = sign * (ids.get(a.name)! - ids.get(b.name)!);
            if (x === null || y === null) return x === y ? tie : x === null ? 1 : -1;
            return x < y ? -sign : x > y ? sign : tie;
          })
          .map((f) => f.name);
        expect(await names(`sort=${field}:${dir}`), `${field}:${dir}`).toEqual(expected);
      }
    }
    expect(await names('sort=tracked_count:desc')).toEqual([
      'Bravo Beauty',
      'Alpha Apparel',
      'Foxtrot 100% Fun_Store',
      'Echo Eats',
      'Charlie Coffee',
      'delta outfitters',
    ]);
  });

  it('pages with meta and an empty page past the end', async () => {
    const second = await list('size=4&page=2');
    expect(second.data.map((c) => c.attributes.name)).toEqual(['Echo Eats', 'Foxtrot 100% Fun_Store']);
    expect(second.meta).toEqual({ page: 2, size: 4, total: 6, pages: 2, previous_cursor: expect.any(String) });
    const past = await list('size=4&page=3');
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ page: 3, size: 4, total: 6, pages: 2 });
    expect((await list('good_fit=true&size=1')).meta).toEqual({ page: 1, size: 1, total: 2, pages: 2, next_cursor: expect.any(String) });
  });

  it('refuses bad filters with 422 naming the parameter', async () => {
    const cases: Array<[string, string]> = [
      ['sort=password:asc', 'sort'],
      ['sort=name', 'sort'],
      ['health=sick', 'health'],
      ['journey_types=email_subscriber,newsletter', 'journey_types'],
      ['size=251', 'size'],
      ['page=0', 'page'],
      ['good_fit=yes', 'good_fit'],
      ['group_id=abc', 'group_id'],
      ['company_type=shop', 'company_type'],
    ];
    for (const [query, parameter] of cases) {
      const response = await t.get(`/api/v3/admin/companies?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors[0], query).toMatchObject({ code: 'invalid_input', source: { parameter } });
    }
    const size = await t.get('/api/v3/admin/companies?size=251');
    expect(size.json().errors[0].detail).toContain('at most 250');
    expect((await t.get('/api/v3/admin/companies?size=250')).statusCode).toBe(200);
  });

  it('turns away callers who are not signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v3/admin/companies' });
    expect(response.statusCode).toBe(401);
  });
});
