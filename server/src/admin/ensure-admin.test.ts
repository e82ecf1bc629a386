import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '@tracker/core/testing';
import { auditLog, users } from '../db/schema';
import { createTestApp, sessionCookieFrom, type TestApp } from '../testing/test-app';
import { ensureAdmin } from './ensure-admin';

const PUBLIC_URL = 'https://tracker.example';
const NEW_PASSWORD = 'a brand new passphrase';

describe('recovering an admin with npm run admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const canAdminister = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: { cookie } })).statusCode;

  it('makes a demoted, archived user an active admin again, with a link that sets its password', async () => {
    const locked = await t.createUser({ userRole: 'standard', archived: true });

    const result = await ensureAdmin(t.db, { email: locked.email.toUpperCase(), publicUrl: PUBLIC_URL, clock: testClock });

    expect(result).toMatchObject({ outcome: 'promoted', userId: locked.id, email: locked.email });
    if (result.outcome === 'created') throw new Error('expected a promotion');
    const link = new URL(result.setPasswordLink);
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/reset-password`);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/password/reset',
      payload: { token: link.searchParams.get('token'), password: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await canAdminister(await t.signIn(locked.email, NEW_PASSWORD))).toBe(200);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'admin.recover'));
    expect(audit).toMatchObject({
      actorId: null,
      resourceId: String(locked.id),
      before: { userRole: 'standard', archived: true },
      after: { userRole: 'admin', archived: false },
    });
  });

  it('creates an admin for an email no account has, with a password shown once that signs in', async () => {
    const result = await ensureAdmin(t.db, { email: ' Rescue@Example.com ', publicUrl: PUBLIC_URL, clock: testClock });

    expect(result).toMatchObject({ outcome: 'created', email: 'rescue@example.com' });
    if (result.outcome !== 'created') throw new Error('expected a new admin');
    const [stored] = await t.db.select().from(users).where(eq(users.id, result.userId));
    expect(stored).toMatchObject({ userRole: 'admin', archived: false });
    expect(stored!.passwordHash).not.toContain(result.password);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      payload: { email: 'rescue@example.com', password: result.password },
    });
    expect(await canAdminister(sessionCookieFrom(signIn))).toBe(200);
  });

  it('leaves an active admin as it is, only handing out a set-password link', async () => {
    const admin = await t.createUser({ userRole: 'admin' });

    const result = await ensureAdmin(t.db, { email: admin.email, publicUrl: PUBLIC_URL, clock: testClock });

    expect(result).toMatchObject({ outcome: 'already_admin', userId: admin.id });
  });
});
