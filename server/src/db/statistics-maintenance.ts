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
/**
 * A table that changes in place (statuses moving on, rows deleted) need not grow: it is stale too
 * once more rows than this, and a tenth (GROWTH) of the rows it had, were inserted, updated or
 * deleted since its last ANALYZE (autovacuum's `autovacuum_analyze_threshold` and scale factor).
 */
const MIN_CHANGED_ROWS = 50;
/** How often the server looks for stale tables by default: one catalog query (18 ms on PGlite at load 9, 45 tables). */
export const STATISTICS_CHECK_EVERY_MS = 60_000;

/**
 * A table whose planner statistics are missing (`analysedPages` null) or older than its rows:
 * `changedRows` inserted, updated or deleted since they were made.
 */
export type StaleTable = { table: string; pages: number; analysedPages: number | null; changedRows: number };

/**
 * The tables of the current schema whose planner statistics are missing or stale: never analysed
 * while holding rows, grown by more than a tenth (GROWTH, MIN_PAGES) since they were, judged by
 * their size now against the size ANALYZE recorded (`relpages`), or changed in place (MIN_CHANGED_ROWS)
 * by the database's count of rows changed since (`n_mod_since_analyze`). The embedded database keeps
 * that count only while it is open: a table changed before the data directory was last opened is
 * seen by its growth alone. Smallest first.
 */
export async function staleTables(db: Executor): Promise<StaleTable[]> {
  // A session reports the rows it changed at most once a second, after a statement: reported after
  // the ANALYZE, the writes before it would count as changes since, and the table analysed again.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const rows = await queryRows<{
    table: string;
    pages: number;
    analysed_pages: number;
    analysed_rows: number;
    changed_rows: number;
    analysed: boolean;
  }>(
    db,
    sql`select c.relname as table,
          (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages,
          c.relpages as analysed_pages,
          greatest(c.reltuples, 0)::float8 as analysed_rows,
          pg_stat_get_mod_since_analyze(c.oid)::float8 as changed_rows,
          exists (select 1 from pg_stats s where s.schemaname = n.nspname and s.tablename = c.relname) as analysed
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname = current_schema()
        order by 2, 1`,
  );
  return rows.flatMap(({ table, pages, analysed_pages, analysed_rows, changed_rows, analysed }): StaleTable[] => {
    if (pages === 0) return [];
    const stale = { table, pages, changedRows: changed_rows };
    if (!analysed) return [{ ...stale, analysedPages: null }];
    const grown = pages - analysed_pages > Math.max(MIN_PAGES, analysed_pages * GROWTH);
    const changed = changed_rows > MIN_CHANGED_ROWS + analysed_rows * GROWTH;
    return grown || changed ? [{ ...stale, analysedPages: analysed_pages }] : [];
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
