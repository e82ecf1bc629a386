import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import * as schema from '../db/schema';

/** Every table of the schema, by export name. */
export const schemaTables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** The names of the schema's tables, as the database knows them. */
export const schemaTableNames: string[] = schemaTables.map((table) => getTableName(table));

/** Rows per table, by table name. */
export async function countRows(db: Executor): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of schemaTables) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? 0;
  }
  return counts;
}
