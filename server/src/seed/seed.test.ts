import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  COLLECTION_METHODS,
  COMPANY_STATES,
  COMPANY_TYPES,
  daysBetween,
  fixedClock,
  JOURNEY_STATUSES,
  JOURNEY_TYPES,
  REGISTRATION_STATUSES,
  TECHNOLOGY_TYPES,
  USER_ROLES,
} from '@tracker/core';
import { testClock } from '@tracker/core/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { queryRows } from '../db/query-rows';
import { companies, emailSuggestions, emails, journeys, registrations, subscriptions, technologies, users } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { resetDatabase } from './reset';
import { DEFAULT_ADMIN_EMAIL, seedDatabase } from './seed';
import { countRows } from './tables';

// Written while the console runs (sign-ins, tokens, resets and their requests), never by the seed.
const RUNTIME_TABLES = ['sessions', 'api_tokens', 'password_resets', 'password_reset_requests', 'sign_in_attempts'];

// Writing the whole demo data set takes a few seconds, several times that on a busy machine.
describe('seedDatabase', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(inject('testDatabaseTemplate'));
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await resetDatabase(database.db);
  });

  async function companiesInOrder() {
    return database.db.select({ name: companies.name, domainName: companies.domainName }).from(companies).orderBy(asc(companies.id));
  }

  it('creates the admin with a generated password and fills every table of an empty database', async () => {
    const result = await seedDatabase(database.db, { demoData: true, clock: testClock });

    expect(result).toMatchObject({ seeded: true, adminEmail: DEFAULT_ADMIN_EMAIL });
    const [admin] = await database.db.select().from(users).where(eq(users.email, DEFAULT_ADMIN_EMAIL));
    expect(admin).toMatchObject({ userRole: 'admin', assignee: true });
    expect(admin?.passwordSetAt).toBeInstanceOf(Date);
    expect(await verifyPassword(result.generatedPassword!, admin!.passwordHash!)).toBe(true);
    expect(result.generatedPassword!.length).toBeGreaterThanOrEqual(32);

    const counts = await countRows(database.db);
    const empty = Object.entries(counts).filter(([table, n]) => n === 0 && !RUNTIME_TABLES.includes(table));
    expect(empty).toEqual([]);
    expect(counts).toMatchObject({ companies: 300, emails: 3000, email_contents: 3000, users: 60 });
  });

  it('gives the screens demo data in every status and type they filter by', async () => {
    await seedDatabase(database.db, { demoData: true, clock: testClock });
    const { db } = database;
    const distinct = async <T>(column: AnyPgColumn, table: PgTable) =>
      (await db.selectDistinct({ value: column }).from(table)).map((row) => row.value as T).sort();

    expect(await distinct(companies.state, companies)).toEqual([...COMPANY_STATES].sort());
    expect(await distinct(companies.type, companies)).toEqual([...COMPANY_TYPES].sort());
    expect(await distinct(registrations.status, registrations)).toEqual([...REGISTRATION_STATUSES].sort());
    expect(await distinct(journeys.type, journeys)).toEqual([...JOURNEY_TYPES].sort());
    expect(await distinct(journeys.status, journeys)).toEqual([...JOURNEY_STATUSES].sort());
    expect(await distinct(technologies.type, technologies)).toEqual([...TECHNOLOGY_TYPES].sort());
    expect(await distinct(subscriptions.collectionMethod, subscriptions)).toEqual([...COLLECTION_METHODS].sort());
    expect(await distinct(users.userRole, users)).toEqual([...USER_ROLES].sort());
    const expired = await db
      .select({ id: journeys.id })
      .from(journeys)
      .where(and(eq(journeys.status, 'upcoming'), lt(journeys.endDate, testClock.now())));
    expect(expired.length).toBeGreaterThan(0);
    // Suggested as processing suggests, by the rules and by the first model; the heat map counts every email.
    expect(await distinct(emailSuggestions.origin, emailSuggestions)).toEqual(['model', 'rules']);
    const uncounted = await queryRows<{ id: number }>(
      db,
      sql`select c.id from companies c
      where coalesce(c.approximate_emails, 0) <> (select coalesce(sum(h.emails), 0) from company_send_hours h where h.company_id = c.id)`,
    );
    expect(uncounted).toEqual([]);
  });

  it('seeds once when two processes start together', async () => {
    const results = await Promise.all([
      seedDatabase(database.db, { demoData: false, clock: testClock }),
      seedDatabase(database.db, { demoData: false, clock: testClock }),
    ]);

    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    expect((await countRows(database.db)).users).toBe(1);
  });

  it('leaves a database that has users alone', async () => {
    await database.db.insert(users).values({ email: 'existing@tracker.example', userRole: 'admin' });

    const result = await seedDatabase(database.db, { adminEmail: 'other@tracker.example', demoData: true, clock: testClock });

    expect(result).toEqual({ seeded: false, adminEmail: 'existing@tracker.example' });
    const counts = await countRows(database.db);
    expect(counts.users).toBe(1);
    expect(counts.companies).toBe(0);
  });

  it('writes the same demo data again after a reset', async () => {
    await seedDatabase(database.db, { demoData: true, clock: testClock });
    const first = await companiesInOrder();
    const firstGuids = await database.db.select({ guid: emails.guid }).from(emails).orderBy(asc(emails.id)).limit(50);

    await resetDatabase(database.db);
    expect(Object.values(await countRows(database.db)).every((n) => n === 0)).toBe(true);
    await seedDatabase(database.db, { demoData: true, clock: testClock });

    expect(await companiesInOrder()).toEqual(first);
    expect(await database.db.select({ guid: emails.guid }).from(emails).orderBy(asc(emails.id)).limit(50)).toEqual(firstGuids);
    expect(new Set(first.map((c) => c.domainName)).size).toBe(first.length);
  });

  it('dates the demo data from the day of its clock, whatever the time of day', async () => {
    const datesOf = async () => ({
      journeys: await database.db.select({ start: journeys.startDate, end: journeys.endDate }).from(journeys).orderBy(asc(journeys.id)),
      emails: await database.db.select({ sentAt: emails.sentAt }).from(emails).orderBy(asc(emails.id)).limit(200),
    });
    await seedDatabase(database.db, { demoData: true, clock: fixedClock('2026-05-12T00:00:00.000Z') });
    const first = await datesOf();
    await resetDatabase(database.db);
    // 41 days later, on the last millisecond of that day.
    await seedDatabase(database.db, { demoData: true, clock: fixedClock('2026-06-22T23:59:59.999Z') });
    const later = await datesOf();

    const shifts = new Set([
      ...first.journeys.flatMap((j, i) => [daysBetween(j.start, later.journeys[i]!.start), daysBetween(j.end, later.journeys[i]!.end)]),
      ...first.emails.map((e, i) => daysBetween(e.sentAt, later.emails[i]!.sentAt)),
    ]);
    expect(first.journeys.length).toBeGreaterThan(0);
    expect(later.journeys).toHaveLength(first.journeys.length);
    expect([...shifts]).toEqual([41]);
  });

  it('creates only the admin, with the given email and password, when demo data is off', async () => {
    const result = await seedDatabase(database.db, {
      adminEmail: 'Ops@Tracker.Example',
      adminPassword: 'correct horse battery staple',
      demoData: false,
      clock: testClock,
    });

    expect(result).toEqual({ seeded: true, adminEmail: 'ops@tracker.example' });
    const all = await database.db.select().from(users);
    expect(all).toHaveLength(1);
    expect(await verifyPassword('correct horse battery staple', all[0]!.passwordHash!)).toBe(true);
    expect((await countRows(database.db)).companies).toBe(0);
  });

  it('refuses an admin password shorter than the minimum', async () => {
    await expect(seedDatabase(database.db, { adminPassword: 'short', demoData: false, clock: testClock })).rejects.toThrow(/at least/);
    expect((await countRows(database.db)).users).toBe(0);
  });
});
