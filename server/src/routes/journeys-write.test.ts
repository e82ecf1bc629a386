import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey, JourneyHealth } from '@tracker/core';
import { addressEvents, addresses, emails, journeys } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { daysFrom, insertCompany } from '../testing/company-fixtures';

const JOURNEYS = '/api/v3/journeys';
const ADMIN_JOURNEYS = '/api/v3/admin/journeys';

type Included = { id: string; type: string; attributes: Record<string, unknown> };
type Doc = { data: Journey; included: Included[] };

describe('journeys: create, edit, inboxes, current, delete', () => {
  let t: AdminApp;
  let acme = 0;
  let bolt = 0;

  beforeAll(async () => {
    t = await createAdminApp();
    acme = await insertCompany(t.db, { name: 'Acme', domain: 'acme.test' }, t.clock.now());
    bolt = await insertCompany(t.db, { name: 'Bolt', domain: 'bolt.test' }, t.clock.now());
  });
  afterAll(async () => {
    await t.close();
  });

  async function create(body: Record<string, unknown>): Promise<Doc> {
    const response = await t.post(JOURNEYS, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  it('starts a new journey upcoming, as a free account signup, today for 21 days, on the default domain', async () => {
    const { data } = await create({ company_id: acme, baseEmailDomain: 'gmail.com' });
    expect(data.attributes).toMatchObject({
      status: 'upcoming',
      type: 'email_subscriber',
      featured: false,
      start_date: '2026-05-12T00:00:00.000Z',
      end_date: '2026-06-02T00:00:00.000Z',
      baseEmailDomain: 'inbox.tracker.example',
      company_id: acme,
      expired: false,
    });
  });

  it('keeps a registration domain, given dates, and runs a related journey 14 days', async () => {
    const first = await create({
      company_id: acme,
      type: 'cart_abandoner',
      baseEmailDomain: 'mail.tracker.example',
      start_date: '2026-05-01',
      end_date: '2026-05-20',
    });
    expect(first.data.attributes).toMatchObject({
      baseEmailDomain: 'mail.tracker.example',
      start_date: '2026-05-01T00:00:00.000Z',
      end_date: '2026-05-20T00:00:00.000Z',
    });

    const related = await create({
      company_id: acme,
      type: 'purchaser',
      start_date: '2026-05-20',
      related_journey_id: Number(first.data.id),
    });
    expect(related.data.attributes.end_date).toBe('2026-06-03T00:00:00.000Z');
    expect(related.data.relationships?.journeys?.data).toEqual([{ id: first.data.id, type: 'journeys' }]);
    const back: Doc = (await t.get(`${JOURNEYS}/${first.data.id}`)).json();
    expect(back.data.relationships?.journeys?.data).toEqual([{ id: related.data.id, type: 'journeys' }]);
    expect(back.included.find((r) => r.type === 'journeys')?.id).toBe(related.data.id);
  });

  it('refuses bad input with 422 and unknown records with 404, pointing at the field', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{}, 422, '/company_id'],
      [{ company_id: acme, type: 'onboarding' }, 422, '/type'],
      [{ company_id: acme, start_date: '2026-05-10', end_date: '2026-05-09' }, 422, '/end_date'],
      [{ company_id: acme, start_date: 'soon' }, 422, '/start_date'],
      [{ company_id: 999999 }, 404, '/company_id'],
      [{ company_id: acme, address_id: 999999 }, 404, '/address_id'],
      [{ company_id: acme, related_journey_id: 999999 }, 404, '/related_journey_id'],
    ];
    for (const [body, status, pointer] of cases) {
      const response = await t.post(JOURNEYS, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().errors[0].source, JSON.stringify(body)).toEqual({ pointer });
    }
  });

  it('shows a journey with its inboxes, their events, its emails and its company', async () => {
    const [address] = await t.db.insert(addresses).values({ emailAddress: 'shopper@inbox.tracker.example', companyId: bolt }).returning();
    await t.db.insert(addressEvents).values({
      addressId: address!.id,
      description: 'Account registration',
      group: 'Account registration',
      occurredAt: daysFrom(t.clock.now(), -1),
    });
    const { data } = await create({ company_id: bolt, address_id: address!.id });
    await t.db
      .insert(emails)
      .values({ guid: randomUUID(), companyId: bolt, journeyId: Number(data.id), subject: 'Welcome to Bolt', sentAt: t.clock.now() });

    const doc: Doc = (await t.get(`${JOURNEYS}/${data.id}`)).json();
    const byType = (type: string) => doc.included.filter((r) => r.type === type).map((r) => r.attributes);
    expect(byType('addresses')).toMatchObject([{ email_address: 'shopper@inbox.tracker.example' }]);
    expect(byType('address_events')).toMatchObject([{ description: 'Account registration' }]);
    expect(byType('emails')).toMatchObject([{ subject: 'Welcome to Bolt' }]);
    expect(byType('companies')).toEqual([{ name: 'Bolt', domain_name: 'bolt.test' }]);
    expect(doc.data.attributes.emails_count).toBe(1);

    const missing = await t.get(`${JOURNEYS}/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0]).toMatchObject({ detail: 'No journey has the id 999999.', source: { parameter: 'id' } });
  });

  it('edits status, type, featured and dates, and refuses an end before the start', async () => {
    const { data } = await create({ company_id: bolt, start_date: '2026-05-12', end_date: '2026-06-02' });
    const edited = await t.patch(`${JOURNEYS}/${data.id}`, {
      status: 'in_progress',
      type: 'browse_abandoner',
      featured: true,
      end_date: '2026-06-10',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.attributes).toMatchObject({
      status: 'in_progress',
      type: 'browse_abandoner',
      featured: true,
      end_date: '2026-06-10T00:00:00.000Z',
    });

    const backwards = await t.patch(`${JOURNEYS}/${data.id}`, { end_date: '2026-05-01' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors[0].source).toEqual({ pointer: '/end_date' });
    expect((await t.get(`${JOURNEYS}/${data.id}`)).json().data.attributes.end_date).toBe('2026-06-10T00:00:00.000Z');
  });

  it('creates inboxes on a registration domain (else the default), and takes them all out again', async () => {
    const { data } = await create({ company_id: acme, type: 'custom' });
    const first = await t.post(`${JOURNEYS}/${data.id}/inbox`, { baseEmailDomain: 'news.tracker.example' });
    expect(first.statusCode, first.body).toBe(201);
    const second: Doc = (await t.post(`${JOURNEYS}/${data.id}/inbox`, { baseEmailDomain: 'evil.example' })).json();
    const inboxes = second.included.filter((r) => r.type === 'addresses').map((r) => r.attributes.email_address);
    expect(inboxes).toEqual([`acme-test.${data.id}.1@news.tracker.example`, `acme-test.${data.id}.2@inbox.tracker.example`]);
    expect(second.data.attributes.baseEmailDomain).toBe('inbox.tracker.example');

    const emptied = await t.delete(`${JOURNEYS}/${data.id}/addresses`);
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().data.relationships.addresses.data).toEqual([]);
    // The inboxes themselves stay.
    expect(await t.db.select().from(addresses).where(eq(addresses.companyId, acme))).toHaveLength(2);
  });

  it('makes one journey the current one of its type; the others of that type stop being current', async () => {
    const a = await create({ company_id: bolt, type: 'purchaser' });
    const b = await create({ company_id: bolt, type: 'purchaser' });
    const other = await create({ company_id: bolt, type: 'custom' });
    const response = await t.put(`${ADMIN_JOURNEYS}/${a.data.id}/current`, { journey_id: Number(a.data.id), current: true });
    expect(response.statusCode, response.body).toBe(200);
    const current = async (id: string) => (await t.get(`${JOURNEYS}/${id}`)).json().data.attributes.current;
    expect([await current(a.data.id), await current(b.data.id), await current(other.data.id)]).toEqual([true, false, true]);

    expect((await t.put(`${ADMIN_JOURNEYS}/${a.data.id}/current`, { current: false })).json().data.attributes.current).toBe(false);
    const mismatch = await t.put(`${ADMIN_JOURNEYS}/${a.data.id}/current`, { journey_id: Number(b.data.id), current: true });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors[0].source).toEqual({ pointer: '/journey_id' });
  });

  it('deletes a journey, keeping its emails without a journey', async () => {
    const { data } = await create({ company_id: acme });
    const [email] = await t.db
      .insert(emails)
      .values({ guid: randomUUID(), companyId: acme, journeyId: Number(data.id), sentAt: t.clock.now() })
      .returning();
    const response = await t.delete(`${JOURNEYS}/${data.id}/remove`);
    expect(response.statusCode).toBe(200);
    expect(response.json().meta.message).toBe(`Journey ${data.id} deleted.`);
    expect((await t.get(`${JOURNEYS}/${data.id}`)).statusCode).toBe(404);
    expect((await t.db.select().from(emails).where(eq(emails.id, email!.id)))[0]!.journeyId).toBeNull();
    expect((await t.delete(`${JOURNEYS}/${data.id}/remove`)).statusCode).toBe(404);
  });
});

describe('bulk journey create and archive-old', () => {
  let t: AdminApp;
  let acme = 0;

  beforeAll(async () => {
    t = await createAdminApp();
    acme = await insertCompany(t.db, { name: 'Acme', domain: 'acme.test' }, t.clock.now());
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a journey from the four fields, answering its id and type, and refuses the same one twice', async () => {
    const body = { company_id: acme, journey_type: 'cart_abandoner', start_date: '2026-06-01', end_date: '2026-06-22' };
    const response = await t.post(ADMIN_JOURNEYS, body);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json() as Doc;
    expect(data).toMatchObject({ type: 'journeys', attributes: { type: 'cart_abandoner', status: 'upcoming' } });

    const again = await t.post(ADMIN_JOURNEYS, { ...body, start_date: '2026-06-01T15:00:00Z' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].detail).toBe(
      `Company ${acme} already has a Cart abandoner journey from 2026-06-01 to 2026-06-22 (journey ${data.id}).`,
    );
    expect((await t.get(`${JOURNEYS}?company_id=${acme}&type=cart_abandoner`)).json().meta.total).toBe(1);
    // Another type, or other days, is another journey.
    expect((await t.post(ADMIN_JOURNEYS, { ...body, journey_type: 'purchaser' })).statusCode).toBe(201);
    expect((await t.post(ADMIN_JOURNEYS, { ...body, end_date: '2026-06-23' })).statusCode).toBe(201);
  });

  it('needs every field: a 422 names the missing one; an unknown company is a 404', async () => {
    const full = { company_id: acme, journey_type: 'custom', start_date: '2026-06-01', end_date: '2026-06-22' };
    for (const field of Object.keys(full)) {
      const { [field]: _left, ...rest } = full as Record<string, unknown>;
      const response = await t.post(ADMIN_JOURNEYS, rest);
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[0].source, field).toEqual({ pointer: `/${field}` });
    }
    const unknown = await t.post(ADMIN_JOURNEYS, { ...full, company_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].source).toEqual({ pointer: '/company_id' });
  });

  it('creates many in one batch call, each row as the one-row call would: refused rows fail alone, and a batch sent again creates nothing twice', async () => {
    const bolt = await insertCompany(t.db, { name: 'Bolt', domain: 'bolt-batch.test' }, t.clock.now());
    const row = (company_id: number, journey_type: string, start_date = '2026-07-01', end_date = '2026-07-22') => ({
      company_id,
      journey_type,
      start_date,
      end_date,
    });
    const body = {
      journeys: [row(bolt, 'purchaser'), row(bolt, 'purchaser', '2026-07-01T09:00:00Z'), row(999_999, 'purchaser'), row(bolt, 'custom')],
    };

    const first = await t.post(`${ADMIN_JOURNEYS}/batch`, body);
    const again = await t.post(`${ADMIN_JOURNEYS}/batch`, body);

    expect(first.statusCode, first.body).toBe(200);
    const stored = await t.db.select().from(journeys).where(eq(journeys.companyId, bolt)).orderBy(journeys.id);
    expect(stored.map((j) => j.type)).toEqual(['purchaser', 'custom']);
    const results = first.json().results as Array<{ journey_id?: string; error?: { status: string; detail: string; source: unknown } }>;
    expect(results.map((r) => r.journey_id ?? [r.error!.status, r.error!.detail, r.error!.source])).toEqual([
      String(stored[0]!.id),
      [
        '409',
        `Company ${bolt} already has a Purchaser journey from 2026-07-01 to 2026-07-22 (an earlier row of this import).`,
        { pointer: '/journeys/1/journey_type' },
      ],
      ['404', 'No company has the id 999999.', { pointer: '/journeys/2/company_id' }],
      String(stored[1]!.id),
    ]);
    expect(again.json().results.map((r: { error?: { status: string } }) => r.error?.status)).toEqual(['409', '409', '404', '409']);
    expect(again.json().results[0].error.detail).toContain(`(journey ${stored[0]!.id})`);
    // A malformed row refuses the whole batch, naming each: nothing is written.
    const malformed = await t.post(`${ADMIN_JOURNEYS}/batch`, {
      journeys: [row(bolt, 'browse_abandoner'), row(bolt, 'custom', '2026-07-22', '2026-07-01')],
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors[0].source).toEqual({ pointer: '/journeys/1/end_date' });
    expect(await t.db.select().from(journeys).where(eq(journeys.companyId, bolt))).toHaveLength(2);
  });

  it('archives every journey that ended before today and is not archived, says how many, and lists them first as old', async () => {
    const now = t.clock.now();
    const bolt = await insertCompany(
      t.db,
      {
        name: 'Bolt',
        domain: 'bolt.test',
        journeys: [
          { type: 'email_subscriber', status: 'in_progress', start: -40, end: -19 },
          { type: 'cart_abandoner', status: 'upcoming', start: -30, end: -2 },
          { type: 'purchaser', status: 'complete', start: -60, end: -39 },
          { type: 'custom', status: 'archived', start: -60, end: -39 },
          { type: 'browse_abandoner', status: 'in_progress', start: -20, end: 0 },
          { type: 'browse_abandoner', status: 'upcoming', start: 1, end: 22 },
        ],
      },
      now,
    );
    const old = (await t.get(`${JOURNEYS}?company_id=${bolt}&old=true&sort=type:asc`)).json().data.map((j: Journey) => j.attributes.type);
    expect(old).toEqual(['email_subscriber', 'cart_abandoner', 'purchaser']);

    const response = await t.put(`${ADMIN_JOURNEYS}/archive-old`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().meta).toEqual({ message: '3 journeys archived.', archived: 3, ended_before: '2026-05-12' });

    const statuses = (await t.get(`${JOURNEYS}?company_id=${bolt}&sort=type:asc`))
      .json()
      .data.map((j: Journey) => [j.attributes.type, j.attributes.status]);
    expect(statuses).toEqual([
      ['email_subscriber', 'archived'],
      ['cart_abandoner', 'archived'],
      ['browse_abandoner', 'in_progress'],
      ['browse_abandoner', 'upcoming'],
      ['purchaser', 'archived'],
      ['custom', 'archived'],
    ]);
    expect((await t.put(`${ADMIN_JOURNEYS}/archive-old`)).json().meta.archived).toBe(0);
    expect((await t.get(`${JOURNEYS}?old=true`)).json().data).toEqual([]);
  });
});

describe("a journey write changes the company's health", () => {
  let t: AdminApp;
  let shop = 0;

  beforeAll(async () => {
    t = await createAdminApp();
    shop = await insertCompany(t.db, { name: 'Shop', domain: 'shop.test' }, t.clock.now());
  });
  afterAll(async () => {
    await t.close();
  });

  /** The health the companies filter (the trigger-kept summary) gives the company for a type, and the one its resource shows. */
  async function health(type: string): Promise<{ filter: JourneyHealth | 'healthy'; shown: JourneyHealth | null }> {
    const shown = (await t.get(`/api/v3/admin/companies/${shop}`)).json().data.attributes.journey_health[type];
    for (const h of ['new', 'expired', 'dormant'] as const) {
      const listed = (await t.get(`/api/v3/admin/companies?health=${h}&journey_types=${type}&q=shop.test`)).json().data;
      if (listed.length > 0) return { filter: h, shown };
    }
    return { filter: 'healthy', shown };
  }

  it('is new, healthy once a journey starts, expired once it is archived, and dormant when its mail stops', async () => {
    expect(await health('purchaser')).toEqual({ filter: 'new', shown: 'new' });

    const created = (await t.post(JOURNEYS, { company_id: shop, type: 'purchaser' })).json() as Doc;
    expect(await health('purchaser')).toEqual({ filter: 'healthy', shown: null });

    await t.patch(`${JOURNEYS}/${created.data.id}`, { status: 'archived' });
    expect(await health('purchaser')).toEqual({ filter: 'expired', shown: 'expired' });

    await t.patch(`${JOURNEYS}/${created.data.id}`, { status: 'in_progress', start_date: '2026-03-01', end_date: '2026-12-31' });
    expect(await health('purchaser')).toEqual({ filter: 'dormant', shown: 'dormant' });

    await t.delete(`${JOURNEYS}/${created.data.id}/remove`);
    expect(await health('purchaser')).toEqual({ filter: 'new', shown: 'new' });
  });

  it('turns expired when archive-old archives its only journey, and healthy again from a bulk create', async () => {
    await t.post(ADMIN_JOURNEYS, { company_id: shop, journey_type: 'custom', start_date: '2026-04-01', end_date: '2026-04-20' });
    await t.db.update(journeys).set({ status: 'in_progress' }).where(eq(journeys.companyId, shop));
    expect((await health('custom')).filter).toBe('expired');
    await t.put(`${ADMIN_JOURNEYS}/archive-old`);
    expect(await health('custom')).toEqual({ filter: 'expired', shown: 'expired' });

    await t.post(ADMIN_JOURNEYS, { company_id: shop, journey_type: 'custom', start_date: '2026-05-12', end_date: '2026-06-02' });
    expect(await health('custom')).toEqual({ filter: 'healthy', shown: null });
  });
});
