import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_COUNT_CAP,
  TOTAL_COUNT_CAP,
  positiveId,
  type Clock,
  type ClassificationType,
  type EmailSearchQuery,
  type EmailsJsonQuery,
} from '@tracker/core';
import type { Database, Executor } from '../db/client';
import { emailClassifications, emailContents, emails, inboundMessages, listEmails, lists, users } from '../db/schema';
import { preparedQueries } from '../db/prepared-query';
import { preparedCountRows, estimatedCountRows } from '../lists/count-rows';
import { namedFilters } from '../lists/named-filters';
import { WALKED_PER_ROW } from '../lists/text-walk';
import type { PageRows } from '../lists/page-rows';
import { boundaryShape, carryKeys, fixedKeysetOrder, keysetValues, type BoundaryShape, type KeyedRow } from '../lists/keyset';
import type { PageWindow } from '../lists/page-window';
import { createClassificationsOf } from './classifications-of';
import { atOrAfter, before, lowerBound, upperBound } from './date-bounds';
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
function searchMatches(words: boolean): SQL {
  const pattern = sql.placeholder('pattern');
  const parts = sql`lower(${emails.subject}) like ${pattern} or lower(${emails.fromName}) like ${pattern} or lower(${emails.fromAddress}) like ${pattern}`;
  return words
    ? sql`(${emails.searchVector} @@ websearch_to_tsquery('english', ${sql.placeholder('search')}) or ${parts})`
    : sql`(${parts})`;
}

/** The values of emailWhere's placeholders, by filter. */
function emailValues(filters: EmailSearchFilters) {
  const end = filters.endDate === undefined ? undefined : upperBound(filters.endDate);
  return {
    search: filters.search || undefined,
    pattern: filters.search ? containing(filters.search) : undefined,
    startDate: filters.startDate === undefined ? undefined : lowerBound(filters.startDate),
    endDate: end?.at,
    animated: filters.animated,
    processed: filters.processed,
    mobileOptimized: filters.mobileOptimized,
    classifications: filters.classifications,
    platform: filters.platform,
    companyId: filters.companyId,
  };
}

/** How a page of the search reads its rows (see searchRows). */
type SearchRead = { shape: SearchShape; boundary: BoundaryShape; skips: boolean; read: 'all' | 'walk' | 'matches' };

/** What the search's query text depends on: the filters named, whether the search is words, whether the end date is included. */
type SearchShape = { named: Array<keyof ReturnType<typeof emailValues>>; words: boolean; endInclusive: boolean };

function searchShape(filters: EmailSearchFilters, values: ReturnType<typeof emailValues>): SearchShape {
  return {
    named: namedFilters(values),
    words: filters.search ? WORDS.test(filters.search) : false,
    endInclusive: filters.endDate !== undefined && upperBound(filters.endDate).inclusive,
  };
}

/** The search's WHERE clause, each value a placeholder named after its filter. Private and hidden emails are included: only admins search. */
function emailWhere(shape: SearchShape): SQL | undefined {
  return and(textWhere(shape), filterWhere(shape));
}

/** The search's text, where it names one. */
function textWhere({ named, words }: SearchShape): SQL | undefined {
  return named.includes('search') ? searchMatches(words) : undefined;
}

/** The search's filters but its text. */
function filterWhere({ named, endInclusive }: SearchShape): SQL | undefined {
  return and(
    named.includes('startDate') ? atOrAfter(emails.sentAt, sql.placeholder('startDate')) : undefined,
    named.includes('endDate') ? before(emails.sentAt, sql.placeholder('endDate'), endInclusive) : undefined,
    named.includes('animated') ? eq(emails.animated, sql.placeholder('animated')) : undefined,
    named.includes('processed') ? eq(emails.processed, sql.placeholder('processed')) : undefined,
    named.includes('mobileOptimized') ? eq(emails.mobileOptimized, sql.placeholder('mobileOptimized')) : undefined,
    named.includes('classifications')
      ? sql`exists (select 1 from email_classifications ec where ec.email_id = ${emailId} and ec.score = 1
          and ec.type = any(${sql.placeholder('classifications')}::classification_type[]))`
      : undefined,
    named.includes('platform') ? sql`${emails.platform} = any(${sql.placeholder('platform')}::text[])` : undefined,
    named.includes('companyId') ? sql`${emails.companyId} = any(${sql.placeholder('companyId')}::int[])` : undefined,
  );
}

