import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditResourceType } from '../audit-vocabulary';
import { users } from './users';

/** One row per write: who did what to which record, with the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().$type<AuditAction>().notNull(),
    resourceType: text().$type<AuditResourceType>().notNull(),
    resourceId: text(),
    before: jsonb(),
    after: jsonb(),
    requestId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_resource_idx').on(t.resourceType, t.resourceId), index('audit_log_created_at_idx').on(t.createdAt)],
);
