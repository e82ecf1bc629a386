import { and, count, eq, inArray, max, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { JourneyListQuery } from '@tracker/core';
import type { Database, Executor } from '../db/client';
import { emails, journeys } from '../db/schema';
import { cappedCount } from './capped-count';
import { onOrAfter, onOrBefore } from './date-bounds';

export type JourneyRow = typeof journeys.$inferSelect;

/** A journey with what the API shows of its emails (by emails.journey_id). */
export type JourneyWithEmails = {
  journey: JourneyRow;
  emailsCount: number;
  lastEmailAt: Date | null;
};

export type JourneyFilters = Pick<JourneyListQuery, 'company_id' | 'address_id' | 'type' | 'status' | 'from' | 'to' | 'sort'>;

// Written out in full: Drizzle leaves columns unqualified in some clauses, where a subquery would
// read them as its own.
const journeyId = sql.raw('"journeys"."id"');

function journeyWhere(filters: JourneyFilters): SQL | undefined {
  return and(
    filters.company_id === undefined ? undefined : eq(journeys.companyId, filters.company_id),
    filters.address_id === undefined
      ? undefined
      : sql`exists (select 1 from journey_addresses ja where ja.journey_id = ${journeyId} and ja.address_id = ${filters.address_id})`,
    filters.type === undefined ? undefined : eq(journeys.type, filters.type),
    filters.status === undefined ? undefined : eq(journeys.status, filters.status),
    filters.from === undefined ? undefined : onOrAfter(journeys.startDate, filters.from),
    filters.to === undefined ? undefined : onOrBefore(journeys.startDate, filters.to),
  );
}

// type and status are enums: they sort in core's order (the console's order, the lifecycle), not by name.
const SORT_COLUMNS = {
  start_date: journeys.startDate,
  end_date: journeys.endDate,
  created_at: journeys.createdAt,
  type: journeys.type,
  status: journeys.status,
} satisfies Record<NonNullable<JourneyFilters['sort']>['field'], AnyColumn>;

/** The list's ORDER BY: the newest start first unless told otherwise, ending on the id so pages never overlap. */
function journeyOrder(sort: JourneyFilters['sort']): SQL[] {
  const { field, dir } = sort ?? { field: 'start_date', dir: 'desc' };
  const direction = dir === 'desc' ? sql`desc` : sql`asc`;
  return [sql`${SORT_COLUMNS[field]} ${direction}`, sql`${journeys.id} ${direction}`];
}

export function createJourneysRepository(db: Database) {
  /** How many emails each journey has and when the latest arrived, in one grouped query. */
  async function emailStats(ids: number[], tx: Executor) {
    if (ids.length === 0) return new Map<number, { emailsCount: number; lastEmailAt: Date | null }>();
    const rows = await tx
      .select({ journeyId: emails.journeyId, emailsCount: count(), lastEmailAt: max(emails.sentAt) })
      .from(emails)
      .where(inArray(emails.journeyId, ids))
      .groupBy(emails.journeyId);
    return new Map(rows.map(({ journeyId: id, ...stats }) => [id!, stats]));
  }

  /** The journeys with how many emails each has and when the latest arrived. */
  async function withEmailStats(rows: JourneyRow[], tx: Executor = db): Promise<JourneyWithEmails[]> {
    const stats = await emailStats(
      rows.map((j) => j.id),
      tx,
    );
    return rows.map((journey) => ({ journey, emailsCount: 0, lastEmailAt: null, ...stats.get(journey.id) }));
  }

  return {
    withEmailStats,

    /** One page of the journeys matching the filters, in the list's order, with their email counts. */
    async page(filters: JourneyFilters, limit: number, offset: number, tx: Executor = db): Promise<JourneyWithEmails[]> {
      const rows = await tx
        .select()
        .from(journeys)
        .where(journeyWhere(filters))
        .orderBy(...journeyOrder(filters.sort))
        .limit(limit)
        .offset(offset);
      return withEmailStats(rows, tx);
    },

    /** How many journeys match, counted up to just past TOTAL_COUNT_CAP. */
    async count(filters: JourneyFilters, tx: Executor = db): Promise<number> {
      return cappedCount(tx, journeys, journeyWhere(filters));
    },
  };
}
export type JourneysRepository = ReturnType<typeof createJourneysRepository>;
