import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../auth/secret-hash';
import { auditLog, passwordResets } from '../db/schema';
import { INVALID_RESET_TOKEN_MESSAGE } from '../services/password-reset-service';
import { createTestApp, type TestApp } from '../testing/test-app';

const NEW_PASSWORD = 'a brand new passphrase';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Asks for a reset, then waits for the work done after the answer (the lookup, the token, the mail). */
  const forgot = async (email: string) => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/v1/password/forgot', headers: { host: 'console.example:3000' }, payload: { email } });
    await t.app.services.passwordResets.settled();
    return answer;
  };
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/v1/password/reset', payload: { token, password } });
  const tokenFromLastMail = () => {
    const link = /(\S+\/reset-password\?token=\S+)/.exec(t.mailer.sent.at(-1)?.text ?? '')?.[1];
    if (!link) throw new Error('No reset link was mailed');
    return { link, token: new URL(link).searchParams.get('token') ?? '' };
  };

  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const user = await t.createUser();
    const before = t.mailer.sent.length;

    const known = await forgot(user.email);
    const unknown = await forgot('nobody@example.com');

    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(t.mailer.sent.slice(before).map((m) => m.to)).toEqual([user.email]);
  });

  it("builds the link on the server's own address, never on the Host header the caller sent", async () => {
    const user = await t.createUser();

    await t.app.inject({ method: 'POST', url: '/api/v1/password/forgot', headers: { host: 'evil.example' }, payload: { email: user.email } });
    await t.app.services.passwordResets.settled();

    expect(tokenFromLastMail().link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]+$/);
  });

  it('builds the link on the configured public URL when there is one', async () => {
    const app = await t.buildApp({ env: { TRACKER_PUBLIC_URL: 'https://tracker.example.com/' } });
    try {
      const user = await t.createUser();

      await app.inject({ method: 'POST', url: '/api/v1/password/forgot', headers: { host: 'attacker.example' }, payload: { email: user.email } });
      await app.services.passwordResets.settled();

      expect(tokenFromLastMail().link).toMatch(/^https:\/\/tracker\.example\.com\/reset-password\?token=[\w-]+$/);
    } finally {
      await app.close();
    }
  });

  it('resets the password once, signs the user out everywhere, and lets the new password in', async () => {
    const user = await t.createUser();
    const oldSession = await t.signIn(user.email);
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/tokens', headers: { cookie: oldSession }, payload: { name: 'trackctl' } });
    const apiToken = (created.json() as { meta: { token: string } }).meta.token;
    await forgot(user.email);
    const { token } = tokenFromLastMail();

    const first = await reset(token);

    expect(first.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: { cookie: oldSession } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: { authorization: `Bearer ${apiToken}` } })).statusCode).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { email: user.email, password: NEW_PASSWORD } });
    expect(signIn.statusCode).toBe(200);

    const second = await reset(token, 'yet another passphrase');
    expect(second.statusCode).toBe(422);
    expect(second.json().errors[0]).toMatchObject({ code: 'invalid_input', detail: INVALID_RESET_TOKEN_MESSAGE, source: { pointer: '/token' } });

    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.resourceType, 'users'), eq(auditLog.resourceId, String(user.id))));
    expect(audit.map((a) => a.action)).toEqual(['password.reset_request', 'password.reset']);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('rejects an expired token', async () => {
    const user = await t.createUser();
    const token = 'expired-token-0123456789abcdef';
    await t.db.insert(passwordResets).values({ userId: user.id, tokenHash: hashSecret(token), expiresAt: new Date(t.clock.now().getTime() - 1000) });

    const response = await reset(token);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source).toEqual({ pointer: '/token' });
  });

  it('rejects an unknown token and a too-short password with pointers', async () => {
    const unknown = await reset('no-such-token-0123456789abcdef');
    const shortPassword = await reset('no-such-token-0123456789abcdef', 'short');

    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].source).toEqual({ pointer: '/token' });
    expect(shortPassword.statusCode).toBe(422);
    expect(shortPassword.json().errors[0].source).toEqual({ pointer: '/password' });
  });

  it('stores only a hash of the token', async () => {
    const user = await t.createUser();
    await forgot(user.email);
    const { token } = tokenFromLastMail();

    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));

    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashSecret(token));
  });
});
