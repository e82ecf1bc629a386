import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ErrorDocument } from '@tracker/core';
import { buildApp } from '../app';
import { createMemoryAssetStore } from '../testing/memory-asset-store';
import { hashPassword } from '../auth/password';
import { loadConfig } from '../config';
import { createMemoryMailer } from '../testing/memory-mailer';
import { startSilentProxy, type SilentProxy } from '../testing/silent-proxy';
import { sessionCookieFrom, TEST_PASSWORD } from '../testing/test-app';
import { openDatabase, type DatabaseHandle } from './client';
import { users } from './schema';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from '../testing/test-database';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Small limits keep the test quick: a second to connect, a second for a statement (the client waits two more). */
const TIMEOUTS = { connectTimeoutMs: 1_000, queryTimeoutMs: 1_000 };

/** Requests at once during the fault: more than the pool's ten connections. */
const BURST = 12;

/** A 503 the client can act on: the JSON:API error document, and when to try again. */
function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(ErrorDocument.parse(response.json()).errors[0]).toMatchObject({ status: '503', code: 'unavailable' });
}

// PGlite runs inside the server process: it has no network that could go silent or refuse.
describe.runIf(serverUrl)('a PostgreSQL server that goes silent, refuses connections or loses its database (PostgreSQL only)', () => {
  const name = uniqueDatabaseName('tracker_silent');
  let proxy: SilentProxy;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let cookie: string;
  let proxiedUrl: string;

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    const template = inject('testDatabaseTemplate');
    await createDatabase(serverUrl!, name, template.engine === 'postgres' && template.serverUrl === serverUrl ? template.name : undefined);
    const target = new URL(serverUrl!);
    proxy = await startSilentProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(databaseUrl(serverUrl!, name));
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    proxiedUrl = proxied.toString();
    database = await openDatabase({ url: proxiedUrl, dataDir: 'memory://', ...TIMEOUTS, onConnectionError: () => {} });
    await database.db
      .insert(users)
      .values({ email: 'admin@tracker.test', userRole: 'admin', passwordHash: await hashPassword(TEST_PASSWORD) });
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      db: database.db,
      logger: false,
      mailer: createMemoryMailer(),
      assets: createMemoryAssetStore(),
    });
    cookie = sessionCookieFrom(
      await app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { email: 'admin@tracker.test', password: TEST_PASSWORD } }),
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await dropDatabase(serverUrl!, name);
  });

  it('answers 503 within seconds while it is silent, and serves again by itself once it answers', async () => {
    // Every connection of the pool in use, then the network goes silent under them.
    expect((await Promise.all(Array.from({ length: BURST }, () => get('/api/v1/data')))).map((r) => r.statusCode)).toEqual(
      Array(BURST).fill(200),
    );
    proxy.goSilent();

    const [health, ...burst] = await Promise.all([get('/api/health'), ...Array.from({ length: BURST }, () => get('/api/v1/data'))]);
    expectUnavailable(health);
    for (const response of burst) expectUnavailable(response);

    proxy.comeBack();
    await expect.poll(async () => (await get('/api/health')).statusCode, { timeout: 15_000, interval: 250 }).toBe(200);
    expect((await Promise.all(Array.from({ length: BURST }, () => get('/api/v1/data')))).map((r) => r.statusCode)).toEqual(
      Array(BURST).fill(200),
    );
  });

  it('refuses to start with one message naming DATABASE_URL when the server is silent or refuses connections', async () => {
    proxy.goSilent();
    try {
      await expect(openDatabase({ url: proxiedUrl, dataDir: 'memory://', ...TIMEOUTS })).rejects.toThrow(
        /^Cannot connect to the PostgreSQL server DATABASE_URL names \(postgres:\/\/.*\): it did not answer within 1000 ms \(TRACKER_DATABASE_CONNECT_TIMEOUT_MS\)\.$/,
      );
    } finally {
      proxy.comeBack();
    }
    const closed = new URL(proxiedUrl);
    closed.port = '1';
    await expect(openDatabase({ url: closed.toString(), dataDir: 'memory://', ...TIMEOUTS })).rejects.toThrow(
      /^Cannot connect to the PostgreSQL server DATABASE_URL names \(postgres:\/\/.*:1\/.*\): connect ECONNREFUSED 127\.0\.0\.1:1\.$/,
    );
  });

  it('answers 503 when its database is dropped, health included', async () => {
    await dropDatabase(serverUrl!, name);

    expectUnavailable(await get('/api/health'));
    expectUnavailable(await get('/api/v1/data'));
  });
});
