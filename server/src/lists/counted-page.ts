import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { countRows } from './count-rows';
import type { PageRows } from './page-rows';

/** A page's rows and how many rows of `table` match `where` (up to `cap`, TOTAL_COUNT_CAP by default), read side by side. */
export async function countedPage<Row>(
  tx: Executor,
  table: PgTable,
  where: SQL | undefined,
  rows: PromiseLike<Row[]>,
  cap?: number,
): Promise<PageRows<Row>> {
  const [pageRows, total] = await Promise.all([rows, countRows(tx, table, where, cap === undefined ? {} : { cap })]);
  return cap === undefined ? { rows: pageRows, total } : { rows: pageRows, total, cap };
}
