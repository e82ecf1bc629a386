import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from './schema';
import { openTestDatabase, type TestDatabase } from './test-database';

describe('openTestDatabase', () => {
  const opened: TestDatabase[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.dispose()));
  });

  it('gives each caller its own empty, migrated database', async () => {
    const first = await openTestDatabase();
    const second = await openTestDatabase();
    opened.push(first, second);

    await first.db.insert(users).values({ email: 'only-in-first@example.test' });

    const [inFirst] = await first.db.select({ n: count() }).from(users);
    const [inSecond] = await second.db.select({ n: count() }).from(users);
    expect(inFirst?.n).toBe(1);
    expect(inSecond?.n).toBe(0);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('drops its PostgreSQL database on dispose', async () => {
    const database = await openTestDatabase();
    const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    const name = result.rows[0]?.name;
    await database.dispose();

    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    await client.end();
    expect(name).toMatch(/^tracker_test_/);
    expect(rowCount).toBe(0);
  });
});
