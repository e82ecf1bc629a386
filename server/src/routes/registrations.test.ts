import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_DOMAINS, STREET_ADDRESS_PRESETS } from '@tracker/core';
import { hashPassword } from '../auth/password';
import { addressEvents, addresses, companies, emails, journeys, registrations, users } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { daysFrom, insertCompany } from '../testing/company-fixtures';
import { createTestApp, sessionCookieFrom, TEST_PASSWORD, type TestApp } from '../testing/test-app';

const REGISTRATIONS = '/api/v1/admin/registrations';

type RegistrationJson = {
  id: string;
  attributes: {
    status: string;
    complete: boolean;
    userId: number | null;
    addressId: number;
    type: string;
    prioritized: boolean;
    company_invalid: boolean;
    email_address: string;
    assignee_email: string | null;
    baseEmailDomain: string;
    description: string;
    emails_count: number;
  };
  relationships: Record<string, { data: unknown }>;
};
type Included = { id: string; type: string; attributes: Record<string, unknown> };

describe('registrations', () => {
  let t: AdminApp;
  let companyId: number;
  let archivedCompanyId: number;
  let rileyId: number;
  let rileyCookie: string;
  let quinnId: number;

  beforeAll(async () => {
    t = await createAdminApp();
    const now = t.clock.now();
    companyId = await insertCompany(t.db, { name: 'Acme Outfitters', domain: 'acme.test' }, now);
    archivedCompanyId = await insertCompany(t.db, { name: 'Old Brand', domain: 'old.test', state: 'archived' }, now);
    await t.db.update(users).set({ assignee: true }).where(eq(users.id, t.adminId));
    const passwordHash = await hashPassword(TEST_PASSWORD);
    const [riley, quinn] = await t.db
      .insert(users)
      .values([
        { email: 'riley@tracker.test', name: 'Riley', userRole: 'admin', assignee: true, passwordHash },
        { email: 'quinn@tracker.test', name: 'Quinn', userRole: 'admin', assignee: false },
      ])
      .returning({ id: users.id });
    rileyId = riley!.id;
    quinnId = quinn!.id;
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      payload: { email: 'riley@tracker.test', password: TEST_PASSWORD },
    });
    rileyCookie = sessionCookieFrom(signIn);
  });
  afterAll(async () => {
    await t.close();
  });

  async function create(payload: Record<string, unknown> = {}): Promise<{ data: RegistrationJson; included: Included[] }> {
    const response = await t.post(REGISTRATIONS, { company_id: companyId, ...payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  const update = (id: string, body: unknown) => t.post(`${REGISTRATIONS}/${id}/update`, body);
  const eventsOf = async (addressId: number) =>
    (await t.db.select().from(addressEvents).where(eq(addressEvents.addressId, addressId))).map((e) => e.description).sort();

  it('creates a registration with a new address and persona, with the defaults of spec section 9', async () => {
    const { data, included } = await create();
    expect(data.attributes).toMatchObject({
      status: 'unclaimed',
      complete: false,
      userId: null,
      type: 'email_subscriber',
      prioritized: true,
      description: 'Newsletter signup',
      baseEmailDomain: REGISTRATION_DOMAINS[0],
      company_invalid: false,
    });
    expect(data.attributes.email_address).toMatch(new RegExp(`^[a-z]+\\.[a-z]+\\d{4}@${REGISTRATION_DOMAINS[0].replace(/\./g, '\\.')}$`));
    expect(data.relationships.address!.data).toEqual({ id: String(data.attributes.addressId), type: 'addresses' });
    expect(data.relationships.company!.data).toEqual({ id: String(companyId), type: 'companies' });
    expect(data.relationships.journeys!.data).toEqual([]);

    const address = included.find((i) => i.type === 'addresses')!;
    const birth = String(address.attributes.birthdate);
    expect(birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const age = (t.clock.now().getTime() - Date.parse(birth)) / (365.25 * 86_400_000);
    expect(age).toBeGreaterThan(27.4);
    expect(age).toBeLessThan(28.6);
    expect(Object.values(STREET_ADDRESS_PRESETS)).toContainEqual(address.attributes.streetAddress);
    expect(address.attributes.password).toEqual(expect.any(String));
    const assignees = included.filter((i) => i.type === 'users');
    expect(assignees.map((u) => [u.attributes.email, u.attributes.assignee])).toEqual([
      [t.adminEmail, true],
      ['riley@tracker.test', true],
    ]);
  });

  it('takes a registration domain as base email domain, any other falls back to the default; the company must exist', async () => {
    const { data } = await create({
      baseEmailDomain: REGISTRATION_DOMAINS[2],
      journey_type: 'cart_abandoner',
      prioritized: false,
      street_preset: 'au',
    });
    expect(data.attributes).toMatchObject({ baseEmailDomain: REGISTRATION_DOMAINS[2], type: 'cart_abandoner', prioritized: false });
    expect(data.attributes.email_address.endsWith(`@${REGISTRATION_DOMAINS[2]}`)).toBe(true);
    const other = await create({ baseEmailDomain: 'gmail.com' });
    expect(other.data.attributes.baseEmailDomain).toBe(REGISTRATION_DOMAINS[0]);

    const missing = await t.post(REGISTRATIONS, { company_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].source).toEqual({ pointer: '/company_id' });
    const bad = await t.post(REGISTRATIONS, { company_id: companyId, journey_type: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].source).toEqual({ pointer: '/journey_type' });
  });

  it('never reuses an address: every registration gets its own inbox', async () => {
    const made = await Promise.all([create(), create(), create(), create()]);
    const inboxes = made.map((m) => m.data.attributes.email_address);
    expect(new Set(inboxes).size).toBe(4);
  });

  it('says when the company counts as invalid in a registration', async () => {
    const { data } = await create({ company_id: archivedCompanyId });
    expect(data.attributes.company_invalid).toBe(true);
  });

  it('claims for the caller; of two staff claiming at once one wins and the other gets 409 naming the holder', async () => {
    const { data } = await create();
    const mine = t.post(`${REGISTRATIONS}/${data.id}/update`, { claim: true });
    const theirs = t.app.inject({
      method: 'POST',
      url: `${REGISTRATIONS}/${data.id}/update`,
      headers: { cookie: rileyCookie },
      payload: { claim: true },
    });
    const responses = await Promise.all([mine, theirs]);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = responses.find((r) => r.statusCode === 200)!.json().data as RegistrationJson;
    const loser = responses.find((r) => r.statusCode === 409)!;
    expect(winner.attributes.status).toBe('assigned');
    expect(loser.json().errors[0].detail).toBe(`Registration ${data.id} is already claimed by ${winner.attributes.assignee_email}.`);
    expect(await eventsOf(data.attributes.addressId)).toEqual(['Assigned']);

    // The holder claiming again changes nothing; the other still cannot.
    const holderCookie = winner.attributes.userId === rileyId ? rileyCookie : null;
    const again = holderCookie
      ? await t.app.inject({
          method: 'POST',
          url: `${REGISTRATIONS}/${data.id}/update`,
          headers: { cookie: holderCookie },
          payload: { claim: true },
        })
      : await update(data.id, { claim: true });
    expect(again.statusCode).toBe(200);
    expect(await eventsOf(data.attributes.addressId)).toEqual(['Assigned']);
  });

  it('lets only users flagged as assignees claim, naming the one refused', async () => {
    const { data } = await create();
    const passwordHash = await hashPassword(TEST_PASSWORD);
    await t.db.insert(users).values({ email: 'sky@tracker.test', name: 'Sky', userRole: 'admin', assignee: false, passwordHash });
    const skyCookie = sessionCookieFrom(
      await t.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { email: 'sky@tracker.test', password: TEST_PASSWORD } }),
    );

    const refused = await t.app.inject({
      method: 'POST',
      url: `${REGISTRATIONS}/${data.id}/update`,
      headers: { cookie: skyCookie },
      payload: { claim: true },
    });

    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      source: { pointer: '/claim' },
      detail: 'sky@tracker.test is not an assignee, so cannot claim registrations.',
    });
    const [row] = await t.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, Number(data.id)));
    expect(row).toMatchObject({ userId: null, status: 'unclaimed' });
    expect(await eventsOf(data.attributes.addressId)).toEqual([]);
  });

  it('puts a registration back in the unclaimed queue when its assignee is removed, keeping any status work has reached', async () => {
    const claimed = await create();
    await update(claimed.data.id, { claim: true });

    const released = await update(claimed.data.id, { userId: null });

    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().data.attributes).toMatchObject({ userId: null, assignee_email: null, status: 'unclaimed' });
    const queue = (await t.get(`${REGISTRATIONS}?size=100`)).json().data as RegistrationJson[];
    expect(queue.map((r) => r.id)).toContain(claimed.data.id);

    const ready = await create();
    await update(ready.data.id, { claim: true });
    await update(ready.data.id, { status: 'ready' });
    const unassigned = await update(ready.data.id, { userId: null });
    expect(unassigned.json().data.attributes).toMatchObject({ userId: null, status: 'ready' });
  });

  it('assigns only users flagged as assignees, by id or email', async () => {
    const { data } = await create();
    const notFlagged = await update(data.id, { userId: quinnId });
    expect(notFlagged.statusCode).toBe(422);
    expect(notFlagged.json().errors[0]).toMatchObject({ source: { pointer: '/userId' }, detail: 'quinn@tracker.test is not an assignee.' });
    const unknown = await update(data.id, { assignee_email: 'ghost@tracker.test' });
    expect(unknown.json().errors[0]).toMatchObject({
      source: { pointer: '/assignee_email' },
      detail: 'No user has the email ghost@tracker.test.',
    });

    const assigned = await update(data.id, { assignee_email: 'RILEY@tracker.test' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data.attributes).toMatchObject({ userId: rileyId, status: 'assigned', assignee_email: 'riley@tracker.test' });
    const unassigned = await update(data.id, { userId: null });
    expect(unassigned.json().data.attributes.userId).toBeNull();
  });

  it('adds a status’s private event once, even under parallel saves, Reviewed for archived', async () => {
    const { data } = await create();
    const saves = await Promise.all([1, 2, 3, 4].map(() => update(data.id, { status: 'ready' })));
    expect(saves.map((s) => s.statusCode)).toEqual([200, 200, 200, 200]);
    await update(data.id, { status: 'archived' });
    await update(data.id, { status: 'archived' });
    const rows = await t.db.select().from(addressEvents).where(eq(addressEvents.addressId, data.attributes.addressId));
    expect(rows.map((e) => e.description).sort()).toEqual(['Ready', 'Reviewed']);
    expect(rows.every((e) => e.private && e.userId === t.adminId)).toBe(true);
    const refused = await update(data.id, { status: 'unclaimed' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].source).toEqual({ pointer: '/status' });
  });

  async function withEmails(count: number) {
    const created = await create();
    const addressId = created.data.attributes.addressId;
    const sentAt = daysFrom(t.clock.now(), -3);
    await t.db.insert(emails).values(
      Array.from({ length: count }, (_, i) => ({
        guid: `guid-${addressId}-${i}`,
        companyId,
        addressId,
        subject: `Welcome ${i}`,
        visible: false,
        sentAt: daysFrom(sentAt, i),
      })),
    );
    return created;
  }

  it('completes all in one go: emails and address visible, Reviewed and Completed once, complete, company and counts updated', async () => {
    const { data } = await withEmails(3);
    const addressId = data.attributes.addressId;
    const first = await update(data.id, { complete_all: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.attributes).toMatchObject({ status: 'complete', complete: true, emails_count: 3 });
    const second = await update(data.id, { complete_all: true });
    expect(second.statusCode).toBe(200);

    expect(await eventsOf(addressId)).toEqual(['Completed', 'Reviewed']);
    const mail = await t.db.select({ visible: emails.visible }).from(emails).where(eq(emails.addressId, addressId));
    expect(mail.every((m) => m.visible)).toBe(true);
    const [address] = await t.db.select({ visible: addresses.visible }).from(addresses).where(eq(addresses.id, addressId));
    expect(address!.visible).toBe(true);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company!.trackedCount).toBeGreaterThanOrEqual(1);
    expect(company!.firstEmailSentAt).not.toBeNull();
    expect(company!.updatedAt).toEqual(t.clock.now());

    const alone = await update(data.id, { complete_all: true, status: 'ready' });
    expect(alone.statusCode).toBe(422);
  });

  it('rolls complete-all back entirely when a step fails', async () => {
    const { data } = await withEmails(2);
    const addressId = data.attributes.addressId;
    const failing = await insertCompany(t.db, { name: 'Failing', domain: 'failing.test' }, t.clock.now());
    await t.db
      .update(registrations)
      .set({ companyId: failing })
      .where(eq(registrations.id, Number(data.id)));
    await t.db.execute(
      sql.raw(`create function fail_company_update() returns trigger language plpgsql as $$
      begin raise exception 'company update refused'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger fail_company_update before update on companies for each row
      when (old.id = ${failing}) execute function fail_company_update()`),
    );
    try {
      const response = await update(data.id, { complete_all: true });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger fail_company_update on companies'));
      await t.db.execute(sql.raw('drop function fail_company_update()'));
    }
    const [r] = await t.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, Number(data.id)));
    expect(r).toMatchObject({ status: 'unclaimed', complete: false, emailsCount: 0 });
    expect(await eventsOf(addressId)).toEqual([]);
    const mail = await t.db.select({ visible: emails.visible }).from(emails).where(eq(emails.addressId, addressId));
    expect(mail.some((m) => m.visible)).toBe(false);
    const [address] = await t.db.select({ visible: addresses.visible }).from(addresses).where(eq(addresses.id, addressId));
    expect(address!.visible).toBe(false);
  });

  it('recounts the emails the address received', async () => {
    const { data } = await withEmails(2);
    expect(data.attributes.emails_count).toBe(0);
    const counted = await t.post(`/api/v2/registrations/${data.id}/counts`);
    expect(counted.statusCode).toBe(200);
    expect(counted.json().data.attributes.emails_count).toBe(2);
    const [entry] = await t.audited('registration.counts', data.id);
    expect(entry?.actorId).toBe(t.adminId);
  });

  it('answers 404 on the id parameter for an unknown registration', async () => {
    const response = await t.get(`${REGISTRATIONS}/999999`);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].source).toEqual({ parameter: 'id' });
    expect((await update('999999', { status: 'ready' })).statusCode).toBe(404);
  });
});

