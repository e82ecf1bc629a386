import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Clock, HolidayListQuery } from '@tracker/core';
import type { Database, Executor } from '../db/client';
import { holidayDates, holidays } from '../db/schema';
import { countedPage } from '../lists/counted-page';
import type { PageRows } from '../lists/page-rows';
import type { PageWindow } from '../lists/page-window';
import { sortOrder } from '../lists/sort-order';
import { containing } from './like-pattern';
import { qualified } from './qualified';

export type HolidayRow = typeof holidays.$inferSelect;
export type HolidayWithDates = { holiday: HolidayRow; dates: Array<{ id: number; occursAt: string }> };
export type HolidayFilters = Pick<HolidayListQuery, 'q' | 'from' | 'to' | 'sort'>;

const holidayId = qualified(holidays.id);

const withDates = {
  holiday: holidays,
  dates: sql<HolidayWithDates['dates']>`coalesce((
    select json_agg(json_build_object('id', hd.id, 'occursAt', hd.occurs_at) order by hd.occurs_at)
    from holiday_dates hd where hd.holiday_id = ${holidayId}), '[]'::json)`,
};

const holidayOrder = sortOrder<NonNullable<HolidayFilters['sort']>>({
  columns: {
    name: sql`lower(${holidays.name})`,
    next_date: sql`(select min(hd.occurs_at) from holiday_dates hd where hd.holiday_id = ${holidayId})`,
    created_at: holidays.createdAt,
  },
  fallback: { field: 'name', dir: 'asc' },
  tieBreaker: holidays.id,
  nullsLast: ['next_date'],
});

function holidayWhere(filters: HolidayFilters): SQL | undefined {
  const dated = filters.from !== undefined || filters.to !== undefined;
  return and(
    filters.q
      ? sql`(lower(${holidays.name}) like ${containing(filters.q)} or lower(${holidays.keywords}) like ${containing(filters.q)})`
      : undefined,
    dated
      ? sql`exists (select 1 from holiday_dates hd where hd.holiday_id = ${holidayId}
          ${filters.from ? sql`and hd.occurs_at >= ${filters.from}` : sql``} ${filters.to ? sql`and hd.occurs_at <= ${filters.to}` : sql``})`
      : undefined,
  );
}

export function createHolidaysRepository(db: Database, clock: Clock) {
  return {
    async findWithDates(id: number, tx: Executor = db): Promise<HolidayWithDates | null> {
      const [row] = await tx.select(withDates).from(holidays).where(eq(holidays.id, id)).limit(1);
      return row ?? null;
    },

    async page(filters: HolidayFilters, { limit, offset }: PageWindow, tx: Executor = db): Promise<PageRows<HolidayWithDates>> {
      const where = holidayWhere(filters);
      const rows = tx
        .select(withDates)
        .from(holidays)
        .where(where)
        .orderBy(...holidayOrder(filters.sort))
        .limit(limit)
        .offset(offset);
      return countedPage(tx, holidays, where, rows);
    },

    async insert(values: { name: string; keywords: string }, tx: Executor = db): Promise<HolidayRow> {
      const now = clock.now();
      const [row] = await tx
        .insert(holidays)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('Holiday insert returned no row');
      return row;
    },

    async update(id: number, changes: { name?: string; keywords?: string }, tx: Executor = db): Promise<void> {
      await tx
        .update(holidays)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(holidays.id, id));
    },

    /** Adds dates; a date the holiday has already is left as it is. */
    async addDates(id: number, days: readonly string[], tx: Executor = db): Promise<void> {
      if (days.length === 0) return;
      const now = clock.now();
      await tx
        .insert(holidayDates)
        .values([...new Set(days)].map((occursAt) => ({ holidayId: id, occursAt, createdAt: now, updatedAt: now })))
        .onConflictDoNothing();
    },

    /** Removes one date of the holiday; false when the holiday has no such date. */
    async removeDate(id: number, dateId: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .delete(holidayDates)
        .where(and(eq(holidayDates.holidayId, id), eq(holidayDates.id, dateId)))
        .returning({ id: holidayDates.id });
      return rows.length > 0;
    },

    async dateIds(id: number, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ id: holidayDates.id })
        .from(holidayDates)
        .where(eq(holidayDates.holidayId, id))
        .orderBy(asc(holidayDates.occursAt));
      return rows.map((r) => r.id);
    },
  };
}
