import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@tracker/core';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { sessionCookieFrom, TEST_PASSWORD } from '../testing/test-app';
import { validRequest } from '../testing/valid-request';

/** Spellings Number() reads as 1 (`1%20` arrives as "1 "): none of them is the id 1. */
const NOT_IDS = ['0x1', '1%20', '%201', '+1', '1.0', '01', '1e0', '0', '-1'];

/**
 * Every route of the endpoint table with a numeric id in its path, walked by itself: a route added
 * later is checked without a line written for it. Row 1 of every kind exists (the demo data), so a
 * spelling read as 1 would reach it. A numeric id refuses them all with a 422 naming the parameter;
 * an email's `{guid}`/`{id}`, which takes a guid too, finds no email by them: 404 for each.
 */
describe('numeric ids in paths', () => {
  let t: AdminApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createAdminApp({ demoData: true });
    cookie = sessionCookieFrom(
      await t.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { email: t.adminEmail, password: TEST_PASSWORD } }),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('are only plain digits: every other spelling of 1 is refused alike (422, or 404 where a guid is also taken) on every route with an id', async () => {
    const failures: string[] = [];
    let walked = 0;
    for (const [name, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
      const valid = validRequest(endpoint, '1');
      const numeric = Object.keys(valid.params).filter((param) => valid.params[param] === '1');
      for (const param of numeric) {
        walked += 1;
        const statuses = new Set<number>();
        for (const spelling of NOT_IDS) {
          const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, key: string) =>
            key === param ? spelling : valid.params[key]!,
          );
          const query = new URLSearchParams(valid.query).toString();
          const request: InjectOptions = {
            method: endpoint.method,
            url: `/api${path}${query ? `?${query}` : ''}`,
            headers: { cookie },
            ...(endpoint.body ? { payload: valid.body as InjectOptions['payload'] } : {}),
          };
          const response = await t.app.inject(request);
          statuses.add(response.statusCode);
          const named = response.statusCode !== 422 || response.json().errors[0]?.source?.parameter === param;
          if (![404, 422].includes(response.statusCode) || !named)
            failures.push(`${name} ${param}=${spelling}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
        if (statuses.size > 1) failures.push(`${name} ${param}: answers ${[...statuses].join(' and ')}, not one way`);
      }
    }
    expect(walked).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  });
});
