import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@tracker/core';
import { createTestApp, type TestApp } from '../testing/test-app';

/** An id no row has, so an admin's call cannot delete anything the walk still needs. */
const PLACEHOLDER = '999999';

function placeholderUrl(endpoint: Endpoint): string {
  return `/api${endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, PLACEHOLDER)}`;
}

describe('access to every endpoint', () => {
  let t: TestApp;
  let standardCookie: string;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    standardCookie = await t.sessionFor(await t.createUser({ userRole: 'standard' }));
    adminCookie = await t.signIn((await t.createUser({ userRole: 'admin' })).email);
  });
  afterAll(async () => {
    await t.close();
  });

  it('turns away anonymous callers with 401 and standard users of admin endpoints with 403', async () => {
    const guarded = Object.entries(endpoints as Record<string, Endpoint>).filter(([, e]) => e.access !== 'public');
    const call = (endpoint: Endpoint, cookie?: string) =>
      t.app.inject({
        method: endpoint.method,
        url: placeholderUrl(endpoint),
        headers: cookie ? { cookie } : {},
        ...(endpoint.body ? { payload: {} } : {}),
      });

    const mismatches: string[] = [];
    for (const [name, endpoint] of guarded) {
      const anonymous = (await call(endpoint)).statusCode;
      const standard = (await call(endpoint, standardCookie)).statusCode;
      const admin = (await call(endpoint, adminCookie)).statusCode;
      const standardExpected = endpoint.access === 'admin' ? standard === 403 : standard !== 401 && standard !== 403;
      if (anonymous !== 401) mismatches.push(`${name}: anonymous got ${anonymous}, expected 401`);
      if (!standardExpected) mismatches.push(`${name} (${endpoint.access}): standard user got ${standard}`);
      if (admin === 401 || admin === 403) mismatches.push(`${name}: admin got ${admin}`);
    }

    expect(guarded.filter(([, e]) => e.access === 'admin').length).toBeGreaterThan(0);
    expect(guarded.filter(([, e]) => e.access === 'signed_in').length).toBeGreaterThan(0);
    expect(mismatches).toEqual([]);
  });
});
