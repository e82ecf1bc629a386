import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { timestamps } from './columns';
import { accountStatus, policyType, userRole, userType } from './enums';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    name: text(),
    companyName: text(),
    userRole: userRole().notNull().default('standard'),
    archived: boolean().notNull().default(false),
    accountStatus: accountStatus().notNull().default('active'),
    accessLevel: integer().notNull().default(3),
    type: userType().notNull().default('standard'),
    companiesLimit: integer().notNull().default(10),
    currentPeriodEndAt: timestamp({ withTimezone: true }),
    emailsAccessEndAt: timestamp({ withTimezone: true }),
    groupsAccessEndAt: timestamp({ withTimezone: true }),
    technologiesAccessEndAt: timestamp({ withTimezone: true }),
    stripeSubscriptionId: text(),
    stripeCancelAtPeriodEnd: boolean().notNull().default(false),
    /** scrypt hash as `scrypt$N$r$p$salt$hash`; null until the user sets a password. */
    passwordHash: text(),
    passwordSetAt: timestamp({ withTimezone: true }),
    /** Users staff follow closely (the spec's track/untrack). */
    tracked: boolean().notNull().default(false),
    /** Staff who can be assigned registrations (the registrations screen's assignee filter). */
    assignee: boolean().notNull().default(false),
    deletionRequestedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.userRole),
    index('users_created_at_idx').on(t.createdAt),
    index('users_assignee_idx').on(t.assignee),
    // The users list filters by any part of the email address.
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

/** Terms of service and privacy policy acceptance, one row per user and policy. */
export const userPolicies = pgTable(
  'user_policies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: policyType().notNull(),
    version: text().notNull().default('1'),
    acceptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_policies_user_type_key').on(t.userId, t.type)],
);

/** Companies a user tracks (the spec's user track/untrack), at most the user's companiesLimit. */
export const userCompanies = pgTable(
  'user_companies',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index('user_companies_company_idx').on(t.companyId)],
);
