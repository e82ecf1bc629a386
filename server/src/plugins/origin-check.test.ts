import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { sessionCookieFrom, TEST_PASSWORD } from '../testing/test-app';

describe('an API request a browser says comes from another site', () => {
  let t: AdminApp;
  let cookie: string;
  const reads = ['/api/v1/admin/registrations/recap', '/api/v1/data', '/api/health', '/api/v3/admin/companies'];

  beforeAll(async () => {
    t = await createAdminApp();
    cookie = sessionCookieFrom(
      await t.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { email: t.adminEmail, password: TEST_PASSWORD } }),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('is refused, reads included, with an error saying why', async () => {
    for (const url of reads) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.headers['content-type']).toMatch(/^application\/(vnd\.api\+)?json/);
      expect(response.json().errors[0]).toMatchObject({ status: '403', code: 'cross_site', detail: expect.stringMatching(/other sites/) });
    }
  });

  it('passes from the console, a sibling site, the address bar, and clients that send no such header (trackctl)', async () => {
    for (const site of ['same-origin', 'same-site', 'none', undefined]) {
      for (const url of reads) {
        const headers = { cookie, ...(site === undefined ? {} : { 'sec-fetch-site': site }) };
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, `${url} ${site}`).toBe(200);
      }
    }
  });
});
