import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Retail holidays, matched against email subjects by their keywords. */
export const holidays = pgTable(
  'holidays',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** Comma-separated, as the console edits them. */
    keywords: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('holidays_name_key').on(t.name)],
);

export const holidayDates = pgTable(
  'holiday_dates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    holidayId: integer()
      .notNull()
      .references(() => holidays.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD. */
    occursAt: date({ mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('holiday_dates_holiday_occurs_at_key').on(t.holidayId, t.occursAt),
    index('holiday_dates_occurs_at_idx').on(t.occursAt),
  ],
);
