import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export function createHealthRepository(db: Database) {
  return {
    /** A trivial round trip: throws when the database cannot answer. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
