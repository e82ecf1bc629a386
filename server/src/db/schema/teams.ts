import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { collectionMethod, invitationStatus, memberRole, memberStatus, planVersion, subscriptionStatus } from './enums';
import { users } from './users';

/** Customer teams: users sharing one subscription. */
export const teams = pgTable(
  'teams',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    memberLimit: integer().notNull().default(10),
    activeMembersLimit: integer().notNull().default(5),
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('teams_name_idx').on(sql`lower(${t.name})`),
    index('teams_owner_idx').on(t.ownerId),
    index('teams_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    status: memberStatus().notNull().default('pending'),
    role: memberRole().notNull().default('member'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('team_members_team_user_key').on(t.teamId, t.userId),
    index('team_members_team_status_idx').on(t.teamId, t.status),
    index('team_members_user_idx').on(t.userId),
  ],
);

/** Invitations to join a team, for people who are not users yet; accepted through their guid. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    guid: text().notNull(),
    email: text().notNull(),
    role: memberRole().notNull().default('member'),
    status: invitationStatus().notNull().default('pending'),
    invitedById: integer().references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp({ withTimezone: true }),
    acceptedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('team_invitations_guid_key').on(t.guid),
    index('team_invitations_team_status_idx').on(t.teamId, t.status),
    index('team_invitations_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** A team's (or a single user's) billing subscription, mirrored from Stripe or set manually. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer().references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    planId: text().notNull(),
    planVersion: planVersion().notNull().default('v3'),
    accountStatus: subscriptionStatus().notNull().default('trialing'),
    currentPeriodEndAt: timestamp({ withTimezone: true }),
    collectionMethod: collectionMethod().notNull().default('charge_automatically'),
    stripeCustomerId: text(),
    stripeSubscriptionId: text(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    trialEndsAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('subscriptions_team_idx').on(t.teamId),
    index('subscriptions_user_idx').on(t.userId),
    uniqueIndex('subscriptions_stripe_subscription_id_key').on(t.stripeSubscriptionId),
  ],
);