export type EmailsJsonFilters = Omit<EmailsJsonQuery, 'page' | 'size'>;

/** One of the lists an email is in; `admin` when an admin owns it. */
export type EmailListRow = { id: number; name: string; admin: boolean };

/** An email with everything its screen shows. */
export type EmailDetailRow = EmailWithClassifications & { lists: EmailListRow[]; size: number };

export type EmailChanges = Partial<
  Pick<
    typeof emails.$inferInsert,
    | 'private'
    | 'visible'
    | 'processed'
    | 'subject'
    | 'fromName'
    | 'fromAddress'
    | 'sentAt'
    | 'animated'
    | 'mobileOptimized'
    | 'platform'
    | 'platformConfidence'
    | 'platformSignals'
    | 'unsubscribe'
  >
>;

/** Which of emails.json's filters a request names: what its query's text depends on. */
type JsonShape = Array<'guid' | 'journey_id' | 'address_id'>;

function jsonShape(filters: EmailsJsonFilters): JsonShape {
  return (['guid', 'journey_id', 'address_id'] as const).filter((f) =>
    f === 'guid' ? Boolean(filters.guid?.length) : filters[f] !== undefined,
  );
}

/** emails.json's WHERE clause, each value a placeholder named after its filter. */
function jsonWhere(shape: JsonShape): SQL | undefined {
  return and(
    shape.includes('guid') ? sql`${emails.guid} = any(${sql.placeholder('guid')}::text[])` : undefined,
    shape.includes('journey_id') ? eq(emails.journeyId, sql.placeholder('journey_id')) : undefined,
    shape.includes('address_id') ? eq(emails.addressId, sql.placeholder('address_id')) : undefined,
  );
}

/** Every email list's order, newest first, as a keyset (see keysetOrder). */
const newestFirst = fixedKeysetOrder(emails.sentAt, emails.id, 'desc');

