import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { withRowMapper } from './row-mapper';
import { companies, lists, sessions, users } from './schema';

describe('prepared selects with their rows mapped once per query', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(inject('testDatabaseTemplate'));
    const { db } = database;
    const [owner] = await db.insert(users).values({ email: 'owner@example.com', name: 'Owner', userRole: 'admin' }).returning();
    await db.insert(lists).values([
      { name: 'Owned', userId: owner!.id, position: 2 },
      { name: 'Orphan', userId: null, position: 1 },
    ]);
    await db.insert(sessions).values({ userId: owner!.id, tokenHash: 'h', expiresAt: new Date('2030-01-01T00:00:00Z') });
    await db.insert(companies).values({ name: 'Harbor Home', domainName: 'harbor-home.example' });
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('answers what Drizzle answers: joined tables, a missed left join as null, mapped expressions, dates', async () => {
    const { db } = database;
    const queries = [
      () =>
        db
          .select({ list: lists, owner: users, count: sql<number>`count(*) over ()`.mapWith(Number), name: lists.name })
          .from(lists)
          .leftJoin(users, eq(users.id, lists.userId))
          .orderBy(lists.position),
      () => db.select({ session: sessions, user: users }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)),
      () => db.select().from(companies),
      () => db.select({ id: companies.id, at: sql<Date>`${companies.createdAt}`.mapWith(companies.createdAt) }).from(companies),
    ];
    for (const [i, query] of queries.entries()) {
      const expected = await query().execute();
      const prepared = withRowMapper(query().prepare(`row_mapper_test_${i}`));
      expect((prepared as unknown as { customResultMapper?: unknown }).customResultMapper).toBeDefined();
      const rows = await prepared.execute();
      expect(rows).toEqual(expected);
      expect(rows.map((row) => Object.keys(row))).toEqual(expected.map((row) => Object.keys(row)));
    }
  });

  it('leaves alone a query whose rows Drizzle does not map by fields', async () => {
    const prepared = withRowMapper(database.db.query.companies.findMany().prepare('row_mapper_test_relational'));
    expect((await prepared.execute()).map((company) => company.name)).toEqual(['Harbor Home']);
  });
});
