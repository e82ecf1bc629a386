import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { countRows } from './count-rows';
import type { PageRows } from './page-rows';

/** A page's rows and how many rows of `table` match `where`, read side by side. */
export async function countedPage<Row>(tx: Executor, table: PgTable, where: SQL | undefined, rows: PromiseLike<Row[]>): Promise<PageRows<Row>> {
  const [pageRows, total] = await Promise.all([rows, countRows(tx, table, where)]);
  return { rows: pageRows, total };
}
