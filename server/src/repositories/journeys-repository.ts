import { and, count, desc, getTableColumns, eq, inArray, lt, max, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, type JourneyListQuery } from '@tracker/core';
import type { Database, Executor } from '../db/client';
import { addressEvents, addresses, companies, emails, journeyAddresses, journeyRelations, journeys } from '../db/schema';
import { preparedQueries, preparedQuery } from '../db/prepared-query';
import { preparedCountRows } from '../lists/count-rows';
import type { PageRows } from '../lists/page-rows';
import type { PageWindow } from '../lists/page-window';
import { boundaryShape, carryKeys, keysetOrder, keysetValues, type BoundaryShape } from '../lists/keyset';
import { atOrAfter, before, lowerBound, upperBound } from './date-bounds';
import { containing } from './like-pattern';
import { qualified } from './qualified';

export type JourneyRow = typeof journeys.$inferSelect;

/** A journey with what the API shows of its emails (by emails.journey_id) and its company's name. */
export type JourneyWithEmails = {
  journey: JourneyRow;
  companyName: string;
  emailsCount: number;
  lastEmailAt: Date | null;
};

export type NewJourneyRow = typeof journeys.$inferInsert;
export type JourneyChanges = Partial<
  Pick<NewJourneyRow, 'status' | 'type' | 'featured' | 'startDate' | 'endDate' | 'description' | 'baseEmailDomain' | 'current'>
>;

/**
 * The list's filters; `old` (ended before today and not archived, what archive-old archives) needs
 * today's first instant, which the service reads from its clock.
 */
export type JourneyFilters = Pick<
  JourneyListQuery,
  'q' | 'company_id' | 'address_id' | 'type' | 'status' | 'from' | 'to' | 'sort' | 'old'
> & {
  today?: Date;
};

/**
 * How the text search finds its journeys without reading every journey's company and inboxes: the
 * companies and inboxes whose text matches come from their trigram indexes, their journeys from the
 * journeys' company and the inboxes' journey indexes, up to TEXT_MATCHES_LISTED of them. Text that
 * matches no more is then looked up by those ids, and counted exactly. Text that matches more (a
 * company name in 2% of the names: 5,811 journeys) is checked on each journey in the list's order,
 * which meets a page of matches soon, against the matching companies and inboxes, each read once
 * into a hashed set; its total, as any search by text's, stops at SEARCH_COUNT_CAP ("1,000+"):
 * listing and then looking up every match was most of the request's time, and the planner has no
 * estimate of such matches to show instead (it expects three quarters of the journeys).
 */
const TEXT_MATCHES_LISTED = SEARCH_COUNT_CAP;

/** How the list looks a text search up: by the ids it matches, or on each journey (see TEXT_MATCHES_LISTED). */
type TextLookup = 'ids' | 'each';

/** A journey that archive-old archives: not archived yet, and ended before `today` (a day's first instant, or a placeholder for it). */
export function isOld(today: Date | Placeholder): SQL {
  return and(ne(journeys.status, 'archived'), lt(journeys.endDate, today))!;
}

/** How many of a journey's emails its detail shows, newest first. */
const DETAIL_EMAILS = 50;
/** How many of its inboxes' events its detail shows, newest first. */
const DETAIL_EVENTS = 100;

const journeyId = qualified(journeys.id);

/** What the list's query text depends on: which filters the request names, how `to` bounds, and the sort. */
type JourneysShape = {
  filters: Array<'company_id' | 'address_id' | 'type' | 'status' | 'from' | 'to'>;
  text?: TextLookup;
  toInclusive: boolean;
  old: boolean | undefined;
  sort: JourneyFilters['sort'];
};

function journeysShape(filters: JourneyFilters, text?: TextLookup): JourneysShape {
  const named = (['company_id', 'address_id', 'type', 'status', 'from', 'to'] as const).filter((f) => filters[f] !== undefined);
  return {
    filters: named,
    text,
    toInclusive: filters.to !== undefined && upperBound(filters.to).inclusive,
    old: filters.today === undefined ? undefined : filters.old,
    sort: filters.sort,
  };
}

