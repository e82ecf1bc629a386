import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { EMAIL_SEARCH_COUNT_CAP, type Clock, type ClassificationType, type EmailSearchQuery, type EmailsJsonQuery } from '@tracker/core';
import type { Database, Executor } from '../db/client';
import { emailClassifications, emailContents, emails, listEmails, lists, users } from '../db/schema';
import { countedPage } from '../lists/counted-page';
import type { PageRows } from '../lists/page-rows';
import type { PageWindow } from '../lists/page-window';
import { classificationsOf } from './classifications-of';
import { onOrAfter, onOrBefore } from './date-bounds';
import { containing } from './like-pattern';
import { qualified } from './qualified';

// Every column but the search vector, which only the database reads.
const { searchVector: _searchVector, ...emailColumns } = getTableColumns(emails);

export type EmailRow = Omit<typeof emails.$inferSelect, 'searchVector'>;
export type ClassificationRow = Pick<typeof emailClassifications.$inferSelect, 'type' | 'score' | 'source' | 'labeled'>;

/** An email with its classifications, every score included. */
export type EmailWithClassifications = { email: EmailRow; classifications: ClassificationRow[] };

export type EmailSearchFilters = Omit<EmailSearchQuery, 'page' | 'size'>;

const emailId = qualified(emails.id);

