import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * How many of a company's emails were sent in each hour of each day of the week (UTC), kept current
 * as mail arrives: the company page's send-time heat map reads 168 cells at most.
 */
export const companySendHours = pgTable(
  'company_send_hours',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 0 Sunday to 6 Saturday, as PostgreSQL's extract(dow). */
    dayOfWeek: smallint().notNull(),
    hour: smallint().notNull(),
    emails: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.dayOfWeek, t.hour] }),
    check('company_send_hours_cell', sql`${t.dayOfWeek} between 0 and 6 and ${t.hour} between 0 and 23`),
  ],
);
