import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, groupCompanies, users } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { insertCompany } from '../testing/company-fixtures';

const GROUPS = '/api/v3/groups';

type GroupJson = {
  id: string;
  attributes: { name: string; global: boolean; featured: boolean; companies_count: number; users: Array<{ email: string }> };
};

describe('groups', () => {
  let t: AdminApp;
  const companyIds: number[] = [];
  beforeAll(async () => {
    t = await createAdminApp();
    await t.db.insert(users).values([{ email: 'ann@customer.test' }, { email: 'Bob@Customer.test' }]);
    const now = t.clock.now();
    for (const [name, domain] of [
      ['Alpha', 'alpha.test'],
      ['Bravo', 'bravo.test'],
      ['Charlie', 'charlie.test'],
    ]) {
      companyIds.push(await insertCompany(t.db, { name: name!, domain: domain! }, now));
    }
  });
  afterAll(async () => {
    await t.close();
  });

  async function createGroup(payload: Record<string, unknown>): Promise<GroupJson> {
    const response = await t.post(GROUPS, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }

  const names = async (query: string) => ((await t.get(`${GROUPS}${query}`)).json().data as GroupJson[]).map((g) => g.attributes.name);

  it('creates a group with its users by email, global by default, and records it', async () => {
    const group = await createGroup({ name: 'Retail watch', user_email: 'ANN@customer.test, bob@customer.test' });

    expect(group.attributes).toMatchObject({ name: 'Retail watch', global: true, featured: false, companies_count: 0 });
    expect(group.attributes.users.map((u) => u.email)).toEqual(['ann@customer.test', 'Bob@Customer.test']);
    const [entry] = await t.audited('group.create', group.id);
    expect(entry?.actorId).toBe(t.adminId);
  });

  it('refuses an unknown user email with 422 on /user_email naming it, and a blank name on /name', async () => {
    const response = await t.post(GROUPS, { name: 'Nobody', user_email: ['ann@customer.test', 'ghost@customer.test'] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      source: { pointer: '/user_email' },
      detail: 'No user has the email ghost@customer.test.',
    });
    expect(await names('?q=nobody')).toEqual([]);

    const blank = await t.post(GROUPS, { name: ' ' });
    expect(blank.json().errors[0].source).toEqual({ pointer: '/name' });
    const badEmail = await t.post(GROUPS, { name: 'X', user_email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(422);
  });

  it('lists by name (default), filters by global, featured, q and company, and sorts', async () => {
    const local = await createGroup({ name: 'a local one', global: false });
    const featured = await createGroup({ name: 'Zeta featured', featured: true });
    await t.post(`${GROUPS}/${featured.id}/companies`, { company_id: companyIds[0] });
    await t.post(`${GROUPS}/${featured.id}/companies`, { company_id: companyIds[1] });
    await t.post(`${GROUPS}/${local.id}/companies`, { company_id: companyIds[1] });

    const all = (await t.get(GROUPS)).json();
    expect(all.data.map((g: GroupJson) => g.attributes.name)).toEqual(['a local one', 'Retail watch', 'Zeta featured']);
    expect(all.meta).toEqual({ page: 1, size: 100, total: 3, pages: 1 });
    expect(await names('?global=true')).toEqual(['Retail watch', 'Zeta featured']);
    expect(await names('?global=false')).toEqual(['a local one']);
    expect(await names('?featured=true')).toEqual(['Zeta featured']);
    expect(await names('?q=RETAIL')).toEqual(['Retail watch']);
    expect(await names(`?company_id=${companyIds[1]}`)).toEqual(['a local one', 'Zeta featured']);
    expect(await names(`?company_id=${companyIds[2]}`)).toEqual([]);
    expect(await names('?sort=name:desc')).toEqual(['Zeta featured', 'Retail watch', 'a local one']);
    expect(await names('?sort=companies_count:desc')).toEqual(['Zeta featured', 'a local one', 'Retail watch']);
    expect(await names('?size=1&page=2')).toEqual(['Retail watch']);
    expect((await t.get(`${GROUPS}?size=101`)).statusCode).toBe(422);
    expect((await t.get(`${GROUPS}?sort=secret:asc`)).json().errors[0].source).toEqual({ parameter: 'sort' });
  });

  it('shows and edits a group; user_email replaces its users', async () => {
    const group = await createGroup({ name: 'Editable', user_email: ['ann@customer.test'] });
    const url = `${GROUPS}/${group.id}`;

    const response = await t.patch(url, { name: 'Edited', global: false, featured: true, user_email: 'bob@customer.test' });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      name: 'Edited',
      global: false,
      featured: true,
      users: [{ email: 'Bob@Customer.test' }],
    });
    expect((await t.get(url)).json().data.attributes.name).toBe('Edited');
    const untouched = await t.patch(url, { featured: false });
    expect(untouched.json().data.attributes).toMatchObject({ name: 'Edited', featured: false, users: [{ email: 'Bob@Customer.test' }] });
    const cleared = await t.patch(url, { user_email: [] });
    expect(cleared.json().data.attributes.users).toEqual([]);

    const unknown = await t.patch(url, { user_email: 'ghost@customer.test' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].source).toEqual({ pointer: '/user_email' });
    expect((await t.get(`${GROUPS}/999999`)).statusCode).toBe(404);
    expect((await t.patch(`${GROUPS}/999999`, { name: 'Ghost' })).statusCode).toBe(404);
  });

  it('adds companies idempotently, lists them, removes them, and 404s for unknown groups or companies', async () => {
    const group = await createGroup({ name: 'Members' });
    const url = `${GROUPS}/${group.id}/companies`;

    const added = await t.post(url, { company_id: companyIds[2] });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.attributes.companies_count).toBe(1);
    const again = await t.post(url, { company_id: String(companyIds[2]), user_email: 'ann@customer.test' });
    expect(again.json().data.attributes.companies_count).toBe(1);
    await t.post(url, { company_id: companyIds[0], user_email: 'ann@customer.test' });
    const [ann] = await t.db.select().from(users).where(eq(users.email, 'ann@customer.test'));
    const [link] = await t.db
      .select()
      .from(groupCompanies)
      .where(and(eq(groupCompanies.groupId, Number(group.id)), eq(groupCompanies.companyId, companyIds[0]!)));
    expect(link?.addedById).toBe(ann!.id);

    const listed = (await t.get(url)).json();
    expect(listed.data.map((c: { attributes: { name: string } }) => c.attributes.name)).toEqual(['Alpha', 'Charlie']);
    expect(listed.meta).toEqual({ page: 1, size: 25, total: 2, pages: 1 });

    const removed = await t.delete(`${url}?company_id=${companyIds[2]}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.attributes.companies_count).toBe(1);
    expect((await t.delete(`${url}?company_id=${companyIds[2]}`)).statusCode).toBe(200);
    expect((await t.get(url)).json().data.map((c: { attributes: { name: string } }) => c.attributes.name)).toEqual(['Alpha']);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.resourceId, group.id))).map((e) => e.action);
    expect(actions.sort()).toEqual(['group.add_company', 'group.add_company', 'group.create', 'group.remove_company']);

    const unknownCompany = await t.post(url, { company_id: 999999 });
    expect(unknownCompany.statusCode).toBe(404);
    expect(unknownCompany.json().errors[0].source).toEqual({ pointer: '/company_id' });
    expect((await t.post(`${GROUPS}/999999/companies`, { company_id: companyIds[0] })).statusCode).toBe(404);
    expect((await t.get(`${GROUPS}/999999/companies`)).statusCode).toBe(404);
    expect((await t.delete(`${GROUPS}/999999/companies?company_id=${companyIds[0]}`)).statusCode).toBe(404);
    expect((await t.delete(`${url}?company_id=999999`)).statusCode).toBe(404);
    expect((await t.delete(url)).statusCode).toBe(422);
    expect((await t.post(url, { company_id: companyIds[1], user_email: 'ghost@customer.test' })).statusCode).toBe(422);
  });
});
