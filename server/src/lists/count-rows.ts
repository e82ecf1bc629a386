import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** How many rows of `table` match `where`. Every list's total is counted here. */
export async function countRows(tx: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}
