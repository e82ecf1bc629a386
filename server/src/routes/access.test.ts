import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@tracker/core';
import { signatureFor } from '../inbound/webhook-signature';
import { createTestApp, type TestApp } from '../testing/test-app';

const INBOUND_SECRET = 'the access test shared secret';

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
    t = await createTestApp({ env: { TRACKER_INBOUND_SECRET: INBOUND_SECRET } });
    standardCookie = await t.sessionFor(await t.createUser({ userRole: 'standard' }));
    adminCookie = await t.signIn((await t.createUser({ userRole: 'admin' })).email);
  });
  afterAll(async () => {
    await t.close();
  });

  it('turns away anonymous callers with 401, standard users of admin endpoints with 403, and sessions on signed ones with 401', async () => {
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
      if (endpoint.access === 'signature') {
        // Signed by a machine: no session opens it, and a good signature does.
        for (const cookie of [undefined, standardCookie, adminCookie]) {
          const status = (await call(endpoint, cookie)).statusCode;
          if (status !== 401) mismatches.push(`${name}: ${cookie ? 'a session' : 'anonymous'} got ${status}, expected 401`);
        }
        const body = Buffer.from('Subject: signed\r\n\r\n');
        const signed = await t.app.inject({
          method: endpoint.method,
          url: placeholderUrl(endpoint),
          headers: { 'content-type': 'message/rfc822', 'x-tracker-signature': signatureFor(INBOUND_SECRET, body) },
          payload: body,
        });
        if (signed.statusCode === 401 || signed.statusCode === 403) mismatches.push(`${name}: signed request got ${signed.statusCode}`);
        continue;
      }
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
    expect(guarded.filter(([, e]) => e.access === 'signature').length).toBeGreaterThan(0);
    expect(mismatches).toEqual([]);
  });
});
