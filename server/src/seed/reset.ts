import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { schemaTables } from './tables';

/** Empties every table of the schema and restarts their ids, so the seed can run again. */
export async function resetDatabase(db: Database): Promise<void> {
  const names = sql.join(
    schemaTables.map((table) => sql.identifier(getTableName(table))),
    sql`, `,
  );
  await db.execute(sql`truncate table ${names} restart identity cascade`);
}