export function createEmailsRepository(db: Database, clock: Clock) {
  const classificationsOf = createClassificationsOf(db);
  // emails.json is prepared per shape of request (see preparedQueries).
  const jsonRows = preparedQueries(
    db,
    'emails_json_page',
    ({ shape, boundary }: { shape: JsonShape; boundary: BoundaryShape }) => `${shape.join()}${boundary}`,
    (tx, { shape, boundary }) => {
      const keyset = newestFirst(boundary);
      return tx
        .select({ ...emailColumns, ...keyset.columns })
        .from(emails)
        .where(and(jsonWhere(shape), keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    },
  );
  const jsonTotal = preparedCountRows(db, 'emails_json_count', emails, (shape: JsonShape) => shape.join(), jsonWhere);
  // So is the search, whose count stops earlier when it searches text: each of its statements once
  // per shape of its filters. A page by number past the first finds its ids first (on the sent-at
  // index alone where the filters allow) and reads only the rows shown: skipping the offset's rows
  // whole read and dropped 49,975 emails for page 2000 (50,817 buffers on PostgreSQL). The first
  // page and a cursor's page, which skip nothing, read their rows at once.
  // A search by text reads in one of two ways (`read`): every email holding the text, through its
  // indexes, sorted (`matches`, quick for a rare text: where the count found no more than its cap),
  // or a walk of the newest emails the other filters allow, at most WALKED_PER_ROW a row it shows
  // (`walk`, quick for a common text), then its matches after all where the walk finds too few.
  // Walking alone read all 1,000,000 emails for a word none holds (2.5 s); reading every match
  // alone read 37,000 for "welcome" (50 ms).
  const searchKey = (shape: SearchShape) => JSON.stringify(shape);
  const searchRows = preparedQueries(
    db,
    'emails_search_page',
    ({ shape, boundary, skips, read }: SearchRead) => `${searchKey(shape)}${boundary}${skips ? 'skips' : ''}${read}`,
    (tx, { shape, boundary, skips, read }) => {
      const keyset = newestFirst(boundary);
      const limit = sql.placeholder('limit');
      const offset = sql.placeholder('offset');
      if (read === 'matches') {
        // An offset (`unflattened`, always 0) keeps the matches a query of their own, which the planner
        // cannot turn into a walk of the sent-at index; Drizzle writes no offset of 0 itself.
        const matches = tx
          .select({ id: emails.id, sentAt: emails.sentAt })
          .from(emails)
          .where(and(emailWhere(shape), keyset.where))
          .offset(sql.placeholder('unflattened'))
          .as('matches');
        const inMatches = fixedKeysetOrder(matches.sentAt, matches.id, 'desc')(boundary);
        const ids = tx
          .select({ id: matches.id })
          .from(matches)
          .orderBy(...inMatches.orderBy)
          .limit(limit)
          .offset(offset);
        return tx
          .select({ ...emailColumns, ...keyset.columns })
          .from(emails)
          .where(inArray(emails.id, ids))
          .orderBy(...keyset.orderBy);
      }
      // The walk: the newest emails the other filters allow, as a query named `emails` that stands in for
      // the table in the page's statement (inside it, `emails` is still the table), then their text.
      const walked = () =>
        tx.$with('emails').as(
          tx
            .select()
            .from(emails)
            .where(and(filterWhere(shape), keyset.where))
            .orderBy(...keyset.orderBy)
            .limit(sql.placeholder('walk')),
        );
      const from = read === 'walk' ? tx.with(walked()) : tx;
      const where = read === 'walk' ? textWhere(shape) : and(emailWhere(shape), keyset.where);
      if (!skips) {
        return from
          .select({ ...emailColumns, ...keyset.columns })
          .from(emails)
          .where(where)
          .orderBy(...keyset.orderBy)
          .limit(limit)
          .offset(offset);
      }
      const ids = from
        .select({ id: emails.id })
        .from(emails)
        .where(where)
        .orderBy(...keyset.orderBy)
        .limit(limit)
        .offset(offset);
      return tx
        .select({ ...emailColumns, ...keyset.columns })
        .from(emails)
        .where(inArray(emails.id, ids))
        .orderBy(...keyset.orderBy);
    },
  );
  const searchTotal = preparedCountRows(db, 'emails_search_count', emails, searchKey, emailWhere);
  // A filtered search (a month, a flag, a platform) past the cap, the planner's estimate: where the
  // emails table has no visibility map (loaded in bulk, not vacuumed yet), counting a month of
  // animated emails to the cap read 9,000 pages (190 ms) of the table.
  const filteredTotal = estimatedCountRows(db, emails, searchKey, emailWhere);
  // A search by text counts only to its own, lower cap; past it, the planner's estimate: a common
  // word with a flag filtered ~29,000 emails to count 1,001 (a third of the search's time).
  const textSearchTotal = estimatedCountRows(db, emails, searchKey, emailWhere, SEARCH_COUNT_CAP);

  /** The emails, each with its classifications. */
  async function withClassifications(rows: EmailRow[], tx: Executor): Promise<EmailWithClassifications[]> {
    const classifications = await classificationsOf(
      rows.map((e) => e.id),
      tx,
    );
    return rows.map((email) => ({ email, classifications: classifications.get(email.id) ?? [] }));
  }

  /** Whether the search's total is counted (to TOTAL_COUNT_CAP) and its page starts past that cap. */
  function countedPastCap(filters: EmailSearchFilters, shape: SearchShape, offset: number): boolean {
    return !filters.search && shape.named.length === 0 && offset >= TOTAL_COUNT_CAP;
  }

  /** The search's total: counted to a cap, or past it estimated where counting reads a row a match (see above). */
  function searchCount(shape: SearchShape, values: ReturnType<typeof emailValues>, tx: Executor) {
    if (shape.named.length > 0) return filteredTotal(shape, values, tx);
    return searchTotal(shape, values, tx).then((counted) => ({ total: counted, estimated: false }));
  }

  return {
    /** An email by guid, or by id or guid for `{id}` paths (the spec's calls take either). */
    async findByRef(ref: string, tx: Executor = db): Promise<EmailRow | null> {
      // Only an id's plain digits name it by id (as in every other path): `01` or `1.0` is looked up as a guid.
      const id = positiveId.safeParse(ref);
      const where = id.success ? sql`${emails.id} = ${id.data} or ${emails.guid} = ${ref}` : eq(emails.guid, ref);
      const [row] = await tx.select(emailColumns).from(emails).where(where).orderBy(asc(emails.id)).limit(1);
      return row ?? null;
    },

    /** An email with its classifications, its lists (admin ones flagged) and its raw size. */
    async detail(id: number, tx: Executor = db): Promise<EmailDetailRow | null> {
      const [row] = await tx
        .select({
          ...emailColumns,
          size: sql<number>`coalesce((select c.size from email_contents c where c.email_id = ${emailId}), 0)`.mapWith(Number),
        })
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

    /** The SMTP envelope sender (MAIL FROM) the email arrived with; null when it came another way or is unknown. */
    async envelopeSenderOf(id: number, tx: Executor = db): Promise<string | null> {
      const [row] = await tx
        .select({ mailFrom: inboundMessages.mailFrom })
        .from(inboundMessages)
        .where(eq(inboundMessages.emailId, id))
        .orderBy(asc(inboundMessages.id))
        .limit(1);
      return row?.mailFrom ?? null;
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
    async saveContent(
      emailId: number,
      content: { html: string | null; text: string | null; size: number },
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .insert(emailContents)
        .values({ emailId, ...content })
        .onConflictDoUpdate({ target: emailContents.emailId, set: content });
    },

    /** One page of the emails by guid, journey or address, newest first. */
    async jsonPage(
      filters: EmailsJsonFilters,
      { limit, offset, boundary }: PageWindow,
      tx: Executor = db,
    ): Promise<PageRows<EmailWithClassifications>> {
      const shape = jsonShape(filters);
      const values = { guid: filters.guid, journey_id: filters.journey_id, address_id: filters.address_id };
      const [rows, total] = await Promise.all([
        jsonRows({ shape, boundary: boundaryShape(boundary) }, { ...values, ...keysetValues(boundary, limit, offset) }, tx).then(
          async (found) => carryKeys(found, await withClassifications(found, tx)),
        ),
        jsonTotal(shape, values, tx),
      ]);
      return { rows, total };
    },

    withClassifications,

    /**
     * One page of the emails matching the search, newest first, each with its classifications. A
     * search by text counts its matches only to SEARCH_COUNT_CAP, and estimates them past it.
     */
    async page(
      filters: EmailSearchFilters,
      { limit, offset, boundary }: PageWindow,
      tx: Executor = db,
    ): Promise<PageRows<EmailWithClassifications>> {
      const values = emailValues(filters);
      const shape = searchShape(filters, values);
      const read = (how: SearchRead['read']) =>
        searchRows(
          { shape, boundary: boundaryShape(boundary), skips: !boundary && offset > 0, read: how },
          { ...values, ...keysetValues(boundary, limit, offset), walk: (offset + limit) * WALKED_PER_ROW, unflattened: 0 },
          tx,
        );
      const withTheirs = async (rows: Array<EmailRow & Partial<KeyedRow>>) => carryKeys(rows, await withClassifications(rows, tx));
      if (filters.search) {
        // Counted first: matches counted to the cap are few enough to sort, and the walk (see
        // searchRows) is for a text the count found more often; short of a page, its matches after all.
        const { total, estimated } = await textSearchTotal(shape, values, tx);
        const found =
          !estimated && total <= SEARCH_COUNT_CAP
            ? await read('matches')
            : await read('walk').then((walked) => (walked.length < limit ? read('matches') : walked));
        return { rows: await withTheirs(found), total, cap: SEARCH_COUNT_CAP, estimated };
      }
      const readRows = () => read('all').then(withTheirs);
      if (countedPastCap(filters, shape, offset)) {
        // A page that starts past the cap and finds rows has more than the cap before it: counting
        // would stop one past the cap (10,001 emails read) to say what the page says already.
        const rows = await readRows();
        if (rows.length > 0) return { rows, total: TOTAL_COUNT_CAP + 1, estimated: false };
        return { rows, total: await searchTotal(shape, values, tx), estimated: false };
      }
      const [rows, { total, estimated }] = await Promise.all([readRows(), searchCount(shape, values, tx)]);
      return { rows, total, estimated };
    },
  };
}
