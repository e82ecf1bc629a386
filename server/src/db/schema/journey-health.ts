import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { journeyType } from './enums';

/**
 * Per company and journey type, what journey health needs of its journeys, kept current by
 * triggers on journeys and emails in the writing transaction (see the migration adding it). Health
 * itself depends on the day, so it is read against the clock: `new` without a row, `expired` unless
 * `live_until` is past now, `dormant` when live but `healthy_until` is not past now (core's rules).
 */
export const companyJourneyHealth = pgTable(
  'company_journey_health',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: journeyType().notNull(),
    journeys: integer().notNull(),
    /** The midnight (UTC) after the latest end day of its upcoming or in-progress journeys; null without any. */
    liveUntil: timestamp({ withTimezone: true }),
    /** The latest moment one of those journeys is both live and receiving email (core's dormancy rule). */
    healthyUntil: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.type] }),
    index('company_journey_health_live_idx').on(t.type, t.liveUntil),
    index('company_journey_health_healthy_idx').on(t.type, t.healthyUntil),
    // The health filter's companies of one type in company order, judged from the index alone: a
    // capped count of expired companies read 16,000 pages of the summary through its key, 200 this way.
    index('company_journey_health_type_company_idx').on(t.type, t.companyId, t.liveUntil, t.healthyUntil),
  ],
);