describe('registrations list', () => {
  let t: AdminApp;
  const made: Record<string, number> = {};
  let samId: number;

  beforeAll(async () => {
    t = await createAdminApp();
    const now = t.clock.now();
    const companyId = await insertCompany(t.db, { name: 'Queue Co', domain: 'queue.test' }, now);
    const [staff] = await t.db.insert(users).values({ email: 'sam@tracker.test', assignee: true }).returning({ id: users.id });
    const rows: Array<[string, Partial<typeof registrations.$inferInsert>, number]> = [
      ['old-unclaimed', { status: 'unclaimed', prioritized: false }, -5],
      ['new-unclaimed', { status: 'unclaimed', type: 'cart_abandoner' }, -1],
      ['mine', { status: 'assigned', userId: t.adminId }, -4],
      ['sams', { status: 'ready', userId: staff!.id }, -3],
      ['done', { status: 'complete', complete: true, userId: staff!.id }, -2],
    ];
    for (const [name, values, days] of rows) {
      const [address] = await t.db
        .insert(addresses)
        .values({ emailAddress: `${name}@inbox.tracker.example`, companyId })
        .returning({ id: addresses.id });
      const created = daysFrom(now, days);
      const [r] = await t.db
        .insert(registrations)
        .values({ companyId, addressId: address!.id, createdAt: created, updatedAt: created, ...values })
        .returning({ id: registrations.id });
      made[name] = r!.id;
      if (name === 'new-unclaimed' || name === 'sams') {
        await t.db.insert(emails).values({ guid: `g-${name}`, addressId: address!.id, companyId, sentAt: now });
      }
    }
    samId = staff!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const names = async (query: string) => {
    const byId = new Map(Object.entries(made).map(([k, v]) => [String(v), k]));
    return ((await t.get(`/api/v1/admin/registrations${query}`)).json().data as RegistrationJson[]).map((r) => byId.get(r.id));
  };

  it('lists unclaimed, oldest first, by default; order desc reverses it', async () => {
    const response = await t.get('/api/v1/admin/registrations');
    expect(response.json().meta).toEqual({ page: 1, size: 25, total: 2, pages: 1 });
    expect(await names('')).toEqual(['old-unclaimed', 'new-unclaimed']);
    expect(await names('?order=desc')).toEqual(['new-unclaimed', 'old-unclaimed']);
    expect(response.json().included.map((u: Included) => u.attributes.email)).toEqual(['sam@tracker.test']);
  });

  it('switches unclaimed to assigned when an assignee is chosen; me is the caller', async () => {
    expect(await names('?assignee=me')).toEqual(['mine']);
    expect(await names(`?assignee=${samId}`)).toEqual([]);
    expect(await names(`?assignee=${samId}&status=all`)).toEqual(['sams', 'done']);
    expect(await names(`?assignee=${samId}&status=ready`)).toEqual(['sams']);
  });

  it('filters by status, type, emails and prioritized, and pages', async () => {
    expect(await names('?status=all')).toEqual(['old-unclaimed', 'mine', 'sams', 'done', 'new-unclaimed']);
    expect(await names('?status=complete')).toEqual(['done']);
    expect(await names('?type=cart_abandoner')).toEqual(['new-unclaimed']);
    expect(await names('?status=all&emails=with')).toEqual(['sams', 'new-unclaimed']);
    expect(await names('?emails=without')).toEqual(['old-unclaimed']);
    expect(await names('?prioritized=false')).toEqual(['old-unclaimed']);
    expect(await names('?prioritized=true')).toEqual(['new-unclaimed']);
    expect(await names('?status=all&size=2&page=2')).toEqual(['sams', 'done']);
  });

  it('refuses bad filter values with 422 naming the parameter', async () => {
    for (const [query, parameter] of [
      ['assignee=bob', 'assignee'],
      ['status=pending', 'status'],
      ['type=x', 'type'],
      ['emails=some', 'emails'],
      ['order=up', 'order'],
      ['prioritized=yes', 'prioritized'],
    ]) {
      const response = await t.get(`/api/v1/admin/registrations?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors[0].source).toEqual({ parameter });
    }
  });

  it('recaps per day what was created, claimed and completed, and by whom', async () => {
    const mine = String(made.mine);
    // Only assignees may claim.
    await t.db.update(users).set({ assignee: true }).where(eq(users.id, t.adminId));
    await t.post(`/api/v1/admin/registrations/${made['old-unclaimed']}/update`, { claim: true });
    await t.post(`/api/v1/admin/registrations/${mine}/update`, { complete_all: true });
    const recap = await t.get('/api/v1/admin/registrations/recap');
    expect(recap.statusCode, recap.body).toBe(200);
    const body = recap.json();
    expect(body.data).toHaveLength(14);
    expect(body.meta.totals).toEqual({ created: 5, claimed: 1, completed: 1 });
    const today = body.data[0];
    expect(today).toMatchObject({ day: '2026-05-12', claimed: 1, completed: 1, by: [{ email: t.adminEmail, claimed: 1, completed: 1 }] });
    expect(body.data.find((d: { day: string }) => d.day === '2026-05-07').created).toBe(1);
    const ranged = await t.get('/api/v1/admin/registrations/recap?from=2026-05-10&to=2026-05-11');
    expect(ranged.json().data.map((d: { day: string }) => d.day)).toEqual(['2026-05-11', '2026-05-10']);
    expect((await t.get('/api/v1/admin/registrations/recap?from=2026-05-12&to=2026-05-01')).json().errors[0].source).toEqual({
      parameter: 'from',
    });
  });

  it('refuses a recap longer than a year, pointing at the parameter to move', async () => {
    const refused = async (query: string) => {
      const response = await t.get(`/api/v1/admin/registrations/recap?${query}`);
      expect(response.statusCode, query).toBe(422);
      return response.json().errors[0];
    };

    const hostile = await refused('from=1000-01-01&to=9000-01-01');
    expect(hostile.source).toEqual({ parameter: 'to' });
    expect(hostile.detail).toMatch(/at most 366 days/);
    // Only from given: to is today (2026-05-12), so from a year and a day before is one day too many.
    expect((await refused('from=2025-05-11')).source).toEqual({ parameter: 'from' });
    expect((await refused('to=2026-05-12&from=2025-05-11')).source).toEqual({ parameter: 'to' });
    expect((await refused('from=2026-05-12&to=2026-05-01')).detail).toMatch(/comes after/);

    const year = await t.get('/api/v1/admin/registrations/recap?from=2025-05-12');
    expect(year.statusCode, year.body).toBe(200);
    expect(year.json().data).toHaveLength(366);
  });
});

describe('registration domains set with TRACKER_REGISTRATION_DOMAINS', () => {
  let t: TestApp;
  let cookie: string;
  let companyId: number;
  let signInMeta: unknown;

  beforeAll(async () => {
    t = await createTestApp({ env: { TRACKER_REGISTRATION_DOMAINS: 'signup.brand.example, News.Brand.example' } });
    const admin = await t.createUser({ userRole: 'admin', assignee: true });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      payload: { email: admin.email, password: TEST_PASSWORD },
    });
    cookie = sessionCookieFrom(signIn);
    signInMeta = signIn.json().meta;
    companyId = await insertCompany(t.db, { name: 'Brand', domain: 'brand.test' }, t.clock.now());
  });
  afterAll(async () => {
    await t.close();
  });

  const send = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const response = await t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const domainOf = (document: { data: { attributes: { baseEmailDomain: string } } }) => document.data.attributes.baseEmailDomain;

  it('puts new inboxes on the set domains only, the first being the default', async () => {
    const chosen = await send('POST', REGISTRATIONS, { company_id: companyId, baseEmailDomain: 'news.brand.example' });
    expect(domainOf(chosen)).toBe('news.brand.example');
    expect(chosen.data.attributes.email_address).toMatch(/@news\.brand\.example$/);

    const builtIn = await send('POST', REGISTRATIONS, { company_id: companyId, baseEmailDomain: REGISTRATION_DOMAINS[1] });
    expect(domainOf(builtIn)).toBe('signup.brand.example');
    expect(builtIn.data.attributes.email_address).toMatch(/@signup\.brand\.example$/);
  });

  it('checks journeys’ base email domains against them too: created, imported, with a company and for a new inbox', async () => {
    const journey = await send('POST', '/api/v3/journeys', { company_id: companyId, baseEmailDomain: REGISTRATION_DOMAINS[0] });
    expect(domainOf(journey)).toBe('signup.brand.example');
    const inbox = await send('POST', `/api/v3/journeys/${journey.data.id}/inbox`, { baseEmailDomain: 'news.brand.example' });
    expect(domainOf(inbox)).toBe('news.brand.example');

    const imported = await send('POST', '/api/v3/admin/journeys', {
      company_id: companyId,
      journey_type: 'purchaser',
      start_date: '2026-05-01',
      end_date: '2026-05-20',
    });
    expect(domainOf(imported)).toBe('signup.brand.example');

    const company = await send('POST', '/api/v3/admin/companies', {
      domain_name: 'other-brand.test',
      journeys: ['purchaser'],
      baseEmailDomain: REGISTRATION_DOMAINS[2],
    });
    const [companyJourney] = await t.db
      .select()
      .from(journeys)
      .where(eq(journeys.companyId, Number(company.data.id)));
    expect(companyJourney?.baseEmailDomain).toBe('signup.brand.example');
  });

  it('tells the console which they are, with the signed-in user', async () => {
    const expected = { registration_domains: ['signup.brand.example', 'news.brand.example'] };
    expect((await send('GET', '/api/v1/data')).meta).toEqual(expected);
    expect(signInMeta).toEqual(expected);
  });
});
