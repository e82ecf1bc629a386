import type { Clock } from '@tracker/core';
import type { AuditAction, AuditResourceType } from '../db/audit-vocabulary';
import type { Executor } from '../db/client';
import type { Repositories } from '../repositories/repositories';

/** Who is acting, and in which request: what every audited write needs to know. */
export type AuditContext = { actorId: number | null; requestId: string };

export type AuditEvent = {
  action: AuditAction;
  resourceType: AuditResourceType;
  resourceId?: string | number | null;
  before?: unknown;
  after?: unknown;
};

const SECRET_KEY = /password|secret|token|hash/i;

/** A JSON copy of a record without its secrets (password hashes, token hashes, reset tokens). */
function withoutSecrets(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, v]) => [key, withoutSecrets(v)]),
    );
  }
  return value;
}

export function createAuditService(repositories: Repositories, clock: Clock) {
  const entry = (context: AuditContext, event: AuditEvent, createdAt: Date) => ({
    actorId: context.actorId,
    requestId: context.requestId,
    action: event.action,
    resourceType: event.resourceType,
    resourceId: event.resourceId === undefined || event.resourceId === null ? null : String(event.resourceId),
    before: withoutSecrets(event.before),
    after: withoutSecrets(event.after),
    createdAt,
  });
  return {
    /** Records one write; pass the write's transaction so the entry commits or rolls back with it. */
    async record(context: AuditContext, event: AuditEvent, tx?: Executor): Promise<void> {
      await repositories.audit.insert(entry(context, event, clock.now()), tx);
    },

    /** Records many writes of one request in one statement (a batch call). */
    async recordMany(context: AuditContext, events: readonly AuditEvent[], tx?: Executor): Promise<void> {
      const now = clock.now();
      await repositories.audit.insertMany(
        events.map((event) => entry(context, event, now)),
        tx,
      );
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
