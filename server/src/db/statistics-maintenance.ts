import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from './client';
import { queryRows } from './query-rows';

/**
 * A table's statistics are stale once it has grown by this share of its pages at its last ANALYZE
 * (autovacuum's default `autovacuum_analyze_scale_factor`)...
 */
const GROWTH = 0.1;
/** ...and by at least this many pages (32 kB), so a small table is not analysed for every few rows. */
const MIN_PAGES = 4;
/** How often the server looks for stale tables by default: one catalog query, under a millisecond. */
export const STATISTICS_CHECK_EVERY_MS = 60_000;

/** A table whose planner statistics are missing (`analysedPages` null) or older than its rows. */
export type StaleTable = { table: string; pages: number; analysedPages: number | null };

/**
 * The tables of the current schema whose planner statistics are missing or stale: never analysed
 * while holding rows, or grown by more than a tenth (GROWTH, MIN_PAGES) since they were, judged by
 * their size now against the size ANALYZE recorded (`relpages`). Sizes, not the statistics
 * collector's counts of changed rows, which the embedded database does not keep. Smallest first.
 */
export async function staleTables(db: Executor): Promise<StaleTable[]> {
  const rows = await queryRows<{ table: string; pages: number; analysed_pages: number; analysed: boolean }>(
    db,
    sql`select c.relname as table,
          (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages,
          c.relpages as analysed_pages,
          exists (select 1 from pg_stats s where s.schemaname = n.nspname and s.tablename = c.relname) as analysed
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname = current_schema()
        order by 2, 1`,
  );
  return rows.flatMap(({ table, pages, analysed_pages, analysed }): StaleTable[] => {
    if (pages === 0) return [];
    if (!analysed) return [{ table, pages, analysedPages: null }];
    return pages - analysed_pages > Math.max(MIN_PAGES, analysed_pages * GROWTH) ? [{ table, pages, analysedPages: analysed_pages }] : [];
  });
}

/**
 * Analyses each stale table (staleTables), one statement a table so that requests run between
 * them, smallest first; answers the tables analysed. `stopped` is asked before each table.
 */
export async function analyzeStaleTables(db: Executor, stopped: () => boolean = () => false): Promise<string[]> {
  const analysed: string[] = [];
  for (const { table } of await staleTables(db)) {
    if (stopped()) break;
    await db.execute(sql`analyze ${sql.identifier(table)}`);
    analysed.push(table);
  }
  return analysed;
}

type Options = {
  log: FastifyBaseLogger;
  /** How often to look for stale tables (STATISTICS_CHECK_EVERY_MS unless given). */
  everyMs?: number;
};

/**
 * Keeps the planner's statistics current on a database that has no autovacuum (the embedded PGlite):
 * a data directory filled through the application, not by the seeder (which ends with VACUUM
 * ANALYZE), was never analysed, and one analysed once drifts as its tables grow, so plans chosen for
 * a few rows go on being used for many. Once started it analyses what is stale at once, then looks
 * again every `everyMs` (a large import is analysed within that long of growing its tables). Each
 * table is one ANALYZE of a sample (at most 30,000 rows), so a request waits at most one table's.
 * PostgreSQL has autovacuum for this: the server starts it only on PGlite.
 */
export function maintainStatistics(db: Executor, { log, everyMs = STATISTICS_CHECK_EVERY_MS }: Options) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let pass: Promise<void> | undefined;

  async function run(): Promise<void> {
    const started = performance.now();
    try {
      const tables = await analyzeStaleTables(db, () => stopped);
      if (tables.length > 0) log.info({ tables, ms: Math.round(performance.now() - started) }, 'Analysed tables for the query planner');
    } catch (error) {
      log.warn({ err: error }, 'Could not analyse tables for the query planner');
    }
  }

  function tick(): void {
    pass = run().finally(() => {
      pass = undefined;
      if (stopped) return;
      timer = setTimeout(tick, everyMs);
      timer.unref();
    });
  }

  return {
    /** Analyses what is stale now, then every `everyMs`. */
    start(): void {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    /** Stops looking; a pass under way ends after the table it is analysing. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
