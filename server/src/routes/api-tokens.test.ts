import { and, eq } from 'drizzle-orm';
import { daysAhead } from '@tracker/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, auditLog } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('API tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  type Created = { data: { id: string; attributes: { name: string; expiresAt: string } }; meta: { token: string } };
  async function createToken(cookie: string, name = 'cron') {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/tokens', headers: { cookie }, payload: { name } });
    expect(response.statusCode).toBe(201);
    return response.json() as Created;
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  /** A token created with another token (a child of it). */
  async function createChild(parentSecret: string, payload: { name: string; expiresInDays?: number }) {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/tokens', headers: bearer(parentSecret), payload });
    expect(response.statusCode).toBe(201);
    return response.json() as Created;
  }

  it('creates a token that works as a bearer credential and is listed without its secret', async () => {
    const admin = await t.createUser({ userRole: 'admin' });
    const cookie = await t.signIn(admin.email);

    const created = await createToken(cookie);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: bearer(created.meta.token) });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/tokens', headers: bearer(created.meta.token) });

    expect(me.statusCode).toBe(200);
    expect(me.json().data.attributes.email).toBe(admin.email);
    expect(list.json().data).toEqual([expect.objectContaining({ id: created.data.id, type: 'api_tokens' })]);
    expect(list.json().data[0].attributes.lastUsedAt).not.toBeNull();
    expect(list.body).not.toContain(created.meta.token);
    const [row] = await t.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, Number(created.data.id)));
    expect(row?.tokenHash).not.toBe(created.meta.token);
  });

  it('revokes a token by id; it then gets 401', async () => {
    const admin = await t.createUser({ userRole: 'admin' });
    const cookie = await t.signIn(admin.email);
    const created = await createToken(cookie);

    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/v1/tokens/${created.data.id}`, headers: { cookie } });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: bearer(created.meta.token) });

    expect(revoke.statusCode).toBe(204);
    expect(me.statusCode).toBe(401);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.resourceType, 'api_tokens'), eq(auditLog.resourceId, created.data.id)));
    expect(actions.map((a) => a.action)).toEqual(['api_token.create', 'api_token.revoke']);
  });

  it("does not let one admin revoke another's token", async () => {
    const owner = await t.createUser({ userRole: 'admin' });
    const other = await t.createUser({ userRole: 'admin' });
    const created = await createToken(await t.signIn(owner.email));

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/tokens/${created.data.id}`,
      headers: { cookie: await t.signIn(other.email) },
    });

    expect(response.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: bearer(created.meta.token) })).statusCode).toBe(200);
  });

  it('revokes the token a request comes with (trackctl logout)', async () => {
    const admin = await t.createUser({ userRole: 'admin' });
    const created = await createToken(await t.signIn(admin.email));

    const revoke = await t.app.inject({ method: 'DELETE', url: '/api/v1/tokens/current', headers: bearer(created.meta.token) });

    expect(revoke.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: bearer(created.meta.token) })).statusCode).toBe(401);
  });

  it('rejects expired and made-up tokens, and a bad bearer does not fall back to the cookie', async () => {
    const admin = await t.createUser({ userRole: 'admin' });
    const cookie = await t.signIn(admin.email);
    const created = await createToken(cookie);
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(apiTokens.id, Number(created.data.id)));

    const expired = await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: bearer(created.meta.token) });
    const madeUp = await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: { ...bearer('trk_nope'), cookie } });

    expect(expired.statusCode).toBe(401);
    expect(madeUp.statusCode).toBe(401);
  });

  it('expires every token: after 90 days unless asked otherwise, and refuses it from then on', async () => {
    const admin = await t.createUser({ userRole: 'admin' });
    const cookie = await t.signIn(admin.email);

    const standard = await createToken(cookie);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tokens',
      headers: { cookie },
      payload: { name: 'weekly', expiresInDays: 7 },
    });

    expect(standard.data.attributes.expiresAt).toBe(daysAhead(t.clock.now(), 90).toISOString());
    expect(asked.json().data.attributes.expiresAt).toBe(daysAhead(t.clock.now(), 7).toISOString());
    const later = await t.buildApp({ clock: { now: () => daysAhead(t.clock.now(), 90) } });
    try {
      const expired = await later.inject({ method: 'GET', url: '/api/v1/data', headers: bearer(standard.meta.token) });
      expect(expired.statusCode).toBe(401);
    } finally {
      await later.close();
    }
  });

  it('keeps a token made with another token from outliving it', async () => {
    const admin = await t.createUser({ userRole: 'admin' });
    const cookie = await t.signIn(admin.email);
    const parent = (
      await t.app.inject({ method: 'POST', url: '/api/v1/tokens', headers: { cookie }, payload: { name: 'ci', expiresInDays: 10 } })
    ).json() as Created;

    const child = await createChild(parent.meta.token, { name: 'ci job', expiresInDays: 365 });
    const shorter = await createChild(parent.meta.token, { name: 'ci step', expiresInDays: 2 });

    expect(child.data.attributes.expiresAt).toBe(parent.data.attributes.expiresAt);
    expect(shorter.data.attributes.expiresAt).toBe(daysAhead(t.clock.now(), 2).toISOString());
  });

  it('revokes the tokens made with a token, at any depth, when it is revoked', async () => {
    const admin = await t.createUser({ userRole: 'admin' });
    const cookie = await t.signIn(admin.email);
    const parent = await createToken(cookie, 'ci');
    const child = await createChild(parent.meta.token, { name: 'ci job' });
    const grandchild = await createChild(child.meta.token, { name: 'ci step' });
    const unrelated = await createToken(cookie, 'laptop');

    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/v1/tokens/${parent.data.id}`, headers: { cookie } });

    expect(revoke.statusCode).toBe(204);
    for (const token of [parent, child, grandchild]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: bearer(token.meta.token) })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/data', headers: bearer(unrelated.meta.token) })).statusCode).toBe(200);
  });

  it('marks the token the list is asked with as current', async () => {
    const admin = await t.createUser({ userRole: 'admin' });
    const cookie = await t.signIn(admin.email);
    const mine = await createToken(cookie, 'trackctl on laptop');
    await createToken(cookie, 'cron');

    const withToken = await t.app.inject({ method: 'GET', url: '/api/v1/tokens', headers: bearer(mine.meta.token) });
    const withCookie = await t.app.inject({ method: 'GET', url: '/api/v1/tokens', headers: { cookie } });

    const current = (body: { data: { attributes: { name: string; current: boolean } }[] }) =>
      body.data.filter((d) => d.attributes.current).map((d) => d.attributes.name);
    expect(current(withToken.json())).toEqual(['trackctl on laptop']);
    expect(current(withCookie.json())).toEqual([]);
  });

  it('refuses a term of days that is not a whole number from 1 to 3650, pointing at /expiresInDays', async () => {
    const admin = await t.createUser({ userRole: 'admin' });
    const cookie = await t.signIn(admin.email);

    for (const expiresInDays of [0, 1.5, 3651]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/tokens',
        headers: { cookie },
        payload: { name: 'x', expiresInDays },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].source).toEqual({ pointer: '/expiresInDays' });
    }
  });

  it('rejects a token with a name missing, pointing at /name', async () => {
    const admin = await t.createUser({ userRole: 'admin' });

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tokens',
      headers: { cookie: await t.signIn(admin.email) },
      payload: { name: '  ' },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail: 'Name the token', source: { pointer: '/name' } });
  });

  it('answers a non-numeric token id with 422 naming the parameter', async () => {
    const admin = await t.createUser({ userRole: 'admin' });

    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/tokens/abc', headers: { cookie: await t.signIn(admin.email) } });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source).toEqual({ parameter: 'id' });
  });
});
