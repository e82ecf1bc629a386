import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '@tracker/core/testing';
import { users } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { insertCompany } from '../testing/company-fixtures';

const USERS = '/api/v1/admin/users';

type UserJson = { id: string; attributes: Record<string, unknown> & { email: string; policies: Record<string, string | null> } };

describe('users', () => {
  let t: AdminApp;
  beforeAll(async () => {
    t = await createAdminApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function createUser(payload: Record<string, unknown>): Promise<UserJson> {
    const response = await t.post(USERS, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }

  it('creates a user with the new-user defaults of spec section 3 and records it', async () => {
    const user = await createUser({ email: 'Ann@Customer.test', name: 'Ann' });

    expect(user.attributes).toMatchObject({
      email: 'ann@customer.test',
      name: 'Ann',
      accountStatus: 'active',
      accessLevel: 3,
      type: 'standard',
      companiesLimit: 10,
      userRole: 'standard',
      emailsAccessEndAt: TEST_NOW,
      groupsAccessEndAt: TEST_NOW,
      technologiesAccessEndAt: TEST_NOW,
      cancelable: false,
      passwordSetAt: null,
      policies: { terms_of_service: null, privacy_policy: null },
    });
    const periodEnd = new Date(TEST_NOW);
    periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 3);
    expect(user.attributes.currentPeriodEndAt).toBe(periodEnd.toISOString());
    const [entry] = await t.audited('user.create', user.id);
    expect(entry?.actorId).toBe(t.adminId);
  });

  it('refuses a taken email with 409 and a bad one with 422, both on /email', async () => {
    const taken = await t.post(USERS, { email: 'ANN@customer.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({
      source: { pointer: '/email' },
      detail: 'A user already has the email ann@customer.test.',
    });
    const bad = await t.post(USERS, { email: 'not an email' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].source).toEqual({ pointer: '/email' });
  });

  it('forces any role but admin to standard', async () => {
    const user = await createUser({ email: 'role@customer.test', userRole: 'superuser' });
    expect(user.attributes.userRole).toBe('standard');
    const promoted = (await t.patch(`${USERS}/${user.id}`, { userRole: 'admin' })).json().data;
    expect(promoted.attributes.userRole).toBe('admin');
    const demoted = (await t.patch(`${USERS}/${user.id}`, { userRole: 'owner' })).json().data;
    expect(demoted.attributes.userRole).toBe('standard');
  });

  it('skips an update with an empty email, saving nothing of it, and says why', async () => {
    const user = await createUser({ email: 'skip@customer.test', name: 'Before' });
    const response = await t.patch(`${USERS}/${user.id}`, { email: '', name: 'After', archived: true });

    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({ skipped: true, message: 'Nothing was saved: the email address is empty.' });
    const stored = (await t.get(`${USERS}/${user.id}`)).json().data;
    expect(stored.attributes).toMatchObject({ name: 'Before', archived: false, email: 'skip@customer.test' });
  });

  it('edits the fields staff edit, and toggles access: on moves the end date to the period end, off to now', async () => {
    const user = await createUser({ email: 'edit@customer.test' });
    const fields = {
      name: 'Edie',
      companyName: 'Customer Inc',
      archived: true,
      accountStatus: 'past_due',
      accessLevel: 5,
      type: 'team',
      companiesLimit: 3,
      assignee: true,
    };
    const response = await t.patch(`${USERS}/${user.id}`, { ...fields, emailsAccess: true, groupsAccess: false, termsOfService: true });
    expect(response.statusCode, response.body).toBe(200);
    const a = response.json().data.attributes;
    expect(a).toMatchObject(fields);
    expect(a.emailsAccessEndAt).toBe(a.currentPeriodEndAt);
    expect(a.groupsAccessEndAt).toBe(TEST_NOW);
    expect(a.policies).toEqual({ terms_of_service: TEST_NOW, privacy_policy: null });

    const withdrawn = (await t.patch(`${USERS}/${user.id}`, { termsOfService: false, emailsAccess: false })).json().data.attributes;
    expect(withdrawn.policies.terms_of_service).toBeNull();
    expect(withdrawn.emailsAccessEndAt).toBe(TEST_NOW);
  });

  it('turns an access on for 3 months from now when the current period has already ended, and keeps it on', async () => {
    const user = await createUser({ email: 'lapsed@period.test' });
    const ended = '2026-02-01T00:00:00.000Z';
    await t.patch(`${USERS}/${user.id}`, { currentPeriodEndAt: ended });

    const response = await t.patch(`${USERS}/${user.id}`, { emailsAccess: true });

    expect(response.statusCode, response.body).toBe(200);
    const threeMonthsAhead = '2026-08-12T12:00:00.000Z';
    expect(response.json().data.attributes).toMatchObject({
      emailsAccessEndAt: threeMonthsAhead,
      currentPeriodEndAt: ended,
      groupsAccessEndAt: TEST_NOW,
    });
    const stored = (await t.get(`${USERS}/${user.id}`)).json().data.attributes;
    expect(stored.emailsAccessEndAt).toBe(threeMonthsAhead);
    expect(new Date(stored.emailsAccessEndAt) > new Date(TEST_NOW)).toBe(true);
  });

  it('filters the list by any part of the email and pages it', async () => {
    const list = (await t.get(`${USERS}?email=CUSTOMER.test&size=2`)).json();
    expect(list.data.map((u: UserJson) => u.attributes.email)).toEqual(['ann@customer.test', 'edit@customer.test']);
    expect(list.meta).toMatchObject({ page: 1, size: 2, total: 4 });
    const second = (await t.get(`${USERS}?email=customer.test&size=2&page=2`)).json();
    expect(second.data.map((u: UserJson) => u.attributes.email)).toEqual(['role@customer.test', 'skip@customer.test']);
    expect((await t.get(`${USERS}?sort=password:asc`)).statusCode).toBe(422);
  });

  it('finds a user by the exact email, in any case, however many others contain it', async () => {
    for (const email of [
      'jo@exact.test',
      'ajo@exact.test',
      'bjo@exact.test',
      'cjo@exact.test',
      'djo@exact.test',
      'ejo@exact.test',
      'jo@exact.test.example',
    ]) {
      await createUser({ email });
    }
    const emails = async (query: string) => (await t.get(`${USERS}?${query}`)).json().data.map((u: UserJson) => u.attributes.email);

    expect(await emails('email=jo@exact.test&size=5')).not.toContain('jo@exact.test');
    expect(await emails('email=JO@Exact.test&email_match=exact')).toEqual(['jo@exact.test']);
    expect(await emails('email=o@exact.test&email_match=exact')).toEqual([]);
    expect(await emails('email=jo_exact.test&email_match=exact')).toEqual([]);
    expect((await t.get(`${USERS}?email=jo@exact.test&email_match=equals`)).statusCode).toBe(422);
  });

  it('tracks companies up to companiesLimit, and untracks', async () => {
    const user = await createUser({ email: 'tracker@customer.test', companiesLimit: 2 });
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(await insertCompany(t.db, { name: `Tracked ${n}`, domain: `tracked${n}.test` }, t.clock.now()));
    const track = (companyId: number) => t.post(`${USERS}/${user.id}/track`, { company_id: companyId });

    expect((await track(ids[0]!)).statusCode).toBe(200);
    expect((await track(ids[0]!)).json().data.attributes.tracked_companies_count).toBe(1);
    expect((await track(ids[1]!)).statusCode).toBe(200);
    const over = await track(ids[2]!);
    expect(over.statusCode).toBe(409);
    expect(over.json().errors[0].detail).toContain('already tracks 2 companies, its limit');

    const detail = (await t.get(`${USERS}/${user.id}`)).json();
    expect(
      detail.included
        .filter((r: { type: string }) => r.type === 'companies')
        .map((r: { attributes: { name: string } }) => r.attributes.name),
    ).toEqual(['Tracked 1', 'Tracked 2']);

    const untracked = await t.delete(`${USERS}/${user.id}/track?company_id=${ids[0]}`);
    expect(untracked.json().data.attributes.tracked_companies_count).toBe(1);
    expect((await track(ids[2]!)).statusCode).toBe(200);
    expect((await t.post(`${USERS}/${user.id}/track`, { company_id: 999999 })).json().errors[0].source).toEqual({ pointer: '/company_id' });
  });

  it('cancels a subscription only with the exact email typed, and only when cancelable', async () => {
    const user = await createUser({ email: 'subscriber@customer.test' });
    const plans = (confirm: string) => t.delete(`/api/v2/admin/users/${user.id}/plans?confirm_email=${encodeURIComponent(confirm)}`);
    expect((await plans('subscriber@customer.test')).json().errors[0].detail).toBe('This user has no subscription to cancel.');

    await t.db
      .update(users)
      .set({ stripeSubscriptionId: 'sub_123' })
      .where(eq(users.id, Number(user.id)));
    const mismatch = await plans('subscriber@customer.tes');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors[0]).toMatchObject({
      detail: 'Email address did not match. Please try again.',
      source: { parameter: 'confirm_email' },
    });
    expect((await t.get(`${USERS}/${user.id}`)).json().data.attributes.cancelable).toBe(true);

    const cancelled = await plans('subscriber@customer.test');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.attributes).toMatchObject({ stripeCancelAtPeriodEnd: true, cancelable: false });
    const again = await plans('subscriber@customer.test');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].detail).toBe('The subscription already ends at the end of its period.');
  });

  it('records a deletion request once, with the server saying why a second one fails', async () => {
    const user = await createUser({ email: 'leaving@customer.test' });
    const first = await t.post('/api/v3/user/deletion-request', { user_id: Number(user.id) });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.attributes.deletionRequestedAt).toBe(TEST_NOW);
    const second = await t.post('/api/v3/user/deletion-request', { user_id: Number(user.id) });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].detail).toBe(`Deletion of leaving@customer.test was already requested on ${TEST_NOW.slice(0, 10)}.`);
    expect((await t.post('/api/v3/user/deletion-request', { user_id: 999999 })).json().errors[0].source).toEqual({ pointer: '/user_id' });
  });

  it('deletes a user but not the signed-in admin', async () => {
    const user = await createUser({ email: 'gone@customer.test' });
    expect((await t.delete(`${USERS}/${user.id}`)).statusCode).toBe(204);
    expect((await t.get(`${USERS}/${user.id}`)).statusCode).toBe(404);
    const self = await t.delete(`${USERS}/${t.adminId}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().errors[0].detail).toBe('You cannot delete your own account.');
  });
});
