import { count, getTableName, sql, type Query, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { TOTAL_COUNT_CAP } from '@tracker/core';
import type { Database, Executor } from '../db/client';
import { preparedQueries, type PlaceholderValues } from '../db/prepared-query';
import { queryRows } from '../db/query-rows';

/**
 * How many rows of `table` match `where`. Every list's total is counted here, no further than one
 * past `cap` (TOTAL_COUNT_CAP unless the list counts less far): a page never pays for counting a
 * million matches it does not show (pageMeta, given the same cap, marks such a total as capped).
 * `exact` counts every match, for a total that must be exact (the company export's X-Total-Count).
 */
export async function countRows(
  tx: Executor,
  table: PgTable,
  where: SQL | undefined,
  { exact = false, cap = TOTAL_COUNT_CAP }: { exact?: boolean; cap?: number } = {},
): Promise<number> {
  if (exact) {
    const [row] = await tx.select({ total: count() }).from(table).where(where);
    return row?.total ?? 0;
  }
  const [row] = await countQuery(tx, table, where, cap);
  return row?.total ?? 0;
}

/** countRows' statement, unrun: for a query that prepares it (see preparedQuery). */
export function countQuery(tx: Executor, table: PgTable, where: SQL | undefined, cap = TOTAL_COUNT_CAP) {
  const matches = tx
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  return tx.select({ total: count() }).from(matches);
}

/**
 * countRows of a list's shape as a statement prepared per shape (see preparedQueries): `where` gives
 * the shape's WHERE clause with its values as placeholders, and the count takes their values; it
 * stops one past `cap`.
 */
export function preparedCountRows<Shape>(
  db: Database,
  name: string,
  table: PgTable,
  key: (shape: Shape) => string,
  where: (shape: Shape) => SQL | undefined,
  cap = TOTAL_COUNT_CAP,
) {
  const query = preparedQueries(db, name, key, (tx, shape: Shape) => countQuery(tx, table, where(shape), cap));
  return async (shape: Shape, values: PlaceholderValues, tx?: Executor): Promise<number> => (await query(shape, values, tx))[0]?.total ?? 0;
}

/**
 * countRows for a list whose count past the cap costs a lookup a row (the registrations
 * with emails join 10,001 of them to the emails' index to say "10,000+": 14 ms). The planner's estimate
 * of the matches comes first, from EXPLAIN (planning alone, no row read); when it expects more than
 * `cap`, the list shows that estimate (`estimated`) instead of counting, else it counts them. A
 * table the database has no statistics of yet (never analysed: an embedded database has no
 * autovacuum) gets a guess, not an estimate, so it is counted. The count is planned for its values
 * each time, as the estimate is, not prepared: a prepared count's generic plan, not knowing the
 * text, read every company to count none holding "quokka" (25 ms at 100,000).
 */
export function estimatedCountRows<Shape>(
  db: Database,
  table: PgTable,
  key: (shape: Shape) => string,
  where: (shape: Shape) => SQL | undefined,
  cap = TOTAL_COUNT_CAP,
) {
  const statements = new Map<string, { matches: Query; counted: Query }>();
  // Once analysed, a table keeps statistics: asked until it has them.
  let analysed = false;
  return async (shape: Shape, values: PlaceholderValues, tx: Executor = db): Promise<{ total: number; estimated: boolean }> => {
    const k = key(shape);
    let statement = statements.get(k);
    if (!statement) {
      const condition = where(shape);
      statement = {
        matches: db
          .select({ one: sql`1` })
          .from(table)
          .where(condition)
          .toSQL(),
        counted: countQuery(db, table, condition, cap).toSQL(),
      };
      statements.set(k, statement);
    }
    const [estimate, withStatistics] = await Promise.all([
      plannedRows(tx, statement.matches, values),
      analysed || hasStatistics(tx, table),
    ]);
    analysed = withStatistics;
    if (withStatistics && estimate > cap) return { total: estimate, estimated: true };
    // Read unmapped, the count is PostgreSQL's own column `count`, a bigint as text.
    const [row] = await unprepared<{ count: number | string }>(tx, statement.counted, values);
    return { total: Number(row?.count ?? 0), estimated: false };
  };
}

/** The rows of `statement` (its placeholders given `values`), planned for those values: not prepared under a name. */
async function unprepared<Row>(tx: Executor, statement: Query, values: PlaceholderValues): Promise<Row[]> {
  const result = (await tx._.session.prepareQuery(statement, undefined, undefined, false).execute(values)) as { rows: Row[] };
  return result.rows;
}

/** How many rows the planner expects `statement` (its placeholders given `values`) to return. */
async function plannedRows(tx: Executor, statement: Query, values: PlaceholderValues): Promise<number> {
  const explain = { sql: `explain (format json) ${statement.sql}`, params: statement.params };
  const [row] = await unprepared<{ 'QUERY PLAN': unknown }>(tx, explain, values);
  const plan = row?.['QUERY PLAN'];
  const [top] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.round(top?.Plan['Plan Rows'] ?? 0);
}

/** Whether ANALYZE has given the planner statistics of the table's columns. */
async function hasStatistics(tx: Executor, table: PgTable): Promise<boolean> {
  const [row] = await queryRows<{ analysed: boolean }>(
    tx,
    sql`select exists (select 1 from pg_stats where schemaname = current_schema() and tablename = ${getTableName(table)}) as analysed`,
  );
  return row?.analysed ?? false;
}
