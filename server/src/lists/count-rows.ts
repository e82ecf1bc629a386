import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { TOTAL_COUNT_CAP } from '@tracker/core';
import type { Database, Executor } from '../db/client';
import { preparedQueries, type PlaceholderValues } from '../db/prepared-query';

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
 * the shape's WHERE clause with its values as placeholders, and the count takes their values.
 */
export function preparedCountRows<Shape>(
  db: Database,
  name: string,
  table: PgTable,
  key: (shape: Shape) => string,
  where: (shape: Shape) => SQL | undefined,
) {
  const query = preparedQueries(db, name, key, (tx, shape: Shape) => countQuery(tx, table, where(shape)));
  return async (shape: Shape, values: PlaceholderValues, tx?: Executor): Promise<number> => (await query(shape, values, tx))[0]?.total ?? 0;
}
