import { asc, eq, sql } from 'drizzle-orm';
import { PASSWORD_MIN_LENGTH, systemClock, type Clock } from '@tracker/core';
import { hashPassword, randomSecret } from '../auth/password';
import type { AssetStore } from '../assets/asset-store';
import type { Database, Executor } from '../db/client';
import { auditLog, users } from '../db/schema';
import { insertDemoData } from './demo-data';
import { insertAdmin } from './insert-admin';

export const DEFAULT_ADMIN_EMAIL = 'admin@tracker.example';

// Any fixed number: processes starting together take turns, so only the first one seeds.
const SEED_LOCK_KEY = 7_316_240_601;

export type SeedOptions = {
  adminEmail?: string;
  adminPassword?: string;
  demoData: boolean;
  /** Where "now" comes from: the demo data is dated from its day. The system clock by default. */
  clock?: Clock;
  /** Where the demo emails' raw messages go; without one they are not stored (reprocess then has nothing to read). */
  assets?: AssetStore;
  /** The domains the demo inboxes go on (TRACKER_REGISTRATION_DOMAINS); core's four unless told. */
  registrationDomains?: readonly string[];
};

export type SeedResult = {
  /** False when the database already had users and was left alone. */
  seeded: boolean;
  adminEmail: string;
  /** Set when no password was given; show it once, it is stored only hashed. */
  generatedPassword?: string;
};

/**
 * Seeds an empty database (one without users): the admin account and, when asked, the demo data
 * set, in one transaction. A database with users is left alone.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  const adminEmail = (options.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  if (options.adminPassword !== undefined && options.adminPassword.length < PASSWORD_MIN_LENGTH) {
    throw new Error(`The admin password needs at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  const existing = await existingAdminEmail(db);
  if (existing !== undefined) return { seeded: false, adminEmail: existing ?? adminEmail };

  const generatedPassword = options.adminPassword === undefined ? randomSecret() : undefined;
  const passwordHash = await hashPassword(options.adminPassword ?? (generatedPassword as string));
  const now = (options.clock ?? systemClock).now();

  const result = await db.transaction(async (tx): Promise<SeedResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    const raced = await existingAdminEmail(tx);
    if (raced !== undefined) return { seeded: false, adminEmail: raced ?? adminEmail };

    const adminId = await insertAdmin(tx, { email: adminEmail, passwordHash, now });
    if (options.demoData)
      await insertDemoData(tx, { adminId, now, assets: options.assets, registrationDomains: options.registrationDomains });
    await tx.insert(auditLog).values({
      action: 'seed',
      resourceType: 'database',
      after: { adminEmail, demoData: options.demoData },
      createdAt: now,
    });
    return { seeded: true, adminEmail, ...(generatedPassword ? { generatedPassword } : {}) };
  });
  // PGlite has no autovacuum: without fresh statistics its planner guesses badly on the new rows.
  if (result.seeded && options.demoData) await db.execute(sql`analyze`);
  return result;
}

/**
 * undefined when there are no users; otherwise the first admin's email, or null when users exist
 * but none is an admin.
 */
async function existingAdminEmail(db: Executor): Promise<string | null | undefined> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  if (!anyUser) return undefined;
  const [admin] = await db.select({ email: users.email }).from(users).where(eq(users.userRole, 'admin')).orderBy(asc(users.id)).limit(1);
  return admin?.email ?? null;
}

/** What a seeding script prints when done: where, how long, and the admin to sign in as. */
export function seededReport(engine: 'pglite' | 'postgres', startedMs: number, seed: SeedResult): string {
  const seconds = ((performance.now() - startedMs) / 1000).toFixed(1);
  return [
    `Seeded the ${engine === 'pglite' ? 'embedded' : 'PostgreSQL'} database in ${seconds} s.`,
    `Admin: ${seed.adminEmail}`,
    ...(seed.generatedPassword ? [`Password: ${seed.generatedPassword}`, '(shown only this once; it is stored hashed)'] : []),
    '',
  ].join('\n');
}
