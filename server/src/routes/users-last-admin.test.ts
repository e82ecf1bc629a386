import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';

const USERS = '/api/v1/admin/users';

describe('the last active admin', () => {
  let t: AdminApp;
  let otherAdmin: number;

  beforeAll(async () => {
    t = await createAdminApp();
    const created = await t.post(USERS, { email: 'second-admin@tracker.test', userRole: 'admin' });
    expect(created.statusCode, created.body).toBe(201);
    otherAdmin = Number(created.json().data.id);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.db.update(users).set({ userRole: 'admin', archived: false }).where(eq(users.id, t.adminId));
    await t.db.update(users).set({ userRole: 'admin', archived: false }).where(eq(users.id, otherAdmin));
  });

  /**
   * One request changed an admin; the other, whose transaction waited on the admin rows' locks, is
   * the 409. (Had the first committed before the second was even signed in, the second's actor may
   * no longer be an admin: a 403, as safe.)
   */
  function expectOneThroughOneRefused(responses: LightMyRequestResponse[]): void {
    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.filter((status) => status === 200 || status === 204),
      responses.map((r) => r.body).join('\n'),
    ).toHaveLength(1);
    expect(statuses.filter((status) => status === 409 || status === 403)).toHaveLength(1);
  }

  async function activeAdmins(): Promise<number[]> {
    const rows = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userRole, 'admin'), eq(users.archived, false)));
    return rows.map((row) => row.id);
  }

  it('cannot be made standard, archived or deleted: 409 saying why, and the admin keeps its access', async () => {
    await t.db.update(users).set({ userRole: 'standard' }).where(eq(users.id, otherAdmin));

    const demoted = await t.patch(`${USERS}/${t.adminId}`, { userRole: 'standard' });
    const archived = await t.patch(`${USERS}/${t.adminId}`, { archived: true });

    for (const response of [demoted, archived]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().errors[0].detail).toMatch(/last active admin.*Make another user an admin first/);
    }
    expect(await activeAdmins()).toEqual([t.adminId]);
    expect((await t.get(USERS)).statusCode).toBe(200);
  });

  it('can step down while another active admin remains', async () => {
    const demoted = await t.patch(`${USERS}/${t.adminId}`, { userRole: 'standard' });

    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(await activeAdmins()).toEqual([otherAdmin]);
  });

  it('survives two parallel demotions of the last two admins: one passes, the other is a 409', async () => {
    const [first, second] = await Promise.all([
      t.patch(`${USERS}/${t.adminId}`, { userRole: 'standard' }),
      t.patch(`${USERS}/${otherAdmin}`, { userRole: 'standard' }),
    ]);

    expectOneThroughOneRefused([first!, second!]);
    expect(await activeAdmins()).toHaveLength(1);
  });

  it('survives an archive and a delete of the last two admins in parallel', async () => {
    await t.db.update(users).set({ userRole: 'standard' }).where(eq(users.id, otherAdmin));
    const third = Number((await t.post(USERS, { email: 'third-admin@tracker.test', userRole: 'admin' })).json().data.id);

    const [archived, deleted] = await Promise.all([t.patch(`${USERS}/${t.adminId}`, { archived: true }), t.delete(`${USERS}/${third}`)]);

    expectOneThroughOneRefused([archived, deleted]);
    expect(await activeAdmins()).toHaveLength(1);
  });
});
