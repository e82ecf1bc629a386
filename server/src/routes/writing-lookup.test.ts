import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminApp, type AdminApp } from '../testing/admin-app';

/** The spec's lookup is a GET, and with `stats` it writes: another site must not be able to make an admin's browser send it. */
describe('the writing company lookup', () => {
  let t: AdminApp;
  let cookie: string;
  const url = '/api/v3/admin/companies/lookup?q=acme.example&stats=true';
  beforeAll(async () => {
    t = await createAdminApp();
    expect((await t.post('/api/v3/admin/companies', { name: 'Acme', domain_name: 'acme.example' })).statusCode).toBe(201);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      payload: { email: t.adminEmail, password: 'correct horse battery staple' },
    });
    cookie = signIn.headers['set-cookie']!.toString().split(';')[0]!;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is refused when a page on another site navigates the browser to it', async () => {
    const crossSite = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    const sameSite = await t.app.inject({ method: 'GET', url, headers: { cookie, 'sec-fetch-site': 'same-site' } });
    const foreignOrigin = await t.app.inject({ method: 'GET', url, headers: { cookie, origin: 'https://evil.example' } });
    const enrichment = await t.app.inject({
      method: 'GET',
      url: '/api/v3/admin/companies/lookup?q=acme.example&clearbit=true',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });

    for (const response of [crossSite, sameSite, foreignOrigin, enrichment]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0]).toMatchObject({ code: 'cross_site' });
    }
  });

  it('works from the console itself, typed in the address bar, and with a bearer token from anywhere', async () => {
    const fromConsole = await t.app.inject({ method: 'GET', url, headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    const typed = await t.app.inject({ method: 'GET', url, headers: { cookie, 'sec-fetch-site': 'none' } });
    const token = (await t.post('/api/v1/tokens', { name: 'script' })).json().meta.token as string;
    const script = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'sec-fetch-site': 'same-site' } });

    expect([fromConsole.statusCode, typed.statusCode, script.statusCode]).toEqual([200, 200, 200]);
  });
});
