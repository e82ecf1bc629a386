import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { daysAhead, SESSION_COOKIE, type Clock } from '@tracker/core';
import { testClock } from '@tracker/core/testing';
import { buildApp } from '../app';
import type { AssetStore } from '../assets/asset-store';
import { createMemoryAssetStore } from './memory-asset-store';
import { hashPassword, randomSecret } from '../auth/password';
import { hashSecret } from '../auth/secret-hash';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { createMemoryMailer, type MemoryMailer } from './memory-mailer';
import type { User } from '../repositories/users-repository';
import { openTestDatabase } from './test-database';

export const TEST_PASSWORD = 'correct horse battery staple';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  mailer: MemoryMailer;
  /** The waits slowed-down sign-ins asked for, in milliseconds; the test app does not wait. */
  pauses: number[];
  /** The app's clock: fixed at TEST_NOW unless the test passed its own. */
  clock: Clock;
  /** The app's asset store (in memory): raw messages and rendered emails. */
  assets: AssetStore;
  /** Creates a user with TEST_PASSWORD (unless told otherwise) and a unique email: an admin, unless told otherwise (the console is for admins). */
  createUser(values?: Partial<typeof users.$inferInsert> & { password?: string }): Promise<User>;
  /** Another app over the same database and mailer, with more environment settings or another clock; close it yourself. */
  buildApp(options?: AppOptions): Promise<FastifyInstance>;
  /** Signs in through the API and returns the Cookie header value for later requests. */
  signIn(email: string, password?: string): Promise<string>;
  /**
   * A session stored directly, as a Cookie header value: how a test gets a customer's (standard
   * user's) session, which sign-in never opens but the access rules must still turn away.
   */
  sessionFor(user: User): Promise<string>;
  close(): Promise<void>;
};

type AppOptions = { webDist?: string; env?: Record<string, string>; clock?: Clock };

let userCount = 0;

/** A session cookie's value from a sign-in response, as a Cookie header (`__Host-` prefixed under an https public URL). */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE || c.name === `__Host-${SESSION_COOKIE}`);
  if (!cookie) throw new Error(`No session cookie in the response (${response.statusCode}: ${response.body})`);
  return `${cookie.name}=${cookie.value}`;
}

/**
 * The app over a fresh database, with mail captured and a clock fixed at TEST_NOW (a test that needs
 * another "now" passes its clock). `webDist` defaults to an empty folder: no web build.
 */
export async function createTestApp(options: AppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(inject('testDatabaseTemplate'));
  const emptyDist = mkdtempSync(path.join(tmpdir(), 'tracker-web-'));
  const mailer = createMemoryMailer();
  const assets = createMemoryAssetStore();
  const clock = options.clock ?? testClock;
  const pauses: number[] = [];
  const build = ({ webDist, env, clock: other }: AppOptions = {}) =>
    buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', TRACKER_WEB_DIST: webDist ?? emptyDist, ...env }),
      db: database.db,
      logger: false,
      mailer,
      clock: other ?? clock,
      pause: async (milliseconds) => {
        pauses.push(milliseconds);
      },
      assets,
    });
  const app = await build(options);

  return {
    app,
    db: database.db,
    mailer,
    pauses,
    clock,
    assets,
    buildApp: build,
    async createUser({ password = TEST_PASSWORD, ...values } = {}) {
      userCount += 1;
      const [user] = await database.db
        .insert(users)
        .values({
          email: `user${userCount}-${randomBytes(4).toString('hex')}@example.com`,
          userRole: 'admin',
          passwordHash: await hashPassword(password),
          ...values,
        })
        .returning();
      if (!user) throw new Error('User insert returned no row');
      return user;
    },
    async signIn(email, password = TEST_PASSWORD) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { email, password } });
      return sessionCookieFrom(response);
    },
    async sessionFor(user) {
      const secret = randomSecret();
      const now = clock.now();
      await app.repositories.sessions.create({
        userId: user.id,
        tokenHash: hashSecret(secret),
        expiresAt: daysAhead(now, 1),
        createdAt: now,
        lastSeenAt: now,
      });
      return `${SESSION_COOKIE}=${secret}`;
    },
    async close() {
      await app.close();
      await database.dispose();
      rmSync(emptyDist, { recursive: true, force: true });
    },
  };
}
