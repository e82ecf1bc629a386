import type { Database, Executor } from '../db/client';
import { auditLog } from '../db/schema';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export function createAuditRepository(db: Database) {
  return {
    async insert(entry: NewAuditEntry, tx: Executor = db): Promise<void> {
      await tx.insert(auditLog).values(entry);
    },

    async insertMany(entries: readonly NewAuditEntry[], tx: Executor = db): Promise<void> {
      if (entries.length > 0) await tx.insert(auditLog).values([...entries]);
    },
  };
}
