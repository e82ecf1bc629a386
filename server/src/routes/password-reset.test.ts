import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock, minutesAhead } from '@tracker/core';
import { TEST_NOW } from '@tracker/core/testing';
import { hashSecret } from '../auth/secret-hash';
import { auditLog, passwordResets, users } from '../db/schema';
import { INVALID_RESET_TOKEN_MESSAGE, RESEND_INTERVAL_MINUTES } from '../services/password-reset-service';
import {
  PASSWORD_RESET_REQUESTS_PER_ADDRESS,
  PASSWORD_RESET_REQUESTS_PER_EMAIL,
  PASSWORD_RESET_WINDOW_MINUTES,
} from '../services/password-reset-throttle';
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
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/password/forgot',
      headers: { host: 'console.example:3000' },
      payload: { email },
    });
    await t.app.services.passwordResets.settled();
    return answer;
  };
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/v1/password/reset', payload: { token, password } });
  /** Asks for a reset from a client address, of the test's app or another one (at another time). */
  const ask = (email: string, remoteAddress: string, app: FastifyInstance = t.app) =>
    app.inject({ method: 'POST', url: '/api/v1/password/forgot', remoteAddress, payload: { email } });
  /** Sends with an app whose clock reads `minutes` after TEST_NOW, over the same database. */
  const minutesLater = async (minutes: number, send: (app: FastifyInstance) => Promise<LightMyRequestResponse>) => {
    const app = await t.buildApp({ clock: fixedClock(minutesAhead(new Date(TEST_NOW), minutes).toISOString()) });
    try {
      return await send(app);
    } finally {
      await app.close();
    }
  };
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

  it('answers before it looks the email up, so a slow lookup cannot tell which emails exist', async () => {
    const user = await t.createUser();
    const before = t.mailer.sent.length;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // The lookup waits for the test's word: a handler that looked the email up before answering would not answer.
    const lookup = t.app.repositories.users.findByEmail;
    const stalled = vi.spyOn(t.app.repositories.users, 'findByEmail').mockImplementation(async (...args) => {
      await released;
      return lookup(...args);
    });
    let timer: NodeJS.Timeout | undefined;
    const tooLate = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('no answer within 2 s'), 2000)));
    try {
      const answer = await Promise.race([ask(user.email, '10.5.0.1').then((r) => r.statusCode), tooLate]);

      expect(answer).toBe(202);
      expect(stalled).toHaveBeenCalledWith(user.email);
      expect(t.mailer.sent.length).toBe(before);
    } finally {
      clearTimeout(timer);
      release();
      stalled.mockRestore();
    }
    await t.app.services.passwordResets.settled();
    expect(t.mailer.sent.slice(before).map((m) => m.to)).toEqual([user.email]);
  });

  it('refuses more requests for one email from one address within the window, alike whether an account uses it', async () => {
    const user = await t.createUser();
    const unknown = 'nobody-at-all@example.com';
    for (let i = 0; i < PASSWORD_RESET_REQUESTS_PER_EMAIL; i += 1) {
      expect((await ask(user.email, '10.6.0.1')).statusCode).toBe(202);
      expect((await ask(unknown, '10.6.0.2')).statusCode).toBe(202);
    }

    const known = await ask(user.email, '10.6.0.1');
    const stranger = await ask(unknown, '10.6.0.2');

    expect(known.statusCode).toBe(429);
    expect(known.headers['retry-after']).toBe(String(PASSWORD_RESET_WINDOW_MINUTES * 60));
    expect(known.json().errors).toEqual([
      expect.objectContaining({
        status: '429',
        code: 'rate_limited',
        detail: 'Too many password reset requests. Try again in 60 minutes.',
      }),
    ]);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.headers['retry-after']).toBe(known.headers['retry-after']);
    expect(stranger.json().errors).toEqual(known.json().errors);

    const aMinuteShort = await minutesLater(PASSWORD_RESET_WINDOW_MINUTES - 1, (app) => ask(user.email, '10.6.0.1', app));
    expect(aMinuteShort.statusCode).toBe(429);
    expect(aMinuteShort.headers['retry-after']).toBe('60');
    const windowPassed = await minutesLater(PASSWORD_RESET_WINDOW_MINUTES, (app) => ask(user.email, '10.6.0.1', app));
    expect(windowPassed.statusCode).toBe(202);
  });

  it("lets nobody else spend an owner's requests: the owner still gets a link after others asked for its email", async () => {
    const owner = await t.createUser();
    // Others ask for the owner's email from addresses of their own, as often as the limits let them, all at once.
    await Promise.all(
      ['10.9.0.1', '10.9.0.2'].flatMap((attacker) =>
        Array.from({ length: PASSWORD_RESET_REQUESTS_PER_EMAIL }, () => ask(owner.email, attacker)),
      ),
    );
    await t.app.services.passwordResets.settled();
    const mailedToOwner = () => t.mailer.sent.filter((m) => m.to === owner.email).length;
    // However many asked, the owner's inbox got one link (still valid), not one per request.
    expect(mailedToOwner()).toBe(1);

    const byOwner = await minutesLater(RESEND_INTERVAL_MINUTES, async (app) => {
      const answer = await ask(owner.email, '10.9.9.9', app);
      await app.services.passwordResets.settled();
      return answer;
    });

    expect(byOwner.statusCode).toBe(202);
    expect(mailedToOwner()).toBe(2);
  });

  it("mails a customer's (standard user's) email no link, as an unknown email gets none, and a link mailed before a demotion stops working", async () => {
    const customer = await t.createUser({ userRole: 'standard' });
    const before = t.mailer.sent.length;

    const asked = await forgot(customer.email);

    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual((await forgot('no-account-here@example.com')).json());
    expect(t.mailer.sent.length).toBe(before);
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, customer.id))).toEqual([]);

    const demoted = await t.createUser();
    await forgot(demoted.email);
    const { token } = tokenFromLastMail();
    await t.db.update(users).set({ userRole: 'standard' }).where(eq(users.id, demoted.id));
    const response = await reset(token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail: INVALID_RESET_TOKEN_MESSAGE, source: { pointer: '/token' } });
  });

  it('does the same work for an unknown email as for a known one: the same lookups, insert and audit entry', async () => {
    const user = await t.createUser();
    const spies = [
      vi.spyOn(t.app.repositories.users, 'findByEmail'),
      vi.spyOn(t.app.repositories.passwordResets, 'findLatestByUser'),
      vi.spyOn(t.app.repositories.passwordResets, 'createIfUserExists'),
      vi.spyOn(t.app.repositories.audit, 'insert'),
    ];
    /** How many times each of them ran for one request. */
    const record = async (email: string) => {
      for (const spy of spies) spy.mockClear();
      await forgot(email);
      return spies.map((spy) => spy.mock.calls.length);
    };
    try {
      const known = await record(user.email);
      const unknown = await record('never-registered@example.com');

      expect(known).toEqual([1, 1, 1, 1]);
      expect(unknown).toEqual(known);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('refuses a client address past its requests within the window, whatever the emails, and lets other addresses ask', async () => {
    for (let i = 0; i < PASSWORD_RESET_REQUESTS_PER_ADDRESS; i += 1) {
      expect((await ask(`someone${i}@example.com`, '10.7.0.1')).statusCode).toBe(202);
    }

    const refused = await ask('someone-else@example.com', '10.7.0.1');
    const elsewhere = await ask('someone-else@example.com', '10.7.0.2');

    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(PASSWORD_RESET_WINDOW_MINUTES * 60));
    expect(elsewhere.statusCode).toBe(202);
    const windowPassed = await minutesLater(PASSWORD_RESET_WINDOW_MINUTES, (app) => ask('someone-else@example.com', '10.7.0.1', app));
    expect(windowPassed.statusCode).toBe(202);
  });

  it('counts an IPv6 client by its /64, so a new address in the same network asks on the same quota', async () => {
    for (let i = 0; i < PASSWORD_RESET_REQUESTS_PER_ADDRESS; i += 1) {
      expect((await ask(`v6-${i}@example.com`, `2001:db8:7:1::${(i + 1).toString(16)}`)).statusCode).toBe(202);
    }

    expect((await ask('v6-more@example.com', '2001:db8:7:1:ffff::1')).statusCode).toBe(429);
    expect((await ask('v6-more@example.com', '2001:db8:7:2::1')).statusCode).toBe(202);
  });

  it('counts parallel requests one after the other, so none slips past the limit', async () => {
    // The throttle is under test, not the request queue, which would turn most of a burst without a
    // session away (503) before it reached the throttle.
    const app = await t.buildApp({ env: { TRACKER_MAX_PENDING_REQUESTS: '0' } });
    const requests = Array.from({ length: PASSWORD_RESET_REQUESTS_PER_EMAIL + 3 }, () => ask('in-a-hurry@example.com', '10.8.0.1', app));

    const statuses = (await Promise.all(requests)).map((r) => r.statusCode);
    await app.services.passwordResets.settled();
    await app.close();

    expect(statuses.filter((s) => s === 202)).toHaveLength(PASSWORD_RESET_REQUESTS_PER_EMAIL);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it("builds the link on the server's own address, never on the Host header the caller sent", async () => {
    const user = await t.createUser();

    await t.app.inject({
      method: 'POST',
      url: '/api/v1/password/forgot',
      headers: { host: 'evil.example' },
      payload: { email: user.email },
    });
    await t.app.services.passwordResets.settled();

    expect(tokenFromLastMail().link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]+$/);
  });

  it('builds the link on the configured public URL when there is one', async () => {
    const app = await t.buildApp({ env: { TRACKER_PUBLIC_URL: 'https://tracker.example.com/' } });
    try {
      const user = await t.createUser();

      await app.inject({
        method: 'POST',
        url: '/api/v1/password/forgot',
        headers: { host: 'attacker.example' },
        payload: { email: user.email },
      });
      await app.services.passwordResets.settled();

      expect(tokenFromLastMail().link).toMatch(/^https:\/\/tracker\.example\.com\/reset-password\?token=[\w-]+$/);
    } finally {
      await app.close();
    }
  });

  it('resets the password once, signs the user out everywhere, and lets the new password in', async () => {
    const user = await t.createUser();
    const oldSession = await t.signIn(user.email);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tokens',
      headers: { cookie: oldSession },
      payload: { name: 'trackctl' },
    });
    const apiToken = (created.json() as { meta: { token: string } }).meta.token;
    await forgot(user.email);
    const { token } = tokenFromLastMail();

    const first = await reset(token);

    expect(first.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: { cookie: oldSession } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: { authorization: `Bearer ${apiToken}` } })).statusCode).toBe(
      401,
    );
    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { email: user.email, password: NEW_PASSWORD } });
    expect(signIn.statusCode).toBe(200);

    const second = await reset(token, 'yet another passphrase');
    expect(second.statusCode).toBe(422);
    expect(second.json().errors[0]).toMatchObject({
      code: 'invalid_input',
      detail: INVALID_RESET_TOKEN_MESSAGE,
      source: { pointer: '/token' },
    });

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceType, 'users'), eq(auditLog.resourceId, String(user.id))));
    expect(audit.map((a) => a.action)).toEqual(['password.reset_request', 'password.reset']);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('rejects an expired token', async () => {
    const user = await t.createUser();
    const token = 'expired-token-0123456789abcdef';
    await t.db
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: hashSecret(token), expiresAt: new Date(t.clock.now().getTime() - 1000) });

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
