import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { EmailSearchQuery } from '@tracker/core';
import type { Database, Executor } from '../db/client';
import { emailClassifications, emails } from '../db/schema';
import { countedPage } from '../lists/counted-page';
import type { PageRows } from '../lists/page-rows';
import type { PageWindow } from '../lists/page-window';
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

export function createEmailsRepository(db: Database) {
  /** The classifications of these emails, in one query, by email id. */
  async function classificationsOf(ids: number[], tx: Executor): Promise<Map<number, ClassificationRow[]>> {
    const byEmail = new Map<number, ClassificationRow[]>();
    if (ids.length === 0) return byEmail;
    const rows = await tx
      .select({
        emailId: emailClassifications.emailId,
        type: emailClassifications.type,
        score: emailClassifications.score,
        source: emailClassifications.source,
        labeled: emailClassifications.labeled,
      })
      .from(emailClassifications)
      .where(inArray(emailClassifications.emailId, ids))
      .orderBy(asc(emailClassifications.type));
    for (const { emailId: id, ...classification } of rows) {
      const list = byEmail.get(id);
      if (list) list.push(classification);
      else byEmail.set(id, [classification]);
    }
    return byEmail;
  }

  /** The emails, each with its classifications. */
  async function withClassifications(rows: EmailRow[], tx: Executor): Promise<EmailWithClassifications[]> {
    const classifications = await classificationsOf(
      rows.map((e) => e.id),
      tx,
    );
    return rows.map((email) => ({ email, classifications: classifications.get(email.id) ?? [] }));
  }

  return {
    /** One page of the emails matching the search, newest first, each with its classifications. */
    async page(filters: EmailSearchFilters, { limit, offset }: PageWindow, tx: Executor = db): Promise<PageRows<EmailWithClassifications>> {
      const where = emailWhere(filters);
      const rows = tx.select(emailColumns).from(emails).where(where).orderBy(desc(emails.sentAt), desc(emails.id)).limit(limit).offset(offset);
      return countedPage(
        tx,
        emails,
        where,
        rows.then((found) => withClassifications(found, tx)),
      );
    },
  };
}