/** Words, quoted phrases, `or` and `-word`: what full text reads as a search box does. */
const WORDS = /^[\p{L}\p{N}\s"'-]+$/u;

/**
 * Words match as full text (their forms, in subject, sender and body) or as parts of the subject or
 * sender; text with other signs (`5%`, `cart_`, `deals@`) is a literal part of the subject or sender
 * only. Each branch has its GIN index.
 */
function searchMatches(search: string): SQL {
  const pattern = containing(search);
  const parts = sql`lower(${emails.subject}) like ${pattern} or lower(${emails.fromName}) like ${pattern} or lower(${emails.fromAddress}) like ${pattern}`;
  return WORDS.test(search) ? sql`(${emails.searchVector} @@ websearch_to_tsquery('english', ${search}) or ${parts})` : sql`(${parts})`;
}

/** The search's WHERE clause. Private and hidden emails are included: only admins search. */
function emailWhere(filters: EmailSearchFilters): SQL | undefined {
  return and(
    filters.search ? searchMatches(filters.search) : undefined,
    filters.startDate === undefined ? undefined : onOrAfter(emails.sentAt, filters.startDate),
    filters.endDate === undefined ? undefined : onOrBefore(emails.sentAt, filters.endDate),
    filters.animated === undefined ? undefined : eq(emails.animated, filters.animated),
    filters.processed === undefined ? undefined : eq(emails.processed, filters.processed),
    filters.mobileOptimized === undefined ? undefined : eq(emails.mobileOptimized, filters.mobileOptimized),
    filters.classifications?.length
      ? sql`exists (select 1 from email_classifications ec where ec.email_id = ${emailId} and ec.score = 1 and ec.type in (${sql.join(
          filters.classifications.map((type) => sql`${type}::classification_type`),
          sql`, `,
        )}))`
      : undefined,
    filters.companyId?.length ? inArray(emails.companyId, filters.companyId) : undefined,
  );
}

export type EmailsJsonFilters = Omit<EmailsJsonQuery, 'page' | 'size'>;

/** One of the lists an email is in; `admin` when an admin owns it. */
export type EmailListRow = { id: number; name: string; admin: boolean };

/** An email with everything its screen shows. */
export type EmailDetailRow = EmailWithClassifications & { lists: EmailListRow[]; size: number };

export type EmailChanges = Partial<
  Pick<typeof emails.$inferInsert, 'private' | 'visible' | 'processed' | 'subject' | 'fromName' | 'fromAddress' | 'sentAt' | 'animated' | 'mobileOptimized'>
>;

function jsonWhere(filters: EmailsJsonFilters): SQL | undefined {
  return and(
    filters.guid?.length ? inArray(emails.guid, filters.guid) : undefined,
    filters.journey_id === undefined ? undefined : eq(emails.journeyId, filters.journey_id),
    filters.address_id === undefined ? undefined : eq(emails.addressId, filters.address_id),
  );
}

const NUMERIC_ID = /^\d{1,9}$/;

export function createEmailsRepository(db: Database, clock: Clock) {
  /** The emails, each with its classifications. */
  async function withClassifications(rows: EmailRow[], tx: Executor): Promise<EmailWithClassifications[]> {
    const classifications = await classificationsOf(
      rows.map((e) => e.id),
      tx,
    );
    return rows.map((email) => ({ email, classifications: classifications.get(email.id) ?? [] }));
  }

  return {
    /** An email by guid, or by id or guid for `{id}` paths (the spec's calls take either). */
    async findByRef(ref: string, tx: Executor = db): Promise<EmailRow | null> {
      const where = NUMERIC_ID.test(ref) ? sql`${emails.id} = ${Number(ref)} or ${emails.guid} = ${ref}` : eq(emails.guid, ref);
      const [row] = await tx.select(emailColumns).from(emails).where(where).orderBy(asc(emails.id)).limit(1);
      return row ?? null;
    },

    /** An email with its classifications, its lists (admin ones flagged) and its raw size. */
    async detail(id: number, tx: Executor = db): Promise<EmailDetailRow | null> {
      const [row] = await tx
        .select({ ...emailColumns, size: sql<number>`coalesce((select c.size from email_contents c where c.email_id = ${emailId}), 0)`.mapWith(Number) })
        .from(emails)
        .where(eq(emails.id, id))
        .limit(1);
      if (!row) return null;
      const { size, ...email } = row;
      const [withClasses] = await withClassifications([email], tx);
      const memberships = await tx
        .select({ id: lists.id, name: lists.name, admin: sql<boolean>`coalesce(${users.userRole} = 'admin', false)` })
        .from(listEmails)
        .innerJoin(lists, eq(lists.id, listEmails.listId))
        .leftJoin(users, eq(users.id, lists.userId))
        .where(eq(listEmails.emailId, id))
        .orderBy(sql`lower(${lists.name})`, asc(lists.id));
      return { ...withClasses!, lists: memberships, size };
    },

    /** Changes an email's row, stamping updated_at. */
    async update(id: number, changes: EmailChanges, tx: Executor = db): Promise<void> {
      await tx
        .update(emails)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(emails.id, id));
    },

    /** Writes these classifications of an email (insert or update by type). */
    async upsertClassifications(
      emailId: number,
      rows: ReadonlyArray<{ type: ClassificationType; score: 0 | 1; source: 'manual' | 'automatic'; labeled: boolean }>,
      tx: Executor = db,
    ): Promise<void> {
      if (rows.length === 0) return;
      const now = clock.now();
      await tx
        .insert(emailClassifications)
        .values(rows.map((r) => ({ emailId, ...r, createdAt: now, updatedAt: now })))
        .onConflictDoUpdate({
          target: [emailClassifications.emailId, emailClassifications.type],
          set: { score: sql`excluded.score`, source: sql`excluded.source`, labeled: sql`excluded.labeled`, updatedAt: now },
        });
    },

    /** Removes one classification type of an email; false when it had none. */
    async deleteClassification(emailId: number, type: ClassificationType, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .delete(emailClassifications)
        .where(and(eq(emailClassifications.emailId, emailId), eq(emailClassifications.type, type)))
        .returning({ id: emailClassifications.id });
      return rows.length > 0;
    },

    /** The email's stored body (text and HTML) and raw size, replaced by what processing derived. */
    async saveContent(emailId: number, content: { html: string | null; text: string | null; size: number }, tx: Executor = db): Promise<void> {
      await tx
        .insert(emailContents)
        .values({ emailId, ...content })
        .onConflictDoUpdate({ target: emailContents.emailId, set: content });
    },

    /** One page of the emails by guid, journey or address, newest first. */
    async jsonPage(filters: EmailsJsonFilters, { limit, offset }: PageWindow, tx: Executor = db): Promise<PageRows<EmailWithClassifications>> {
      const where = jsonWhere(filters);
      const rows = tx.select(emailColumns).from(emails).where(where).orderBy(desc(emails.sentAt), desc(emails.id)).limit(limit).offset(offset);
      return countedPage(
        tx,
        emails,
        where,
        rows.then((found) => withClassifications(found, tx)),
      );
    },

    withClassifications,

    /**
     * One page of the emails matching the search, newest first, each with its classifications. A
     * search by text counts its matches only to EMAIL_SEARCH_COUNT_CAP.
     */
    async page(filters: EmailSearchFilters, { limit, offset }: PageWindow, tx: Executor = db): Promise<PageRows<EmailWithClassifications>> {
      const where = emailWhere(filters);
      const rows = tx.select(emailColumns).from(emails).where(where).orderBy(desc(emails.sentAt), desc(emails.id)).limit(limit).offset(offset);
      return countedPage(
        tx,
        emails,
        where,
        rows.then((found) => withClassifications(found, tx)),
        filters.search ? EMAIL_SEARCH_COUNT_CAP : undefined,
      );
    },
  };
}
