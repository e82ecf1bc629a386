import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  daysAhead,
  INVALID_CREDENTIALS_MESSAGE,
  minutesAhead,
  SESSION_COOKIE,
  SESSION_TTL_DAYS,
  SESSIONS_PER_USER,
  SIGN_IN_ATTEMPTS,
  SIGN_IN_ATTEMPTS_PER_ADDRESS,
  SIGN_IN_SLOWDOWN_AFTER,
  SIGN_IN_WINDOW_MINUTES,
  type Clock,
} from '@tracker/core';
import { TEST_NOW } from '@tracker/core/testing';
import { auditLog, sessions, signInAttempts, users } from '../db/schema';
import { SIGN_IN_ATTEMPTS_KEPT_DAYS } from '../services/sign-in-throttle';
import { createTestApp, sessionCookieFrom, TEST_PASSWORD, type TestApp } from '../testing/test-app';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs in with a cookie the page scripts cannot read, and reports the admin flag', async () => {
    const admin = await t.createUser({ userRole: 'admin', name: 'Ada' });

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      payload: { email: admin.email.toUpperCase(), password: TEST_PASSWORD },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: String(admin.id), type: 'users', attributes: { email: admin.email, admin: true } });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SESSION_TTL_DAYS * 86400 });
    expect(cookie?.secure).toBeFalsy();
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, admin.id));
    expect(stored.map((s) => s.tokenHash)).not.toContain(cookie?.value);

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: { cookie: sessionCookieFrom(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.attributes).toEqual({ email: admin.email, name: 'Ada', userRole: 'admin', admin: true });
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
    const proxied = await t.buildApp({ env: { TRUST_PROXY: '1' } });
    try {
      const user = await t.createUser();
      const response = await proxied.inject({
        method: 'POST',
        url: '/api/v1/sessions',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('lets a standard user holding a session see itself, with admin false', async () => {
    const cookie = await t.sessionFor(await t.createUser({ userRole: 'standard' }));

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: { cookie } });

    expect(me.json().data.attributes).toMatchObject({ userRole: 'standard', admin: false });
  });

  it("answers a customer's right password as it answers an unknown email, and opens no session", async () => {
    const customer = await t.createUser({ userRole: 'standard' });
    const signIn = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/sessions', remoteAddress: '10.44.0.1', payload: { email, password: TEST_PASSWORD } });

    const asCustomer = await signIn(customer.email);
    const asNobody = await signIn('nobody-here@example.com');

    expect(asCustomer.statusCode).toBe(401);
    expect(asCustomer.json().errors).toEqual(asNobody.json().errors);
    expect(asCustomer.cookies).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, customer.id))).toEqual([]);
  });

  it(`keeps at most SESSIONS_PER_USER sessions per user, ending the oldest`, async () => {
    const user = await t.createUser();
    const cookies: string[] = [];
    for (let i = 0; i < SESSIONS_PER_USER + 2; i += 1) cookies.push(await t.signIn(user.email));
    const works = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: { cookie } })).statusCode === 200;

    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(SESSIONS_PER_USER);
    expect([await works(cookies[0]!), await works(cookies[1]!), await works(cookies[2]!), await works(cookies.at(-1)!)]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const user = await t.createUser();

    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      remoteAddress: '10.0.0.1',
      payload: { email: user.email, password: 'not the password' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      remoteAddress: '10.0.0.1',
      payload: { email: 'nobody@example.com', password: TEST_PASSWORD },
    });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json().errors[0]).toMatchObject({ code: 'unauthenticated', detail: INVALID_CREDENTIALS_MESSAGE });
    expect(unknownEmail.json().errors).toEqual(wrongPassword.json().errors);
    expect(wrongPassword.cookies).toEqual([]);
  });

  it('refuses archived users even with the right password', async () => {
    const user = await t.createUser({ archived: true });

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      payload: { email: user.email, password: TEST_PASSWORD },
    });

    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].detail).toBe(INVALID_CREDENTIALS_MESSAGE);
  });

  it('rejects a malformed email with 422 pointing at /email', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { email: 'not-an-email', password: 'x' } });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        status: '422',
        code: 'invalid_input',
        detail: 'Enter a valid email address',
        source: { pointer: '/email' },
      }),
    ]);
  });

  it('stops sign-in attempts after too many failures, with Retry-After', async () => {
    const user = await t.createUser();
    const attempt = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/sessions', remoteAddress: '10.0.0.99', payload: { email: user.email, password } });
    for (let i = 0; i < SIGN_IN_ATTEMPTS; i += 1) expect((await attempt('wrong password')).statusCode).toBe(401);

    const blocked = await attempt(TEST_PASSWORD);

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors[0]).toMatchObject({ status: '429', code: 'rate_limited' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.cookies).toEqual([]);
  });

  it('limits per IP address too, across different emails', async () => {
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/sessions',
        remoteAddress: '10.0.0.77',
        payload: { email: `ghost${i}@example.com`, password: 'x' },
      });
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_ADDRESS; i += 1) expect((await attempt(i)).statusCode).toBe(401);

    expect((await attempt(99)).statusCode).toBe(429);
  });

  it('counts the address a trusted proxy saw, not the X-Forwarded-For the client made up (TRUST_PROXY=1)', async () => {
    const proxied = await t.buildApp({ env: { TRUST_PROXY: '1' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        // The client forges an address; the proxy, the only hop, appends the one it saw.
        const response = await proxied.inject({
          method: 'POST',
          url: '/api/v1/sessions',
          remoteAddress: '10.0.9.1',
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.9` },
          payload: { email: `forger${i}@example.com`, password: 'wrong password' },
        });
        statuses.push(response.statusCode);
      }

      expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_ATTEMPTS_PER_ADDRESS);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40 - SIGN_IN_ATTEMPTS_PER_ADDRESS);
    } finally {
      await proxied.close();
    }
  });

  it('counts an IPv6 client by its /64, whichever address of it each attempt comes from', async () => {
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/sessions',
        remoteAddress: `2001:db8:66:1::${(i + 1).toString(16)}`,
        payload: { email: `v6-${i}@example.com`, password: 'x' },
      });
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_ADDRESS; i += 1) expect((await attempt(i)).statusCode).toBe(401);

    expect((await attempt(99)).statusCode).toBe(429);
    const otherNetwork = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      remoteAddress: '2001:db8:66:2::1',
      payload: { email: 'v6-other@example.com', password: 'x' },
    });
    expect(otherNetwork.statusCode).toBe(401);
  });

  it('refuses parallel attempts past the limit without checking their passwords', async () => {
    const user = await t.createUser();
    // The throttle is under test, not the request queue, which on PGlite would turn most of a burst
    // without a session away (503) before it reached the throttle.
    const app = await t.buildApp({ env: { TRACKER_MAX_PENDING_REQUESTS: '0' } });
    const attempts = Array.from({ length: SIGN_IN_ATTEMPTS + 8 }, () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/sessions',
        remoteAddress: '10.0.0.66',
        payload: { email: user.email, password: 'wrong password' },
      }),
    );

    const statuses = (await Promise.all(attempts)).map((r) => r.statusCode);
    await app.close();

    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_ATTEMPTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
  });

  it('lets the owner in from an address that has not failed while failures for the email pile up elsewhere, only slowed down', async () => {
    const user = await t.createUser();
    const attempt = (address: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/sessions', remoteAddress: address, payload: { email: user.email, password } });
    const attackers = Array.from({ length: SIGN_IN_SLOWDOWN_AFTER + 3 }, (_, i) => `10.1.0.${i + 1}`);
    for (const address of attackers) expect((await attempt(address, 'wrong password')).statusCode).toBe(401);
    t.pauses.length = 0;

    const owner = await attempt('10.2.0.1', TEST_PASSWORD);

    expect(owner.statusCode).toBe(200);
    expect(t.pauses).toEqual([3000]);
    expect((await attempt('10.1.0.1', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('signs out: the cookie is cleared and no longer works', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.email);

    const signOut = await t.app.inject({ method: 'DELETE', url: '/api/v1/sessions', headers: { cookie } });

    expect(signOut.statusCode).toBe(204);
    expect(signOut.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.actorId, user.id));
    expect(audit.map((a) => a.action)).toEqual(['session.create', 'session.delete']);
    expect(audit[0]?.after).toMatchObject({ userId: user.id });
    expect(JSON.stringify(audit)).not.toMatch(/tokenHash|tracker_session/);
  });

  it('signs out without a session too', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/sessions' });

    expect(response.statusCode).toBe(204);
  });

  it('answers the current user as sign-in does, by cookie and by token alike', async () => {
    const admin = await t.createUser({ userRole: 'admin', name: 'Grace' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      payload: { email: admin.email, password: TEST_PASSWORD },
    });
    const cookie = sessionCookieFrom(signIn);
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/tokens', headers: { cookie }, payload: { name: 'me' } });
    const bearer = { authorization: `Bearer ${(created.json() as { meta: { token: string } }).meta.token}` };

    const byCookie = await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: { cookie } });
    const byToken = await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: bearer });

    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.body).toBe(signIn.body);
    expect(byToken.body).toBe(signIn.body);
  });

  it('reads the account again on every request: a new name shows, a role taken or an archive refuses the next one', async () => {
    const admin = await t.createUser({ userRole: 'admin', name: 'Before' });
    const cookie = await t.signIn(admin.email);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

    await t.db.update(users).set({ name: 'After' }).where(eq(users.id, admin.id));
    expect((await get('/api/v1/data')).json().data.attributes).toMatchObject({ name: 'After', admin: true });
    expect((await get('/api/v3/admin/companies')).statusCode).toBe(200);

    await t.db.update(users).set({ userRole: 'standard' }).where(eq(users.id, admin.id));
    expect((await get('/api/v1/data')).json().data.attributes).toMatchObject({ userRole: 'standard', admin: false });
    expect((await get('/api/v3/admin/companies')).statusCode).toBe(403);

    await t.db.update(users).set({ archived: true }).where(eq(users.id, admin.id));
    expect((await get('/api/v1/data')).statusCode).toBe(401);
  });

  it('rejects an expired session', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.email);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(sessions.userId, user.id));

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: { cookie } });

    expect(me.statusCode).toBe(401);
    expect(me.json().errors[0].code).toBe('unauthenticated');
  });

  describe('by the app clock', () => {
    const at = (instant: Date): Clock => ({ now: () => new Date(instant.getTime()) });
    async function requestAt(clock: Clock, send: (app: FastifyInstance) => Promise<LightMyRequestResponse>) {
      const app = await t.buildApp({ clock });
      try {
        return await send(app);
      } finally {
        await app.close();
      }
    }

    it('clears out old sign-in attempts, failed ones too, once the clock has moved past a pruning interval', async () => {
      const clock = { current: new Date(TEST_NOW), now: () => new Date(clock.current.getTime()) };
      const app = await t.buildApp({ clock });
      const attempt = () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/sessions',
          remoteAddress: '10.45.0.1',
          payload: { email: 'pruned@example.com', password: 'wrong password' },
        });
      const attemptsFor = async () =>
        (await t.db.select().from(signInAttempts).where(eq(signInAttempts.email, 'pruned@example.com'))).length;
      try {
        await attempt();
        await attempt();
        expect(await attemptsFor()).toBe(2);

        clock.current = daysAhead(clock.current, SIGN_IN_ATTEMPTS_KEPT_DAYS + 1);
        await attempt();

        expect(await attemptsFor()).toBe(1);
      } finally {
        await app.close();
      }
    });

    it('keeps a session until the last millisecond before SESSION_TTL_DAYS days have passed, and dates its audit entry', async () => {
      const user = await t.createUser();
      const cookie = await t.signIn(user.email);
      const expiry = daysAhead(new Date(TEST_NOW), SESSION_TTL_DAYS);
      const me = (clock: Clock) => requestAt(clock, (app) => app.inject({ method: 'GET', url: '/api/v1/data', headers: { cookie } }));

      expect((await me(at(new Date(expiry.getTime() - 1)))).statusCode).toBe(200);
      expect((await me(at(expiry))).statusCode).toBe(401);
      const [created] = await t.db.select().from(auditLog).where(eq(auditLog.actorId, user.id));
      expect(created?.createdAt.toISOString()).toBe(TEST_NOW);
    });

    it('lets sign-in through again once the throttle window has passed since the failures', async () => {
      const user = await t.createUser();
      const attempt = (app: FastifyInstance, password: string) =>
        app.inject({ method: 'POST', url: '/api/v1/sessions', remoteAddress: '10.0.0.55', payload: { email: user.email, password } });
      for (let i = 0; i < SIGN_IN_ATTEMPTS; i += 1) expect((await attempt(t.app, 'wrong password')).statusCode).toBe(401);
      const windowEnd = minutesAhead(new Date(TEST_NOW), SIGN_IN_WINDOW_MINUTES);

      const blocked = await requestAt(at(new Date(windowEnd.getTime() - 1000)), (app) => attempt(app, TEST_PASSWORD));
      const allowed = await requestAt(at(windowEnd), (app) => attempt(app, TEST_PASSWORD));

      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe('1');
      expect(allowed.statusCode).toBe(200);
    });
  });

  it('refuses a write from another site but lets the same origin and header-less clients through', async () => {
    const user = await t.createUser();
    const signInWith = (headers?: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/sessions', headers, payload: { email: user.email, password: TEST_PASSWORD } });

    const foreignOrigin = await signInWith({ host: 'tracker.example', origin: 'https://evil.example' });
    const crossSite = await signInWith({ 'sec-fetch-site': 'cross-site' });
    const sameOrigin = await signInWith({ host: 'tracker.example', origin: 'http://tracker.example', 'sec-fetch-site': 'same-origin' });
    const script = await signInWith();
    // Same host, another scheme or port: another origin (this request came over http on the default port).
    const otherScheme = await signInWith({ host: 'tracker.example', origin: 'https://tracker.example' });
    const otherPort = await signInWith({ host: 'tracker.example', origin: 'http://tracker.example:8080' });

    expect(foreignOrigin.statusCode).toBe(403);
    expect(foreignOrigin.json().errors[0]).toMatchObject({ status: '403', code: 'cross_site' });
    expect(crossSite.statusCode).toBe(403);
    expect(sameOrigin.statusCode).toBe(200);
    expect(script.statusCode).toBe(200);
    expect([otherScheme.statusCode, otherPort.statusCode]).toEqual([403, 403]);
  });

  it('names the cookie __Host- and marks it Secure when the public URL is https, and reads it back', async () => {
    const app = await t.buildApp({ env: { TRACKER_PUBLIC_URL: 'https://tracker.example' } });
    try {
      const user = await t.createUser();
      const signIn = await app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { email: user.email, password: TEST_PASSWORD } });
      const cookie = signIn.cookies.find((c) => c.name === `__Host-${SESSION_COOKIE}`);

      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(cookie?.domain).toBeUndefined();
      const me = await app.inject({ method: 'GET', url: '/api/v1/data', headers: { cookie: `__Host-${SESSION_COOKIE}=${cookie?.value}` } });
      expect(me.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a cross-site sign-out and a cross-site read alike', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.email);

    const read = await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    const signOut = await t.app.inject({ method: 'DELETE', url: '/api/v1/sessions', headers: { cookie, 'sec-fetch-site': 'cross-site' } });

    expect(read.statusCode).toBe(403);
    expect(signOut.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: { cookie } })).statusCode).toBe(200);
  });
});
