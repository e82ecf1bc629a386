import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testClock } from '@tracker/core/testing';
import { buildApp } from '../app';
import { hashPassword } from '../auth/password';
import { loadConfig } from '../config';
import { emails, users } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { createMemoryMailer } from '../testing/memory-mailer';
import { sessionCookieFrom, TEST_PASSWORD } from '../testing/test-app';
import { emailAssetKeys } from './asset-store';
import { createS3AssetStore } from './s3-asset-store';
import { startS3Stub, type S3Stub } from '../testing/s3-stub-server';

type AdminClient = { get(url: string): Promise<LightMyRequestResponse> };

const KEYS = { accessKeyId: 'AKIATRACKERTEST', secretAccessKey: 'tracker-test-secret/0123456789abcdefEXAMPLE' };

describe('raw emails kept in an S3-compatible bucket', () => {
  let stub: S3Stub;
  let database: TestDatabase;
  let webDist: string;
  const logLines: Array<Record<string, unknown>> = [];
  const apps: FastifyInstance[] = [];
  let api: AdminClient;

  /** The app with its assets in the stub's bucket, signed with `secretAccessKey`, and an admin's cookie. */
  async function appWithBucket(secretAccessKey: string): Promise<AdminClient> {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'error', TRACKER_WEB_DIST: webDist }),
      db: database.db,
      logger: { stream },
      mailer: createMemoryMailer(),
      clock: testClock,
      assets: createS3AssetStore({ bucketUrl: stub.bucketUrl, region: 'eu-west-1', ...KEYS, secretAccessKey, prefix: '' }),
    });
    apps.push(app);
    const cookie = sessionCookieFrom(
      await app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { email: 'admin@tracker.test', password: TEST_PASSWORD } }),
    );
    return { get: (url) => app.inject({ method: 'GET', url, headers: { cookie } }) };
  }

  async function insertEmail(): Promise<string> {
    const guid = randomUUID();
    await database.db.insert(emails).values({ guid, subject: 'Welcome', sentAt: testClock.now(), processed: true });
    return guid;
  }

  beforeAll(async () => {
    stub = await startS3Stub({ bucket: 'tracker-assets', region: 'eu-west-1', ...KEYS });
    database = await openTestDatabase(inject('testDatabaseTemplate'));
    webDist = mkdtempSync(path.join(tmpdir(), 'tracker-web-'));
    await database.db
      .insert(users)
      .values({ email: 'admin@tracker.test', userRole: 'admin', passwordHash: await hashPassword(TEST_PASSWORD) });
    api = await appWithBucket(KEYS.secretAccessKey);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.dispose();
    await stub.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('are served to admins through the API’s asset route, read from the bucket', async () => {
    const guid = await insertEmail();
    const raw = 'Subject: Welcome\r\nFrom: brand@example.com\r\n\r\nHello';
    stub.objects.set(emailAssetKeys(guid).mime, { body: Buffer.from(raw), contentType: 'message/rfc822' });

    const response = await api.get(`/api/v1/assets/emails/${guid}/message.eml`);

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(raw);
  });

  it('answer 404 when the bucket lacks the email’s object, as with the local directory', async () => {
    const guid = await insertEmail();

    expect((await api.get(`/api/v1/assets/emails/${guid}/message.eml`)).statusCode).toBe(404);
    expect((await api.get(`/api/v1/assets/emails/${guid}/rendered.json`)).statusCode).toBe(404);
  });

  it('answer a failing bucket 503, saying the store is unavailable but not what the service replied, and log what S3 said', async () => {
    const refused = await appWithBucket('a-wrong-secret');
    const guid = await insertEmail();

    const response = await refused.get(`/api/v1/assets/emails/${guid}/message.eml`);

    expect(response.statusCode).toBe(503);
    expect(response.json().errors[0]).toMatchObject({
      code: 'unavailable',
      detail: expect.stringContaining('The store of raw emails is unavailable'),
    });
    expect(response.body).not.toMatch(/S3|SignatureDoesNotMatch|127\.0\.0\.1/);
    const requestId = response.headers['x-request-id'];
    const logged = logLines.find((line) => line.reqId === requestId && line.level === 50) as { err?: { message?: string } } | undefined;
    expect(logged?.err?.message).toBe(
      `The S3 asset store refused to read emails/${guid}/message.eml: HTTP 403 SignatureDoesNotMatch (The request signature we calculated does not match the signature you provided. Check your key and signing method.)`,
    );
  });
});
