import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { emails } from './emails';
import { inboundMessageSource, inboundState, jobState } from './enums';

/**
 * Mail as it arrived, one row per recipient: its raw bytes are in the asset store under `assetKey`,
 * written before the row is committed, so a row always has its message. Unique by inbox and
 * Message-ID, and by inbox and the bytes' SHA-256, so a redelivery stores nothing new.
 */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The inbox, in lower case. */
    recipient: text().notNull(),
    mailFrom: text(),
    source: inboundMessageSource().notNull(),
    remoteAddress: text(),
    /** The Message-ID header without its angle brackets; null when the message has none. */
    messageId: text(),
    sha256: text().notNull(),
    size: integer().notNull(),
    assetKey: text().notNull(),
    subject: text(),
    state: inboundState().notNull().default('stored'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    processedAt: timestamp({ withTimezone: true }),
    emailId: integer().references(() => emails.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('inbound_messages_recipient_message_id_key').on(t.recipient, t.messageId),
    uniqueIndex('inbound_messages_recipient_sha256_key').on(t.recipient, t.sha256),
    index('inbound_messages_received_at_idx').on(t.receivedAt, t.id),
    index('inbound_messages_state_received_at_idx').on(t.state, t.receivedAt, t.id),
    index('inbound_messages_recipient_trgm_idx').using('gin', sql`${t.recipient} gin_trgm_ops`),
    // An email's message (its envelope sender on reprocess), and what deleting an email sets to null.
    index('inbound_messages_email_id_idx').on(t.emailId),
  ],
);

/**
 * How many inbound messages are in each state, as changes: statement-level triggers on
 * inbound_messages append one row per state a statement changed (+n, -n), and every so often fold
 * the rows no other transaction holds into one a state (see the migration adding it). The status
 * poll sums a few dozen rows instead of counting every message; appending never waits on a lock, so
 * workers finishing messages side by side never queue behind one counter row.
 */
export const inboundStateCounts = pgTable('inbound_state_counts', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  state: inboundState().notNull(),
  messages: bigint({ mode: 'number' }).notNull(),
});

/**
 * The job queue: workers claim due rows with `FOR UPDATE SKIP LOCKED` and hold them under a lease;
 * a job whose lease runs out (its worker died) is claimed again. Failures wait a backoff, and after
 * the last attempt the job is dead with its last error.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What to run: `inbound.process` (payload `{ inboundMessageId }`) or `email.reprocess` (`{ emailId }`). */
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    state: jobState().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    /** Due at: a queued job runs no earlier; a running one is claimed again once this (its lease) has passed. */
    runAt: timestamp({ withTimezone: true }).notNull(),
    lockedBy: text(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('jobs_state_idx').on(t.state),
  ],
);
