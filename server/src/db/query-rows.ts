import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** The rows of a raw statement; both drivers answer `{ rows }`, which Drizzle's shared type leaves unknown. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
