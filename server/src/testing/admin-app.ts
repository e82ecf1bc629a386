import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { Clock } from '@tracker/core';
import { testClock } from '@tracker/core/testing';
import { buildApp } from '../app';
import type { AssetStore } from '../assets/asset-store';
import { createMemoryAssetStore } from './memory-asset-store';
import { hashPassword } from '../auth/password';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { auditLog, users } from '../db/schema';
import type { AuditAction } from '../db/audit-vocabulary';
import { openTestDatabase, type OpenTestDatabaseOptions } from './test-database';
import { EnrichmentError, type EnrichmentProvider } from '../enrichment';
import { createMemoryMailer } from './memory-mailer';
import { seedDatabase } from '../seed/seed';
import { sessionCookieFrom, TEST_PASSWORD } from './test-app';

/** An app over a fresh database, with an admin signed in and helpers that send its cookie. */
export type AdminApp = {
  app: FastifyInstance;
  db: Database;
  adminId: number;
  adminEmail: string;
  /** The app's clock: fixed at TEST_NOW unless the test passed its own. */
  clock: Clock;
  /** The app's asset store (in memory): raw emails the demo data or a test stored. */
  assets: AssetStore;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
  /** The audit log's entries of `action` on one record, oldest first. */
  audited(action: AuditAction, resourceId: string | number): Promise<Array<typeof auditLog.$inferSelect>>;
  close(): Promise<void>;
};

/** Enrichment that is never reached: a test that needs it passes its own provider. */
const offlineEnrichment: EnrichmentProvider = {
  async enrich() {
    throw new EnrichmentError('unreachable', 'Enrichment is not available in this test');
  },
};

export async function createAdminApp(
  options: {
    enrichment?: EnrichmentProvider;
    demoData?: boolean;
    clock?: Clock;
    env?: Record<string, string>;
  } & OpenTestDatabaseOptions = {},
): Promise<AdminApp> {
  const clock = options.clock ?? testClock;
  const database = await openTestDatabase(inject('testDatabaseTemplate'), { migrateHere: options.migrateHere });
  const webDist = mkdtempSync(path.join(tmpdir(), 'tracker-web-'));
  const assets = createMemoryAssetStore();
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', TRACKER_WEB_DIST: webDist, ...options.env }),
    db: database.db,
    logger: false,
    mailer: createMemoryMailer(),
    enrichment: options.enrichment ?? offlineEnrichment,
    clock,
    assets,
  });

  const adminEmail = 'admin@tracker.test';
  if (options.demoData) {
    await seedDatabase(database.db, { adminEmail, adminPassword: TEST_PASSWORD, demoData: true, clock, assets });
  } else {
    await database.db.insert(users).values({ email: adminEmail, userRole: 'admin', passwordHash: await hashPassword(TEST_PASSWORD) });
  }
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  const signIn = await app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { email: adminEmail, password: TEST_PASSWORD } });
  const cookie = sessionCookieFrom(signIn);

  const send = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });

  return {
    app,
    db: database.db,
    adminId: admin!.id,
    adminEmail,
    clock,
    assets,
    get: (url) => send('GET', url),
    post: (url, payload) => send('POST', url, payload ?? {}),
    put: (url, payload) => send('PUT', url, payload ?? {}),
    patch: (url, payload) => send('PATCH', url, payload ?? {}),
    delete: (url) => send('DELETE', url),
    audited: (action, resourceId) =>
      database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.resourceId, String(resourceId))))
        .orderBy(asc(auditLog.id)),
    async close() {
      await app.close();
      await database.dispose();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}
