import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorDocument } from '@tracker/core';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createTestApp, type TestApp } from './testing/test-app';
import { createWebDist } from './testing/web-dist';
import { SERVER_VERSION } from './version';

describe('the app', () => {
  let t: TestApp;
  const webDist = createWebDist({ 'app-1234.js': 'console.log("app")' });
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    webDist.remove();
  });

  it('reports health without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: SERVER_VERSION, runtime: process.version });
  });

  it('sends security headers with a strict Content Security Policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self';img-src 'self' data: https:;style-src 'self' 'unsafe-inline';frame-src 'self' blob: data:;" +
        "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    // Nothing may frame the console: the CSP and the older header agree.
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    // Over plain http, no HSTS (a local console must not be pinned to https).
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS on answers that came over https through a trusted proxy', async () => {
    const proxied = await t.buildApp({ env: { TRUST_PROXY: '1' } });
    try {
      const response = await proxied.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });

  it('tags every response with a request id, keeping a sane one from the caller', async () => {
    const generated = await t.app.inject({ method: 'GET', url: '/api/health' });
    const passedOn = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'edge-42.abc' } });
    const forged = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b\nfake log line' } });

    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(passedOn.headers['x-request-id']).toBe('edge-42.abc');
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown API path with a JSON:API 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v9/nothing-here' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    const body = ErrorDocument.parse(response.json());
    expect(body.errors[0]).toMatchObject({ status: '404', code: 'not_found' });
    expect(body.meta?.requestId).toBe(response.headers['x-request-id']);
  });

  it('hides the internals of a failure, logs its stack, and gives the request id', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'error' }), db: t.db, logger: { stream }, mailer: t.mailer });
    app.get('/api/explode', async () => {
      throw new Error('connection to db-7.internal refused');
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/explode' });

      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('db-7.internal');
      const body = ErrorDocument.parse(response.json());
      const requestId = response.headers['x-request-id'] as string;
      expect(body.meta?.requestId).toBe(requestId);
      expect(body.errors[0]).toMatchObject({ status: '500', code: 'internal', title: 'Something went wrong' });
      expect(body.errors[0]?.detail).toContain(requestId);
      const logged = lines.map((l) => JSON.parse(l)).find((l) => l.reqId === requestId && l.level === 50);
      expect(logged?.err.stack).toContain('db-7.internal');
    } finally {
      await app.close();
    }
  });

  it('answers malformed JSON, a wrong content type and an oversized body with 4xx documents', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.c',
    });
    const oversized = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      payload: { email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/sessions' });

    expect([malformed.statusCode, wrongType.statusCode, oversized.statusCode, missing.statusCode]).toEqual([400, 415, 413, 422]);
    for (const response of [malformed, wrongType, oversized, missing]) {
      expect(ErrorDocument.safeParse(response.json()).success).toBe(true);
    }
  });

  it('serves the OpenAPI 3.1 document and its reference page to admins only', async () => {
    const anonymous = [
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' }),
      await t.app.inject({ method: 'GET', url: '/api/docs/' }),
    ];
    const standardCookie = await t.sessionFor(await t.createUser({ userRole: 'standard' }));
    const standard = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { cookie: standardCookie } });
    const cookie = await t.signIn((await t.createUser({ userRole: 'admin' })).email);
    const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { cookie } });
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/', headers: { cookie } });

    expect(anonymous.map((r) => r.statusCode)).toEqual([401, 401]);
    expect(standard.statusCode).toBe(403);

    expect(document.statusCode).toBe(200);
    expect(document.json().openapi).toBe('3.1.0');
    expect(Object.keys(document.json().paths)).toEqual(expect.arrayContaining(['/api/v1/sessions', '/api/v1/tokens/{id}', '/api/health']));
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('serves the web app, with index.html for deep links', async () => {
    const app = await t.buildApp({ webDist: webDist.dir });
    try {
      const deepLink = await app.inject({ method: 'GET', url: '/companies/12?tab=journeys' });
      const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      const missingAsset = await app.inject({ method: 'GET', url: '/assets/gone.js' });
      const unknownApi = await app.inject({ method: 'GET', url: '/api/nope' });

      expect(deepLink.statusCode).toBe(200);
      expect(deepLink.headers['content-type']).toContain('text/html');
      expect(deepLink.body).toContain('<title>Tracker console</title>');
      expect(deepLink.headers['cache-control']).toBe('no-cache');
      expect(asset.body).toBe('console.log("app")');
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(missingAsset.statusCode).toBe(404);
      expect(unknownApi.statusCode).toBe(404);
      expect(unknownApi.json().errors[0].code).toBe('not_found');
    } finally {
      await app.close();
    }
  });

  it('says to build the web app when its build is missing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/registrations' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('npm run build');
  });
});
