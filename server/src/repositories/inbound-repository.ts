import { and, desc, eq, getTableColumns, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { JOB_MAX_ATTEMPTS, type InboundState } from '@tracker/core';
import { queryRows } from '../db/query-rows';
import type { Database, Executor } from '../db/client';
import {
  addresses,
  emailContents,
  emails,
  inboundMessages,
  inboundStateCounts,
  jobs,
  journeyAddresses,
  journeyEmails,
  journeys,
  registrations,
} from '../db/schema';
import { countRows } from '../lists/count-rows';
import type { PageRows } from '../lists/page-rows';
import { boundaryShape, fixedKeysetOrder, keysetValues } from '../lists/keyset';
import type { PageWindow } from '../lists/page-window';
import { containing } from './like-pattern';

export type InboundMessageRow = typeof inboundMessages.$inferSelect;
export type NewInboundMessage = typeof inboundMessages.$inferInsert;
/** A message with the guid of the email made from it. */
export type InboundMessageWithEmail = InboundMessageRow & { emailGuid: string | null };
const withEmail = { ...getTableColumns(inboundMessages), emailGuid: emails.guid };
export type InboundFilters = { state?: InboundState | undefined; recipient?: string | undefined };

function where({ state, recipient }: InboundFilters): SQL | undefined {
  return and(
    state ? eq(inboundMessages.state, state) : undefined,
    recipient ? ilike(inboundMessages.recipient, containing(recipient.toLowerCase())) : undefined,
  );
}

/** Inbound messages: stored once per inbox, processed by jobs, listed newest first. */
/** The inbound messages' order, newest first, as a keyset (see keysetOrder). */
const newestFirst = fixedKeysetOrder(inboundMessages.receivedAt, inboundMessages.id, 'desc');

export function createInboundRepository(db: Database) {
  return {
    /**
     * What mail to `inbox` sent at `sentAt` belongs to: the address, its registration (the current
     * one first, then the latest), the company (the address's, else the registration's) and the journey
     * of that address and company live on that day (started, not past its end day, not archived).
     */
    async attachmentFor(
      inbox: string,
      sentAt: Date,
      tx: Executor = db,
    ): Promise<{ addressId: number | null; registrationId: number | null; companyId: number | null; journeyId: number | null }> {
      // One statement: the address, its registration and its journey, each joined on what the one before found.
      const registration = tx
        .select({ id: registrations.id, companyId: registrations.companyId })
        .from(registrations)
        .where(eq(registrations.addressId, addresses.id))
        .orderBy(desc(registrations.current), desc(registrations.id))
        .limit(1)
        .as('registration');
      const companyId = sql<number | null>`coalesce(${addresses.companyId}, ${registration.companyId})`;
      // A journey's end day is whole: it is live until the midnight after it.
      const journey = tx
        .select({ id: journeys.id })
        .from(journeys)
        .innerJoin(journeyAddresses, eq(journeyAddresses.journeyId, journeys.id))
        .where(
          and(
            eq(journeyAddresses.addressId, addresses.id),
            eq(journeys.companyId, companyId),
            inArray(journeys.status, ['upcoming', 'in_progress', 'complete']),
            lte(journeys.startDate, sentAt),
            sql`${journeys.endDate} + interval '1 day' > ${sentAt.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(desc(journeys.startDate), desc(journeys.id))
        .limit(1)
        .as('journey');
      const [row] = await tx
        .select({ addressId: addresses.id, registrationId: registration.id, companyId: companyId.mapWith(Number), journeyId: journey.id })
        .from(addresses)
        .leftJoinLateral(registration, sql`true`)
        .leftJoinLateral(journey, sql`true`)
        .where(eq(addresses.emailAddress, inbox))
        .limit(1);
      if (!row) return { addressId: null, registrationId: null, companyId: null, journeyId: null };
      return { addressId: row.addressId, registrationId: row.registrationId, companyId: row.companyId, journeyId: row.journeyId };
    },

    /** Inserts the email made from a message, its content and its journey link, in one statement; answers its id. */
    async insertEmail(
      email: typeof emails.$inferInsert,
      content: { html: string | null; text: string | null; size: number },
      tx: Executor,
    ): Promise<number> {
      const inserted = tx
        .insert(emails)
        .values(email)
        .returning({ id: emails.id, journeyId: emails.journeyId, createdAt: emails.createdAt });
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`with e as (${inserted.getSQL()}),
          c as (insert into ${emailContents} (email_id, html, text, size) select id, ${content.html}, ${content.text}, ${content.size} from e),
          j as (insert into ${journeyEmails} (journey_id, email_id, created_at) select journey_id, id, created_at from e where journey_id is not null)
          select id from e`,
      );
      return row!.id;
    },

    /**
     * Sets the registration's email count to its address's emails, this transaction's among them.
     * The row is locked first, so the count runs after any other transaction counting for it has
     * committed and sees that one's email too: workers side by side never write a stale count.
     */
    async recountRegistrationEmails(registrationId: number, addressId: number, tx: Executor): Promise<void> {
      await tx.select({ id: registrations.id }).from(registrations).where(eq(registrations.id, registrationId)).for('update');
      await tx
        .update(registrations)
        .set({ emailsCount: sql`(select count(*) from ${emails} where ${emails.addressId} = ${addressId})` })
        .where(eq(registrations.id, registrationId));
    },

    /** Whether an inbox (an address, in lower case) exists. */
    async inboxExists(emailAddress: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.emailAddress, emailAddress)).limit(1);
      return rows.length > 0;
    },

    /**
     * Inserts the messages an inbox does not have yet (same Message-ID or same bytes) and queues an
     * `inbound.process` job for each row inserted, in one statement (atomic without a transaction,
     * one round trip on the path to `250`). Answers the rows inserted; a message an inbox had is not among them.
     */
    async insertAndQueue(rows: NewInboundMessage[], now: Date, tx: Executor = db): Promise<Array<{ id: number; recipient: string }>> {
      if (rows.length === 0) return [];
      const inserted = tx
        .insert(inboundMessages)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: inboundMessages.id, recipient: inboundMessages.recipient });
      const at = now.toISOString();
      return queryRows<{ id: number; recipient: string }>(
        tx,
        sql`with m as (${inserted.getSQL()}), queued as (
          insert into ${jobs} (kind, payload, run_at, created_at, max_attempts)
          select 'inbound.process', jsonb_build_object('inboundMessageId', m.id), ${at}::timestamptz, ${at}::timestamptz, ${JOB_MAX_ATTEMPTS} from m
        ) select id, recipient from m`,
      );
    },

    /** The messages these inboxes already have with this Message-ID or these bytes (at most one each, by inbox). */
    async findStored(
      recipients: string[],
      messageId: string | null,
      sha256: string,
      tx: Executor = db,
    ): Promise<Map<string, InboundMessageRow>> {
      if (recipients.length === 0) return new Map();
      const rows = await tx
        .select()
        .from(inboundMessages)
        .where(
          and(
            inArray(inboundMessages.recipient, recipients),
            or(eq(inboundMessages.sha256, sha256), messageId === null ? undefined : eq(inboundMessages.messageId, messageId)),
          ),
        )
        .orderBy(inboundMessages.id);
      const byRecipient = new Map<string, InboundMessageRow>();
      for (const row of rows) if (!byRecipient.has(row.recipient)) byRecipient.set(row.recipient, row);
      return byRecipient;
    },

    async detail(id: number, tx: Executor = db): Promise<InboundMessageWithEmail | null> {
      const [row] = await tx
        .select(withEmail)
        .from(inboundMessages)
        .leftJoin(emails, eq(emails.id, inboundMessages.emailId))
        .where(eq(inboundMessages.id, id));
      return row ?? null;
    },

    async findById(id: number, tx: Executor = db): Promise<InboundMessageRow | null> {
      const [row] = await tx.select().from(inboundMessages).where(eq(inboundMessages.id, id));
      return row ?? null;
    },

    /**
     * Marks the message processing and counts the attempt, answering it as it is now; null when it is
     * processed already or there is no such message.
     */
    async startProcessing(id: number, tx: Executor = db): Promise<InboundMessageRow | null> {
      const [row] = await tx
        .update(inboundMessages)
        .set({ state: 'processing', attempts: sql`${inboundMessages.attempts} + 1` })
        .where(and(eq(inboundMessages.id, id), ne(inboundMessages.state, 'processed')))
        .returning();
      return row ?? null;
    },

    /** The row, locked for this transaction. */
    async lock(id: number, tx: Executor): Promise<InboundMessageRow | null> {
      const [row] = await tx.select().from(inboundMessages).where(eq(inboundMessages.id, id)).for('update');
      return row ?? null;
    },

    async update(id: number, changes: Partial<NewInboundMessage>, tx: Executor = db): Promise<void> {
      await tx.update(inboundMessages).set(changes).where(eq(inboundMessages.id, id));
    },

    /** One page, newest first. */
    async page(
      filters: InboundFilters,
      { limit, offset, boundary }: PageWindow,
      tx: Executor = db,
    ): Promise<PageRows<InboundMessageWithEmail>> {
      const condition = where(filters);
      const keyset = newestFirst(boundaryShape(boundary));
      const [rows, total] = await Promise.all([
        tx
          .select({ ...withEmail, ...keyset.columns })
          .from(inboundMessages)
          .leftJoin(emails, eq(emails.id, inboundMessages.emailId))
          .where(and(condition, keyset.where))
          .orderBy(...keyset.orderBy)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .execute(keysetValues(boundary, limit, offset)),
        countRows(tx, inboundMessages, condition),
      ]);
      return { rows, total };
    },

    /** The ids of every failed message, oldest first. */
    async failedIds(tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ id: inboundMessages.id })
        .from(inboundMessages)
        .where(eq(inboundMessages.state, 'failed'))
        .orderBy(inboundMessages.id);
      return rows.map((r) => r.id);
    },

    /**
     * Messages per state, and the latest one received. The counts are the sums of the changes the
     * writing statements' triggers appended (inbound_state_counts): exact, and a few dozen rows read
     * instead of every message.
     */
    async summary(tx: Executor = db): Promise<{ byState: Record<InboundState, number>; last: InboundMessageWithEmail | null }> {
      const [counts, [last]] = await Promise.all([
        tx
          .select({ state: inboundStateCounts.state, count: sql<number>`sum(${inboundStateCounts.messages})`.mapWith(Number) })
          .from(inboundStateCounts)
          .groupBy(inboundStateCounts.state),
        tx
          .select(withEmail)
          .from(inboundMessages)
          .leftJoin(emails, eq(emails.id, inboundMessages.emailId))
          .orderBy(desc(inboundMessages.receivedAt), desc(inboundMessages.id))
          .limit(1),
      ]);
      const byState = { stored: 0, processing: 0, processed: 0, failed: 0 };
      for (const c of counts) byState[c.state] = c.count;
      return { byState, last: last ?? null };
    },
  };
}
