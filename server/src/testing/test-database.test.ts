import { existsSync } from 'node:fs';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { users } from '../db/schema';
import { openTestDatabase, type TestDatabase } from './test-database';
import { createTestDatabaseTemplate } from './test-database-template';

const serverUrl = process.env.TEST_DATABASE_URL;
// Migrating from nothing, which the tests of the fallback and of the template itself do, is the slow
// step the template saves every other file; on a busy machine it outlasts the usual test timeout.
const MIGRATING = { timeout: 120_000 };

async function databaseExists(name: string | undefined): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

async function currentDatabase(database: TestDatabase): Promise<string | undefined> {
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
  return result.rows[0]?.name;
}

/** Whether the users table is there, which the first migration creates. */
async function isMigrated(database: TestDatabase): Promise<boolean> {
  const result = (await database.db.execute(sql`select to_regclass('public.users') is not null as migrated`)) as unknown as {
    rows: Array<{ migrated: boolean }>;
  };
  return result.rows[0]?.migrated === true;
}

describe('openTestDatabase', () => {
  const opened: TestDatabase[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.dispose()));
  });

  it("gives each caller its own empty, migrated copy of the run's template", async () => {
    const first = await openTestDatabase(inject('testDatabaseTemplate'));
    const second = await openTestDatabase(inject('testDatabaseTemplate'));
    opened.push(first, second);

    await first.db.insert(users).values({ email: 'only-in-first@example.test' });

    const [inFirst] = await first.db.select({ n: count() }).from(users);
    const [inSecond] = await second.db.select({ n: count() }).from(users);
    expect(inFirst?.n).toBe(1);
    expect(inSecond?.n).toBe(0);
  });

  it('migrates a database of its own when there is no template (benchmarks)', MIGRATING, async () => {
    const database = await openTestDatabase();
    opened.push(database);

    expect(await isMigrated(database)).toBe(true);
    const [found] = await database.db.select({ n: count() }).from(users);
    expect(found?.n).toBe(0);
  });

  it.runIf(serverUrl)('drops its PostgreSQL database on dispose', async () => {
    const database = await openTestDatabase(inject('testDatabaseTemplate'));
    const name = await currentDatabase(database);
    await database.dispose();

    expect(name).toMatch(/^tracker_test_/);
    expect(await databaseExists(name)).toBe(false);
  });
});

describe('createTestDatabaseTemplate', () => {
  it('makes a migrated template that copies start from, and removes it on dispose', MIGRATING, async () => {
    const { template, dispose } = await createTestDatabaseTemplate();
    let copy: TestDatabase | undefined;
    try {
      copy = await openTestDatabase(template);
      expect(await isMigrated(copy)).toBe(true);
    } finally {
      await copy?.dispose();
      await dispose();
    }

    if (template.engine === 'pglite') expect(existsSync(template.dumpFile)).toBe(false);
    else expect(await databaseExists(template.name)).toBe(false);
  });

  it.runIf(serverUrl)('names each run its own template on PostgreSQL, so that two runs at once do not collide', MIGRATING, async () => {
    const [first, second] = await Promise.all([createTestDatabaseTemplate(), createTestDatabaseTemplate()]);
    try {
      const names = [first, second].map(({ template }) => (template.engine === 'postgres' ? template.name : undefined));
      expect(names[0]).toMatch(/^tracker_template_/);
      expect(names[1]).toMatch(/^tracker_template_/);
      expect(names[0]).not.toBe(names[1]);
      expect(await databaseExists(names[0])).toBe(true);
      expect(await databaseExists(names[1])).toBe(true);
    } finally {
      await Promise.all([first.dispose(), second.dispose()]);
    }
  });
});
