import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { queryRows } from './query-rows';
import { analyzeStaleTables, maintainStatistics, staleTables } from './statistics-maintenance';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (where autovacuum may analyse a
// table first: the assertions are on what the planner then knows, not on who analysed it).
describe('statistics for the query planner', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(inject('testDatabaseTemplate'));
  });

  afterAll(async () => {
    await database?.dispose();
  });

  /**
   * Runs a write whose connection then reports the rows it changed at once: a session reports them at
   * most once a second, and on PostgreSQL the pool's other connections do not see them until then.
   */
  async function write(statement: SQL) {
    await database.db.transaction(async (tx) => {
      await tx.execute(statement);
      await tx.execute(sql`select pg_stat_force_next_flush()`);
    });
  }

  async function addTags(from: number, to: number) {
    await write(sql`insert into tags (name) select 'tag ' || g from generate_series(${from}::int, ${to}::int) g`);
  }

  /** What the planner knows of the tags: the rows it counts on and whether it has column statistics. */
  async function plannerView() {
    const [row] = await queryRows<{ rows: number; analysed: boolean }>(
      database.db,
      sql`select reltuples::int as rows,
            exists (select 1 from pg_stats where schemaname = current_schema() and tablename = 'tags') as analysed
          from pg_class where oid = 'tags'::regclass`,
    );
    return row!;
  }

  async function tablePages() {
    const [row] = await queryRows<{ pages: number }>(
      database.db,
      sql`select (pg_relation_size('tags') / current_setting('block_size')::int)::int as pages`,
    );
    return row!.pages;
  }

  const staleNames = async () => (await staleTables(database.db)).map((t) => t.table);

  it('analyses a table filled since it was created, then one that has grown by a tenth, and leaves the rest', async () => {
    expect(await staleNames()).not.toContain('tags');

    await addTags(1, 3000);
    expect(await staleNames()).toContain('tags');
    await analyzeStaleTables(database.db);
    expect(await plannerView()).toEqual({ rows: 3000, analysed: true });
    expect(await staleNames()).toEqual([]);

    // A few rows more are not worth an ANALYZE...
    await addTags(3001, 3020);
    expect(await analyzeStaleTables(database.db)).toEqual([]);
    expect((await plannerView()).rows).toBe(3000);

    // ...a third more are.
    await addTags(3021, 4000);
    expect(await staleNames()).toContain('tags');
    await analyzeStaleTables(database.db);
    expect(await plannerView()).toEqual({ rows: 4000, analysed: true });
  });

  it('analyses a table that changed in place without growing', async () => {
    expect(await plannerView()).toEqual({ rows: 4000, analysed: true });

    // A few rows changed are not worth an ANALYZE...
    await write(sql`update tags set name = name || ' (renamed)' where id in (select id from tags order by id limit 20)`);
    expect(await analyzeStaleTables(database.db)).toEqual([]);

    // ...a quarter of them gone, which leaves the table's pages as they were, are.
    const pages = await tablePages();
    await write(sql`delete from tags where id in (select id from tags order by id desc limit 1000)`);
    expect(await tablePages()).toBe(pages);
    await analyzeStaleTables(database.db);
    expect(await plannerView()).toEqual({ rows: 3000, analysed: true });
  });

  it('once started, analyses what is stale at once and keeps looking until stopped', async () => {
    const lines: unknown[][] = [];
    const log = { info: (...args: unknown[]) => lines.push(args), warn: (...args: unknown[]) => lines.push(args) };
    const maintenance = maintainStatistics(database.db, { log: log as unknown as FastifyBaseLogger, everyMs: 50 });
    maintenance.start();
    try {
      await addTags(4001, 8000);
      await vi.waitFor(async () => expect((await plannerView()).rows).toBe(7000), { timeout: 10_000, interval: 50 });
      expect(await staleNames()).toEqual([]);
    } finally {
      await maintenance.stop();
    }
    expect(lines.flat()).not.toContain('Could not analyse tables for the query planner');
  });
});