/** The values of journeyWhere's placeholders; `textIds`, the journeys a text search matched when it listed them. */
function journeyValues(filters: JourneyFilters, textIds?: number[]) {
  return {
    q_pattern: filters.q ? containing(filters.q) : undefined,
    q_ids: textIds,
    company_id: filters.company_id,
    address_id: filters.address_id,
    type: filters.type,
    status: filters.status,
    from: filters.from === undefined ? undefined : lowerBound(filters.from),
    to: filters.to === undefined ? undefined : upperBound(filters.to).at,
    today: filters.today?.toISOString(),
  };
}

/** The list's WHERE clause, each value a placeholder named after its filter (see journeyValues). */
function journeyWhere({ filters, text, toInclusive, old }: JourneysShape): SQL | undefined {
  const has = (filter: JourneysShape['filters'][number]) => filters.includes(filter);
  const today = sql.placeholder('today');
  const pattern = sql.placeholder('q_pattern');
  return and(
    text === 'ids' ? sql`${journeyId} = any(${sql.placeholder('q_ids')}::int[])` : undefined,
    // Each subquery runs once, through its trigram index, into a hashed set the journeys are checked against.
    text === 'each'
      ? sql`(${journeys.companyId} in (select c.id from companies c where lower(c.name) like ${pattern})
          or ${journeyId} in (select ja.journey_id from journey_addresses ja join addresses a on a.id = ja.address_id
            where a.email_address like ${pattern}))`
      : undefined,
    has('company_id') ? eq(journeys.companyId, sql.placeholder('company_id')) : undefined,
    has('address_id')
      ? sql`exists (select 1 from journey_addresses ja where ja.journey_id = ${journeyId} and ja.address_id = ${sql.placeholder('address_id')})`
      : undefined,
    has('type') ? eq(journeys.type, sql.placeholder('type')) : undefined,
    has('status') ? eq(journeys.status, sql.placeholder('status')) : undefined,
    has('from') ? atOrAfter(journeys.startDate, sql.placeholder('from')) : undefined,
    has('to') ? before(journeys.startDate, sql.placeholder('to'), toInclusive) : undefined,
    old === undefined ? undefined : old ? isOld(today) : sql`not (${isOld(today)})`,
  );
}

/** The list's order: the newest start first unless told otherwise. type and status are enums: they
 * sort in core's order (the console's order, the lifecycle), not by name. */
const journeyOrder = keysetOrder<NonNullable<JourneyFilters['sort']>>({
  columns: {
    start_date: journeys.startDate,
    end_date: journeys.endDate,
    created_at: journeys.createdAt,
    type: journeys.type,
    status: journeys.status,
  },
  fallback: { field: 'start_date', dir: 'desc' },
  tieBreaker: journeys.id,
});

export type JourneyDetail = Awaited<ReturnType<ReturnType<typeof createJourneysRepository>['detail']>>;

