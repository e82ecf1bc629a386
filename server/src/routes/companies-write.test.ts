import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BASE_EMAIL_DOMAIN, DEFAULT_JOURNEY_DESCRIPTION, NEW_JOURNEY_LENGTH_DAYS, startOfDayIn } from '@tracker/core';
import { companies, groupCompanies, groups, journeys } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';

const COMPANIES = '/api/v3/admin/companies';

describe('creating and editing companies', () => {
  let t: AdminApp;
  beforeAll(async () => {
    t = await createAdminApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function create(payload: Record<string, unknown>) {
    return t.post(COMPANIES, payload);
  }

  async function created(payload: Record<string, unknown>) {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const journeysOf = (companyId: number) => t.db.select().from(journeys).where(eq(journeys.companyId, companyId)).orderBy(journeys.id);

  it('creates a company by domain: normalised, named after it, active, valid, with an http:// url', async () => {
    const body = await created({ domain_name: 'HTTPS://www.NordicKnits.Test/collections/sweaters?x=1' });

    expect(body.meta).toEqual({ created: true });
    expect(body.data.attributes).toMatchObject({
      domain_name: 'nordicknits.test',
      name: 'Nordicknits',
      state: 'active',
      valid: true,
      url: 'http://nordicknits.test',
      prioritized: false,
      tags: [],
      technologies: [],
    });
    const [entry] = await t.audited('company.create', body.data.id);
    expect(entry).toMatchObject({ actorId: t.adminId, resourceType: 'companies' });
    expect(entry?.after).toMatchObject({ domainName: 'nordicknits.test' });
  });

  it('creates journeys of the asked types: upcoming, from today for 21 days, on a registration domain', async () => {
    const body = await created({
      name: 'Harbor Home',
      domain_name: 'harbor-home.test',
      description: 'Furniture',
      prioritized: true,
      journeys: ['email_subscriber', 'cart_abandoner', 'email_subscriber'],
      baseEmailDomain: 'mail.tracker.example',
    });
    const id = Number(body.data.id);

    expect(body.data.attributes).toMatchObject({ name: 'Harbor Home', description: 'Furniture', prioritized: true });
    const stored = await journeysOf(id);
    expect(stored.map((j) => j.type)).toEqual(['email_subscriber', 'cart_abandoner']);
    const today = startOfDayIn(t.clock.now());
    for (const journey of stored) {
      expect(journey).toMatchObject({
        status: 'upcoming',
        description: DEFAULT_JOURNEY_DESCRIPTION,
        baseEmailDomain: 'mail.tracker.example',
      });
      expect(journey.startDate.toISOString()).toBe(today.toISOString());
      expect(journey.endDate.getTime() - journey.startDate.getTime()).toBe(NEW_JOURNEY_LENGTH_DAYS * 86_400_000);
    }
    expect(body.included.filter((r: { type: string }) => r.type === 'journeys')).toHaveLength(2);
    expect(body.data.attributes.journey_health).toMatchObject({ email_subscriber: null, cart_abandoner: null, purchaser: 'new' });
  });

  it('puts journeys on the default domain when the given one is not a registration domain', async () => {
    const body = await created({ domain_name: 'odd-domain.test', journeys: ['purchaser'], baseEmailDomain: 'example.com' });
    const [journey] = await journeysOf(Number(body.data.id));
    expect(journey?.baseEmailDomain).toBe(DEFAULT_BASE_EMAIL_DOMAIN);
  });

  it('answers 409 naming the existing company when the domain is taken, whatever its spelling', async () => {
    const first = await created({ domain_name: 'taken.test', name: 'Taken Original' });

    const response = await create({ domain_name: 'http://WWW.taken.test/', name: 'Copy' });

    expect(response.statusCode).toBe(409);
    const [error] = response.json().errors;
    expect(error).toMatchObject({ code: 'conflict', source: { pointer: '/domain_name' } });
    expect(error.detail).toContain(`id ${first.data.id}`);
    expect(error.detail).toContain('Taken Original');
    expect(await t.db.select().from(companies).where(eq(companies.domainName, 'taken.test'))).toHaveLength(1);
  });

  it('with force, uses the existing company: adds the journeys, keeps its name, says it was not created', async () => {
    const first = await created({ domain_name: 'forced.test', name: 'Forced Original' });

    const body = await created({ domain_name: 'forced.test', name: 'Other Name', force: true, prioritized: true, journeys: ['purchaser'] });

    expect(body.meta).toEqual({ created: false });
    expect(body.data.id).toBe(first.data.id);
    expect(body.data.attributes).toMatchObject({ name: 'Forced Original', prioritized: true });
    expect((await journeysOf(Number(first.data.id))).map((j) => j.type)).toEqual(['purchaser']);
  });

  it('adds journeys to the company named by company_id, and 404s for an unknown one', async () => {
    const first = await created({ domain_name: 'by-id.test' });

    const body = await created({ company_id: Number(first.data.id), journeys: ['browse_abandoner'] });
    expect(body.data.id).toBe(first.data.id);
    expect((await journeysOf(Number(first.data.id))).map((j) => j.type)).toEqual(['browse_abandoner']);

    const missing = await create({ company_id: 999_999, journeys: ['purchaser'] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].source).toEqual({ pointer: '/company_id' });
  });

  it('refuses what is not a domain with 422 on /domain_name, and accepts a name that is one', async () => {
    const bad = await create({ domain_name: 'not a domain' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({
      source: { pointer: '/domain_name' },
      detail: '"not a domain" is not a domain name such as brand.com.',
    });

    const nameOnly = await create({ name: 'Nordic Knits' });
    expect(nameOnly.statusCode).toBe(422);
    expect(nameOnly.json().errors[0].source).toEqual({ pointer: '/domain_name' });
    expect(nameOnly.json().errors[0].detail).toContain('needs its domain');

    const nothing = await create({ description: 'no domain, no name' });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errors[0].source).toEqual({ pointer: '/domain_name' });

    const nameIsDomain = await created({ name: 'www.acme-name.test' });
    expect(nameIsDomain.data.attributes).toMatchObject({ domain_name: 'acme-name.test', name: 'Acme-name' });
  });

  it('shows one company with its groups, 404 for an unknown id and 422 for a bad one', async () => {
    const company = await created({ domain_name: 'grouped.test' });
    const [group] = await t.db.insert(groups).values({ name: 'Favourites' }).returning();
    await t.db.insert(groupCompanies).values({ groupId: group!.id, companyId: Number(company.data.id) });

    const response = await t.get(`${COMPANIES}/${company.data.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.relationships.groups.data).toEqual([{ id: String(group!.id), type: 'groups' }]);
    expect(response.json().included).toEqual([
      { id: String(group!.id), type: 'groups', attributes: { name: 'Favourites', global: true, featured: false } },
    ]);

    const missing = await t.get(`${COMPANIES}/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0]).toMatchObject({ code: 'not_found', source: { parameter: 'id' } });
    expect((await t.get(`${COMPANIES}/abc`)).statusCode).toBe(422);
  });

  it('edits every field: URLs get http://, blanks clear, valid follows state, tags are replaced', async () => {
    const company = await created({ domain_name: 'editable.test' });
    const url = `${COMPANIES}/${company.data.id}`;

    const edit = {
      type: 'retailer',
      name: 'Editable Co',
      description: 'Sells things',
      signup_url: 'editable.test/join',
      url: 'https://editable.test/',
      websiteUrl: 'www.editable.test',
      state: 'invalid',
      featured: true,
      subscription: true,
      premium: true,
      notes: 'Captcha at signup',
      good_fit: true,
      prioritized: true,
      clearbit_tags: ['E-commerce'],
      tags: ['dtc', 'sms'],
    };
    const response = await t.put(url, edit);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      ...edit,
      signup_url: 'http://editable.test/join',
      websiteUrl: 'http://www.editable.test',
      valid: false,
    });

    const again = await t.put(url, { state: 'archived', tags: ['sms', 'luxury'], description: '', url: '  ' });
    expect(again.json().data.attributes).toMatchObject({
      state: 'archived',
      valid: true,
      tags: ['luxury', 'sms'],
      description: null,
      url: null,
      name: 'Editable Co',
    });
    const [, entry] = await t.audited('company.update', company.data.id);
    expect(entry?.before).toMatchObject({ state: 'invalid', tags: ['dtc', 'sms'] });
    expect(entry?.after).toMatchObject({ state: 'archived', tags: ['luxury', 'sms'] });
  });

  it('re-normalises a changed domain, 409s when another company has it and 422s when it is not one', async () => {
    const company = await created({ domain_name: 'moving.test' });
    await created({ domain_name: 'occupied.test', name: 'Occupant' });
    const url = `${COMPANIES}/${company.data.id}`;

    const moved = await t.put(url, { domain_name: 'HTTP://WWW.Moved.Test/about' });
    expect(moved.json().data.attributes.domain_name).toBe('moved.test');

    const conflict = await t.put(url, { domain_name: 'occupied.test' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errors[0].detail).toContain('Occupant');

    const invalid = await t.put(url, { domain_name: 'ftp://moved.test' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0].source).toEqual({ pointer: '/domain_name' });

    const same = await t.put(url, { domain_name: 'moved.test', name: 'Moved' });
    expect(same.statusCode).toBe(200);
  });

  it('refuses bad edits with 422 pointers and unknown companies with 404', async () => {
    const company = await created({ domain_name: 'strict.test' });
    const blankName = await t.put(`${COMPANIES}/${company.data.id}`, { name: '  ' });
    expect(blankName.statusCode).toBe(422);
    expect(blankName.json().errors[0].source).toEqual({ pointer: '/name' });
    const badState = await t.put(`${COMPANIES}/${company.data.id}`, { state: 'deleted' });
    expect(badState.json().errors[0].source).toEqual({ pointer: '/state' });
    expect((await t.put(`${COMPANIES}/999999`, { name: 'Ghost' })).statusCode).toBe(404);
  });

  it('ranks exact name and domain matches first when searching without a sort', async () => {
    await created({ domain_name: 'aember.test', name: 'Aember Shop' });
    await created({ domain_name: 'ember.test', name: 'Ember' });

    const byName = await t.get(`${COMPANIES}?q=ember`);
    expect(byName.json().data.map((c: { attributes: { name: string } }) => c.attributes.name)).toEqual(['Ember', 'Aember Shop']);
    const byDomain = await t.get(`${COMPANIES}?q=ember.test`);
    expect(byDomain.json().data[0].attributes.name).toBe('Ember');
    const sorted = await t.get(`${COMPANIES}?q=ember&sort=name:asc`);
    expect(sorted.json().data.map((c: { attributes: { name: string } }) => c.attributes.name)).toEqual(['Aember Shop', 'Ember']);
  });
});
