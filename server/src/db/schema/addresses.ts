import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companies } from './companies';
import { addressEventGroup, journeyType } from './enums';
import { teams } from './teams';
import { users } from './users';

/** A tracked inbox with its persona, signed up to one company's site. */
export const addresses = pgTable(
  'addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored in lower case. */
    emailAddress: text().notNull(),
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    journeyType: journeyType().notNull().default('email_subscriber'),
    description: text(),
    firstName: text(),
    lastName: text(),
    /** YYYY-MM-DD. */
    birthdate: date({ mode: 'string' }),
    lineOne: text(),
    lineTwo: text(),
    city: text(),
    region: text(),
    country: text(),
    postalCode: text(),
    telephone: text(),
    visible: boolean().notNull().default(false),
    private: boolean().notNull().default(false),
    firstActivityAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('addresses_email_address_key').on(t.emailAddress),
    index('addresses_company_idx').on(t.companyId),
    index('addresses_created_at_idx').on(t.createdAt),
    index('addresses_email_address_trgm_idx').using('gin', sql`${t.emailAddress} gin_trgm_ops`),
  ],
);

/** What happened to an address (account created, cart abandoned, ...); private events are notes. */
export const addressEvents = pgTable(
  'address_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    addressId: integer()
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    description: text().notNull(),
    group: addressEventGroup().notNull().default('Other'),
    private: boolean().notNull().default(false),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('address_events_address_occurred_at_idx').on(t.addressId, t.occurredAt)],
);

/** Teams an address is shared with. */
export const addressTeams = pgTable(
  'address_teams',
  {
    addressId: integer()
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.addressId, t.teamId] }), index('address_teams_team_idx').on(t.teamId)],
);
