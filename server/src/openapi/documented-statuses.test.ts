import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@tracker/core';
import { createTestApp, type TestApp } from '../testing/test-app';
import { buildOpenApiDocument } from './build-openapi-document';

/** An id no row has, so an admin's call cannot change anything the walk still needs. */
const PLACEHOLDER = '999999';

function url(endpoint: Endpoint, id = PLACEHOLDER): string {
  return `/api${endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, id)}`;
}

/** The requests of the walk for one endpoint: each caller it has, and the ways a write or an id can go wrong. */
function requests(endpoint: Endpoint, cookies: { standard: string; admin: string }): InjectOptions[] {
  const { method } = endpoint;
  const payload = endpoint.body ? { payload: {} } : {};
  // Public endpoints are called without a session, so signing out cannot end the admin's.
  const callers = endpoint.access === 'public' ? [{}] : [{}, { cookie: cookies.standard }, { cookie: cookies.admin }];
  const caller = endpoint.access === 'public' ? {} : { cookie: cookies.admin };
  const write = method !== 'GET';
  return [
    ...callers.map((headers) => ({ method, url: url(endpoint), headers, ...payload })),
    ...(write
      ? [
          { method, url: url(endpoint), headers: { ...caller, origin: 'https://elsewhere.example' }, ...payload },
          { method, url: url(endpoint), headers: { ...caller, 'content-type': 'application/json' }, payload: '{"name": ' },
          { method, url: url(endpoint), headers: { ...caller, 'content-type': 'text/plain' }, payload: 'name=x' },
        ]
      : []),
    ...(endpoint.path.includes('/:') ? [{ method, url: url(endpoint, 'x'), headers: caller, ...payload }] : []),
  ];
}

describe('the statuses the API answers', () => {
  let t: TestApp;
  let cookies: { standard: string; admin: string };
  beforeAll(async () => {
    t = await createTestApp();
    cookies = {
      standard: await t.sessionFor(await t.createUser({ userRole: 'standard' })),
      admin: await t.signIn((await t.createUser({ userRole: 'admin' })).email),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('are served in the document the linter and the typed client check', async () => {
    const served = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { cookie: cookies.admin } });

    expect(served.json()).toEqual(JSON.parse(JSON.stringify(await buildOpenApiDocument())));
  });

  it('are each documented for the operation that answered them', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { cookie: cookies.admin } })).json();
    const answered = new Set<number>();
    const undocumented: string[] = [];
    for (const [name, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
      const path = `/api${endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`;
      const documented = Object.keys(document.paths[path][endpoint.method.toLowerCase()].responses);
      for (const request of requests(endpoint, cookies)) {
        const { statusCode } = await t.app.inject(request);
        answered.add(statusCode);
        if (!documented.includes(String(statusCode))) undocumented.push(`${name}: ${statusCode} for ${JSON.stringify(request)}`);
      }
    }

    expect([...answered]).toEqual(expect.arrayContaining([200, 204, 400, 401, 403, 404, 415, 422]));
    expect(undocumented).toEqual([]);
  });
});
