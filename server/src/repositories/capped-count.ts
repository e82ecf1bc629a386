import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { TOTAL_COUNT_CAP, type PageMeta } from '@tracker/core';
import type { Executor } from '../db/client';

/**
 * How many rows of `table` match `where`, counting no further than one past TOTAL_COUNT_CAP: a
 * page never pays for counting a million matches it does not show.
 */
export async function cappedCount(tx: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const matches = tx.select({ one: sql`1` }).from(table).where(where).limit(TOTAL_COUNT_CAP + 1).as('matches');
  const [row] = await tx.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

/**
 * A list's page meta from a capped count and the page just read. Past the cap the total is a lower
 * bound (`capped`), at least what this page reached, and a full page promises a next one.
 */
export function pageMeta(page: number, size: number, counted: number, found: number): PageMeta {
  if (counted <= TOTAL_COUNT_CAP) return { page, size, total: counted, pages: Math.ceil(counted / size) };
  const total = Math.max(TOTAL_COUNT_CAP, (page - 1) * size + found);
  return { page, size, total, pages: Math.max(Math.ceil(total / size), found === size ? page + 1 : page), capped: true };
}
