import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { addresses } from './addresses';
import { timestamps } from './columns';
import { companies } from './companies';
import { emails } from './emails';
import { journeyStatus, journeyType } from './enums';
import { registrations } from './registrations';

/**
 * A run of one journey type at one company (signing up, abandoning a cart, ...) and the emails it
 * brought. An upcoming journey past its end or start date is shown as expired.
 */
export const journeys = pgTable(
  'journeys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    status: journeyStatus().notNull().default('upcoming'),
    type: journeyType().notNull().default('email_subscriber'),
    featured: boolean().notNull().default(false),
    current: boolean().notNull().default(true),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    baseEmailDomain: text(),
    description: text(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    registrationId: integer().references(() => registrations.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('journeys_company_type_idx').on(t.companyId, t.type),
    // A company's journeys in the list's order: a company with 3,000 journeys was found by walking
    // the start date index and dropping every other company's (24,000 rows read for a page of 250).
    index('journeys_company_start_date_id_idx').on(t.companyId, t.startDate, t.id),
    index('journeys_type_idx').on(t.type),
    index('journeys_status_idx').on(t.status, t.endDate),
    // The list filtered by type and status (the screens' filters), newest start first.
    index('journeys_type_status_start_date_idx').on(t.type, t.status, t.startDate, t.id),
    // The list's order (newest start first, the id breaking ties), with the end date, which the
    // index scan checks itself: old journeys (ended, not archived) are found without reading the
    // rows of the running ones in between (27,000 of them at the scale load).
    index('journeys_start_date_id_end_date_idx').on(t.startDate, t.id, t.endDate),
    index('journeys_end_date_idx').on(t.endDate),
    index('journeys_registration_idx').on(t.registrationId),
  ],
);

export const journeyAddresses = pgTable(
  'journey_addresses',
  {
    journeyId: integer()
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    addressId: integer()
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.journeyId, t.addressId] }), index('journey_addresses_address_idx').on(t.addressId)],
);

export const journeyEmails = pgTable(
  'journey_emails',
  {
    journeyId: integer()
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    emailId: integer()
      .notNull()
      .references(() => emails.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.journeyId, t.emailId] }), index('journey_emails_email_idx').on(t.emailId)],
);

/** Journeys linked to each other (a follow-up journey of the same inbox, ...); stored one way. */
export const journeyRelations = pgTable(
  'journey_relations',
  {
    journeyId: integer()
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    relatedJourneyId: integer()
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.journeyId, t.relatedJourneyId] }),
    index('journey_relations_related_idx').on(t.relatedJourneyId),
    check('journey_relations_not_self', sql`${t.journeyId} <> ${t.relatedJourneyId}`),
  ],
);
