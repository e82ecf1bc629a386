import { and, desc, eq, getTableColumns, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InboundState } from '@tracker/core';
import type { Database, Executor } from '../db/client';
import {
  addresses,
  companies,
  emailContents,
  emails,
  inboundMessages,
  journeyAddresses,
  journeyEmails,
  journeys,
  registrations,
} from '../db/schema';
import { countRows } from '../lists/count-rows';
import type { PageRows } from '../lists/page-rows';
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
      const [address] = await tx
        .select({ id: addresses.id, companyId: addresses.companyId })
        .from(addresses)
        .where(eq(addresses.emailAddress, inbox));
      if (!address) return { addressId: null, registrationId: null, companyId: null, journeyId: null };
      const [registration] = await tx
        .select({ id: registrations.id, companyId: registrations.companyId })
        .from(registrations)
        .where(eq(registrations.addressId, address.id))
        .orderBy(desc(registrations.current), desc(registrations.id))
        .limit(1);
      const companyId = address.companyId ?? registration?.companyId ?? null;
      if (companyId === null) return { addressId: address.id, registrationId: registration?.id ?? null, companyId, journeyId: null };
      // A journey's end day is whole: it is live until the midnight after it.
      const [journey] = await tx
        .select({ id: journeys.id })
        .from(journeys)
        .innerJoin(journeyAddresses, eq(journeyAddresses.journeyId, journeys.id))
        .where(
          and(
            eq(journeyAddresses.addressId, address.id),
            eq(journeys.companyId, companyId),
            inArray(journeys.status, ['upcoming', 'in_progress', 'complete']),
            lte(journeys.startDate, sentAt),
            sql`${journeys.endDate} + interval '1 day' > ${sentAt.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(desc(journeys.startDate), desc(journeys.id))
        .limit(1);
      return { addressId: address.id, registrationId: registration?.id ?? null, companyId, journeyId: journey?.id ?? null };
    },

    /** Inserts the email made from a message, its content and its journey link; answers its id. */
    async insertEmail(
      email: typeof emails.$inferInsert,
      content: { html: string | null; text: string | null; size: number },
      tx: Executor,
    ): Promise<number> {
      const [row] = await tx.insert(emails).values(email).returning({ id: emails.id });
      const id = row!.id;
      await tx.insert(emailContents).values({ emailId: id, ...content });
      if (email.journeyId) await tx.insert(journeyEmails).values({ journeyId: email.journeyId, emailId: id, createdAt: email.createdAt });
      return id;
    },

    /** The company's first email date moves back to `sentAt` when it is earlier (or unset). */
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

    async noteCompanyEmail(companyId: number, sentAt: Date, now: Date, tx: Executor): Promise<void> {
      await tx
        .update(companies)
        .set({
          firstEmailSentAt: sql`least(coalesce(${companies.firstEmailSentAt}, ${sentAt.toISOString()}::timestamptz), ${sentAt.toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(eq(companies.id, companyId));
    },

    /** Whether an inbox (an address, in lower case) exists. */
    async inboxExists(emailAddress: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.emailAddress, emailAddress)).limit(1);
      return rows.length > 0;
    },

    /** Inserts the message unless this inbox already has it (same Message-ID or same bytes): then null. */
    async insertUnlessStored(row: NewInboundMessage, tx: Executor = db): Promise<InboundMessageRow | null> {
      const [inserted] = await tx.insert(inboundMessages).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    /** The message this inbox already has with this Message-ID or these bytes. */
    async findStored(recipient: string, messageId: string | null, sha256: string, tx: Executor = db): Promise<InboundMessageRow | null> {
      const [row] = await tx
        .select()
        .from(inboundMessages)
        .where(
          and(
            eq(inboundMessages.recipient, recipient),
            or(eq(inboundMessages.sha256, sha256), messageId === null ? undefined : eq(inboundMessages.messageId, messageId)),
          ),
        )
        .limit(1);
      return row ?? null;
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

    /** The row, locked for this transaction. */
    async lock(id: number, tx: Executor): Promise<InboundMessageRow | null> {
      const [row] = await tx.select().from(inboundMessages).where(eq(inboundMessages.id, id)).for('update');
      return row ?? null;
    },

    async update(id: number, changes: Partial<NewInboundMessage>, tx: Executor = db): Promise<void> {
      await tx.update(inboundMessages).set(changes).where(eq(inboundMessages.id, id));
    },

    /** One page, newest first. */
    async page(filters: InboundFilters, { limit, offset }: PageWindow, tx: Executor = db): Promise<PageRows<InboundMessageWithEmail>> {
      const condition = where(filters);
      const [rows, total] = await Promise.all([
        tx
          .select(withEmail)
          .from(inboundMessages)
          .leftJoin(emails, eq(emails.id, inboundMessages.emailId))
          .where(condition)
          .orderBy(desc(inboundMessages.receivedAt), desc(inboundMessages.id))
          .limit(limit)
          .offset(offset),
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

    /** Messages per state, and the latest one received. */
    async summary(tx: Executor = db): Promise<{ byState: Record<InboundState, number>; last: InboundMessageWithEmail | null }> {
      const [counts, [last]] = await Promise.all([
        tx
          .select({ state: inboundMessages.state, count: sql<number>`count(*)`.mapWith(Number) })
          .from(inboundMessages)
          .groupBy(inboundMessages.state),
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