export function createJourneysRepository(db: Database) {
  // Every page of the journeys list runs these: prepared (see preparedQuery).
  const statsOf = preparedQuery(db, 'journeys_email_stats', (tx) =>
    tx
      .select({ journeyId: emails.journeyId, emailsCount: count(), lastEmailAt: max(emails.sentAt) })
      .from(emails)
      .where(sql`${emails.journeyId} = any(${sql.placeholder('ids')}::int[])`)
      .groupBy(emails.journeyId),
  );
  const namesOf = preparedQuery(db, 'journeys_company_names', (tx) =>
    tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(sql`${companies.id} = any(${sql.placeholder('ids')}::int[])`),
  );
  // The journeys whose company's name or an inbox contains the text, one more than listed at most.
  // `= any(array(...))` keeps each branch on its indexes: as a join, a few thousand matching
  // companies made the planner read every journey.
  const textMatches = preparedQuery(db, 'journeys_text_matches', (tx) =>
    tx
      .select({ id: journeys.id })
      .from(journeys)
      .where(sql`${journeys.companyId} = any(array(select c.id from companies c where lower(c.name) like ${sql.placeholder('q_pattern')}))`)
      .unionAll(
        tx
          .select({ id: journeyAddresses.journeyId })
          .from(journeyAddresses)
          .where(
            sql`${journeyAddresses.addressId} = any(array(select a.id from addresses a where a.email_address like ${sql.placeholder('q_pattern')}))`,
          ),
      )
      .limit(TEXT_MATCHES_LISTED + 1),
  );
  const pageRows = preparedQueries(
    db,
    'journeys_page',
    (shape: JourneysShape & { boundary: BoundaryShape }) => JSON.stringify(shape),
    (tx, shape) => {
      const keyset = journeyOrder(shape.sort, shape.boundary);
      return tx
        .select({ ...getTableColumns(journeys), ...keyset.columns })
        .from(journeys)
        .where(and(journeyWhere(shape), keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    },
  );
  const pageTotal = preparedCountRows(
    db,
    'journeys_count',
    journeys,
    (shape: JourneysShape) => JSON.stringify({ ...shape, sort: undefined }),
    journeyWhere,
  );
  const textTotal = preparedCountRows(
    db,
    'journeys_text_count',
    journeys,
    (shape: JourneysShape) => JSON.stringify({ ...shape, sort: undefined }),
    journeyWhere,
    SEARCH_COUNT_CAP,
  );

  /** How many emails each journey has and when the latest arrived, in one grouped query. */
  async function emailStats(ids: number[], tx: Executor) {
    if (ids.length === 0) return new Map<number, { emailsCount: number; lastEmailAt: Date | null }>();
    const rows = await statsOf({ ids }, tx);
    return new Map(rows.map(({ journeyId: id, ...stats }) => [id!, stats]));
  }

  /** The names of these companies, by id. */
  async function companyNames(ids: number[], tx: Executor) {
    if (ids.length === 0) return new Map<number, string>();
    return new Map((await namesOf({ ids: [...new Set(ids)] }, tx)).map(({ id, name }) => [id, name]));
  }

  /** The journeys with their company's name, how many emails each has and when the latest arrived. */
  async function withEmailStats(rows: JourneyRow[], tx: Executor = db): Promise<JourneyWithEmails[]> {
    const [stats, names] = await Promise.all([
      emailStats(
        rows.map((j) => j.id),
        tx,
      ),
      companyNames(
        rows.map((j) => j.companyId),
        tx,
      ),
    ]);
    return rows.map((journey) => ({
      journey,
      companyName: names.get(journey.companyId) ?? '',
      emailsCount: 0,
      lastEmailAt: null,
      ...stats.get(journey.id),
    }));
  }

  /** The journeys of these companies and types running exactly from `start` to `end` (UTC days). */
  async function sameDays(
    companyIds: readonly number[],
    types: readonly JourneyRow['type'][],
    start: Date,
    end: Date,
    tx: Executor = db,
  ): Promise<JourneyRow[]> {
    if (companyIds.length === 0 || types.length === 0) return [];
    return tx
      .select()
      .from(journeys)
      .where(
        and(
          sql`${journeys.companyId} = any(${sql.param([...companyIds])}::int[])`,
          inArray(journeys.type, [...types]),
          sql`(${journeys.startDate} at time zone 'UTC')::date = (${start.toISOString()}::timestamptz at time zone 'UTC')::date`,
          sql`(${journeys.endDate} at time zone 'UTC')::date = (${end.toISOString()}::timestamptz at time zone 'UTC')::date`,
        ),
      )
      .orderBy(journeys.id);
  }

  return {
    withEmailStats,

    async findById(id: number, tx: Executor = db): Promise<JourneyRow | null> {
      const [row] = await tx.select().from(journeys).where(eq(journeys.id, id));
      return row ?? null;
    },

    /** The journey, locked for the rest of the transaction. */
    async findByIdForUpdate(id: number, tx: Executor): Promise<JourneyRow | null> {
      const [row] = await tx.select().from(journeys).where(eq(journeys.id, id)).for('update');
      return row ?? null;
    },

    async insert(values: NewJourneyRow, tx: Executor = db): Promise<JourneyRow> {
      const [row] = await tx.insert(journeys).values(values).returning();
      return row!;
    },

    async update(id: number, changes: JourneyChanges, now: Date, tx: Executor = db): Promise<JourneyRow | null> {
      const [row] = await tx
        .update(journeys)
        .set({ ...changes, updatedAt: now })
        .where(eq(journeys.id, id))
        .returning();
      return row ?? null;
    },

    async delete(id: number, tx: Executor = db): Promise<boolean> {
      const deleted = await tx.delete(journeys).where(eq(journeys.id, id)).returning({ id: journeys.id });
      return deleted.length > 0;
    },

    /** The company's journeys of these types on the same start and end days (UTC), the oldest first. */
    async findSameDays(
      companyId: number,
      types: readonly JourneyRow['type'][],
      start: Date,
      end: Date,
      tx: Executor = db,
    ): Promise<JourneyRow[]> {
      return sameDays([companyId], types, start, end, tx);
    },

    /** The journeys of these companies and types running exactly from `start` to `end` (UTC days). */
    findSameDaysOfCompanies: sameDays,

    /** Every journey of these companies of these types, whatever its days (a batch import compares each row's). */
    async ofCompaniesAndTypes(
      companyIds: readonly number[],
      types: readonly JourneyRow['type'][],
      tx: Executor = db,
    ): Promise<JourneyRow[]> {
      if (companyIds.length === 0 || types.length === 0) return [];
      return tx
        .select()
        .from(journeys)
        .where(and(sql`${journeys.companyId} = any(${sql.param([...companyIds])}::int[])`, inArray(journeys.type, [...types])));
    },

    /** Stops every other journey of the company and type being current. */
    async clearCurrent(companyId: number, type: JourneyRow['type'], exceptId: number, now: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(journeys)
        .set({ current: false, updatedAt: now })
        .where(and(eq(journeys.companyId, companyId), eq(journeys.type, type), ne(journeys.id, exceptId), eq(journeys.current, true)));
    },

    /** Archives the old journeys (see isOld); answers their ids. */
    async archiveOld(today: Date, now: Date, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .update(journeys)
        .set({ status: 'archived', current: false, updatedAt: now })
        .where(isOld(today))
        .returning({ id: journeys.id });
      return rows.map((r) => r.id);
    },

    async addAddress(journeyId: number, addressId: number, tx: Executor = db): Promise<void> {
      await tx.insert(journeyAddresses).values({ journeyId, addressId }).onConflictDoNothing();
    },

    /** Takes every inbox out of the journey; answers how many were in it. */
    async removeAddresses(journeyId: number, tx: Executor = db): Promise<number> {
      const rows = await tx
        .delete(journeyAddresses)
        .where(eq(journeyAddresses.journeyId, journeyId))
        .returning({ id: journeyAddresses.addressId });
      return rows.length;
    },

    /**
     * A tracked inbox for the journey on `domain`, named after the company's domain and the journey
     * (`acme-example.12.1@inbox.tracker.example`, counting the journey's inboxes), and linked to it.
     */
    async createInbox(journey: JourneyRow, companyDomain: string, domain: string, tx: Executor = db) {
      const [{ inboxes } = { inboxes: 0 }] = await tx
        .select({ inboxes: count() })
        .from(journeyAddresses)
        .where(eq(journeyAddresses.journeyId, journey.id));
      const local =
        companyDomain
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 40) || 'inbox';
      const emailAddress = `${local}.${journey.id}.${inboxes + 1}@${domain}`;
      const [created] = await tx
        .insert(addresses)
        .values({ emailAddress, companyId: journey.companyId, journeyType: journey.type })
        .onConflictDoNothing()
        .returning({ id: addresses.id });
      const id =
        created?.id ?? (await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.emailAddress, emailAddress)))[0]!.id;
      await tx.insert(journeyAddresses).values({ journeyId: journey.id, addressId: id }).onConflictDoNothing();
      return { id, emailAddress };
    },

    async addressExists(id: number, tx: Executor = db): Promise<boolean> {
      const [row] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.id, id));
      return row !== undefined;
    },

    async relate(journeyId: number, relatedJourneyId: number, tx: Executor = db): Promise<void> {
      await tx.insert(journeyRelations).values({ journeyId, relatedJourneyId }).onConflictDoNothing();
    },

    /** What the journey's detail shows beside it: its inboxes, their events, its latest emails, related journeys, its company. */
    async detail(journey: JourneyRow, tx: Executor = db) {
      const [inboxes, mail, related, [company]] = await Promise.all([
        tx
          .select({
            id: addresses.id,
            emailAddress: addresses.emailAddress,
            journeyType: addresses.journeyType,
            visible: addresses.visible,
            private: addresses.private,
            createdAt: addresses.createdAt,
          })
          .from(journeyAddresses)
          .innerJoin(addresses, eq(addresses.id, journeyAddresses.addressId))
          .where(eq(journeyAddresses.journeyId, journey.id))
          .orderBy(addresses.id),
        tx
          .select({
            id: emails.id,
            guid: emails.guid,
            subject: emails.subject,
            fromName: emails.fromName,
            sentAt: emails.sentAt,
            private: emails.private,
            visible: emails.visible,
          })
          .from(emails)
          .where(eq(emails.journeyId, journey.id))
          .orderBy(desc(emails.sentAt), desc(emails.id))
          .limit(DETAIL_EMAILS),
        tx
          .select()
          .from(journeys)
          .where(
            or(
              sql`${qualified(journeys.id)} in (select related_journey_id from journey_relations where journey_id = ${journey.id})`,
              sql`${qualified(journeys.id)} in (select journey_id from journey_relations where related_journey_id = ${journey.id})`,
            ),
          )
          .orderBy(desc(journeys.startDate), desc(journeys.id)),
        tx
          .select({ id: companies.id, name: companies.name, domainName: companies.domainName })
          .from(companies)
          .where(eq(companies.id, journey.companyId)),
      ]);
      const events =
        inboxes.length === 0
          ? []
          : await tx
              .select({
                id: addressEvents.id,
                addressId: addressEvents.addressId,
                description: addressEvents.description,
                group: addressEvents.group,
                private: addressEvents.private,
                occurredAt: addressEvents.occurredAt,
              })
              .from(addressEvents)
              .where(
                inArray(
                  addressEvents.addressId,
                  inboxes.map((a) => a.id),
                ),
              )
              .orderBy(desc(addressEvents.occurredAt), desc(addressEvents.id))
              .limit(DETAIL_EVENTS);
      return { addresses: inboxes, emails: mail, related: await withEmailStats(related, tx), company: company ?? null, events };
    },

    /** One page of the journeys matching the filters, in the list's order, with their email counts. */
    async page(filters: JourneyFilters, { limit, offset, boundary }: PageWindow, tx: Executor = db): Promise<PageRows<JourneyWithEmails>> {
      const matched = filters.q ? await textMatches({ q_pattern: containing(filters.q) }, tx) : undefined;
      const text = matched === undefined ? undefined : matched.length > TEXT_MATCHES_LISTED ? 'each' : 'ids';
      const shape = journeysShape(filters, text);
      const ids = text === 'ids' ? [...new Set(matched!.map((m) => m.id))] : undefined;
      const values = journeyValues(filters, ids);
      // Matched by the text alone, the journeys listed are the total (past the cap, at least that many).
      const textAlone = text !== undefined && shape.filters.length === 0 && shape.old === undefined;
      const counted = text === undefined ? pageTotal : textTotal;
      const [rows, total] = await Promise.all([
        pageRows({ ...shape, boundary: boundaryShape(boundary) }, { ...values, ...keysetValues(boundary, limit, offset) }, tx).then(
          async (found) => carryKeys(found, await withEmailStats(found, tx)),
        ),
        textAlone ? (ids?.length ?? matched!.length) : counted(shape, values, tx),
      ]);
      return text === undefined ? { rows, total } : { rows, total, cap: SEARCH_COUNT_CAP };
    },
  };
}
