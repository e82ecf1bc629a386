import type { Clock } from '@tracker/core';
import { auditResourceType, type AuditAction } from '../db/audit-vocabulary';
import type { Executor } from '../db/client';
import type { Repositories } from '../repositories/repositories';

/** Who is acting, and in which request: what every audited write needs to know. */
export type AuditContext = { actorId: number | null; requestId: string };

/** One write to record: its action (which names the entry's resource type) and the record it changed. */
export type AuditEvent = {
  action: AuditAction;
  resourceId?: string | number | null;
  before?: unknown;
  after?: unknown;
};

/** An event about one record whose before and after are its documents. */
type RecordEvent = Omit<AuditEvent, 'before' | 'after'>;

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
    resourceType: auditResourceType(event.action),
    resourceId: event.resourceId === undefined || event.resourceId === null ? null : String(event.resourceId),
    before: withoutSecrets(event.before),
    after: withoutSecrets(event.after),
    createdAt,
  });
  async function record(context: AuditContext, event: AuditEvent, tx?: Executor): Promise<void> {
    await repositories.audit.insert(entry(context, event, clock.now()), tx);
  }
  return {
    /** Records one write; pass the write's transaction so the entry commits or rolls back with it. */
    record,

    /** Records a record just created in `tx` with its document as `after`; returns the document. */
    async recordCreated<T extends { data: unknown }>(context: AuditContext, event: RecordEvent, created: T, tx: Executor): Promise<T> {
      await record(context, { ...event, after: created.data }, tx);
      return created;
    },

    /**
     * Makes one change inside `tx` and records it with the record's document (`read`) as it was before
     * and is after; returns the document after.
     */
    async recordChange<T extends { data: unknown }>(
      context: AuditContext,
      event: RecordEvent,
      tx: Executor,
      read: () => Promise<T>,
      change: () => Promise<unknown>,
    ): Promise<T> {
      const before = await read();
      await change();
      const after = await read();
      await record(context, { ...event, before: before.data, after: after.data }, tx);
      return after;
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
