import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Clock, MemberRole, MemberStatus, TeamListQuery } from '@tracker/core';
import type { Database, Executor } from '../db/client';
import { subscriptions, teamInvitations, teamMembers, teams, users } from '../db/schema';
import { preparedQueries, preparedQuery } from '../db/prepared-query';
import { countQuery, preparedCountRows } from '../lists/count-rows';
import { namedFilters } from '../lists/named-filters';
import type { PageRows } from '../lists/page-rows';
import type { PageWindow } from '../lists/page-window';
import { sortOrder } from '../lists/sort-order';
import { containing } from './like-pattern';
import { qualified } from './qualified';

export type TeamRow = typeof teams.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type MemberRow = typeof teamMembers.$inferSelect;
export type InvitationRow = typeof teamInvitations.$inferSelect;
export type TeamChanges = Partial<Pick<typeof teams.$inferInsert, 'name' | 'memberLimit' | 'activeMembersLimit' | 'ownerId'>>;

/** A team with its owner, its counts against its limits and its subscription. */
export type TeamWithRelations = {
  team: TeamRow;
  ownerEmail: string | null;
  membersCount: number;
  activeMembersCount: number;
};

export type MemberWithUser = { member: MemberRow; name: string | null };

export type TeamFilters = Pick<TeamListQuery, 'q' | 'user_id' | 'sort'>;

const teamId = qualified(teams.id);

/** Members not archived, and pending invitations: what member_limit bounds. */
const membersCount = sql<number>`((select count(*) from team_members tm where tm.team_id = ${teamId} and tm.status <> 'archived')
  + (select count(*) from team_invitations ti where ti.team_id = ${teamId} and ti.status = 'pending'))`.mapWith(Number);
const activeMembersCount =
  sql<number>`(select count(*) from team_members tm where tm.team_id = ${teamId} and tm.status = 'active')`.mapWith(Number);

const withRelations = {
  team: teams,
  ownerEmail: sql<string | null>`(select u.email from users u where u.id = ${qualified(teams.ownerId)})`,
  membersCount,
  activeMembersCount,
};

const teamOrder = sortOrder<NonNullable<TeamFilters['sort']>>({
  columns: { name: sql`lower(${teams.name})`, created_at: teams.createdAt, updated_at: teams.updatedAt },
  fallback: { field: 'name', dir: 'asc' },
  tieBreaker: teams.id,
});

/** The values of teamWhere's placeholders, by filter. */
function teamValues(filters: TeamFilters) {
  return { q: filters.q ? containing(filters.q) : undefined, user_id: filters.user_id };
}

type TeamsShape = { named: Array<keyof ReturnType<typeof teamValues>>; sort: TeamFilters['sort'] };

/** The list's WHERE clause for the filters named, each value a placeholder named after its filter. */
function teamWhere({ named }: Pick<TeamsShape, 'named'>): SQL | undefined {
  return and(
    named.includes('q')
      ? sql`(lower(${teams.name}) like ${sql.placeholder('q')} or exists (
          select 1 from users u where u.id = ${qualified(teams.ownerId)} and lower(u.email) like ${sql.placeholder('q')}))`
      : undefined,
    named.includes('user_id')
      ? sql`exists (select 1 from team_members tm where tm.team_id = ${teamId} and tm.user_id = ${sql.placeholder('user_id')})`
      : undefined,
  );
}

export function createTeamsRepository(db: Database, clock: Clock) {
  // The teams list and a team's members are read on every visit of their pages: prepared (see preparedQueries).
  const pageRows = preparedQueries(
    db,
    'teams_page',
    (shape: TeamsShape) => JSON.stringify(shape),
    (tx, shape) =>
      tx
        .select(withRelations)
        .from(teams)
        .where(teamWhere(shape))
        .orderBy(...teamOrder(shape.sort))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
  );
  const pageTotal = preparedCountRows(db, 'teams_count', teams, (shape: TeamsShape) => shape.named.join(), teamWhere);
  const latestSubscriptions = preparedQuery(db, 'team_subscriptions_of', (tx) =>
    tx
      .selectDistinctOn([subscriptions.teamId])
      .from(subscriptions)
      .where(sql`${subscriptions.teamId} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(subscriptions.teamId, desc(subscriptions.createdAt), desc(subscriptions.id)),
  );
  const byId = preparedQuery(db, 'team_by_id', (tx) =>
    tx
      .select()
      .from(teams)
      .where(eq(teams.id, sql.placeholder('id')))
      .limit(1),
  );
  const ofTeam = eq(teamMembers.teamId, sql.placeholder('id'));
  const membersOf = preparedQuery(db, 'team_members_page', (tx) =>
    tx
      .select({ member: teamMembers, name: users.name })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(ofTeam)
      .orderBy(sql`lower(${teamMembers.email})`, asc(teamMembers.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  const countMembers = preparedQuery(db, 'team_members_count', (tx) => countQuery(tx, teamMembers, ofTeam));
  const pendingOf = preparedQuery(db, 'team_pending_invitations', (tx) =>
    tx
      .select()
      .from(teamInvitations)
      .where(and(eq(teamInvitations.teamId, sql.placeholder('id')), eq(teamInvitations.status, 'pending')))
      .orderBy(sql`lower(${teamInvitations.email})`, asc(teamInvitations.id)),
  );

  return {
    async findById(id: number, tx: Executor = db): Promise<TeamRow | null> {
      const [row] = await byId({ id }, tx);
      return row ?? null;
    },

    /** Locks the team's row, so member changes checked against its limits happen one at a time. */
    async lock(id: number, tx: Executor): Promise<TeamRow | null> {
      const [row] = await tx.select().from(teams).where(eq(teams.id, id)).for('update').limit(1);
      return row ?? null;
    },

    async findWithRelations(id: number, tx: Executor = db): Promise<TeamWithRelations | null> {
      const [row] = await tx.select(withRelations).from(teams).where(eq(teams.id, id)).limit(1);
      return row ?? null;
    },

    async page(filters: TeamFilters, { limit, offset }: PageWindow, tx: Executor = db): Promise<PageRows<TeamWithRelations>> {
      const values = teamValues(filters);
      const shape = { named: namedFilters(values), sort: filters.sort };
      const [rows, total] = await Promise.all([pageRows(shape, { ...values, limit, offset }, tx), pageTotal(shape, values, tx)]);
      return { rows, total };
    },

    /** The current subscription of each team (its latest), for a page of teams in one query. */
    async subscriptionsOf(teamIds: readonly number[], tx: Executor = db): Promise<Map<number, SubscriptionRow>> {
      if (teamIds.length === 0) return new Map();
      const rows = await latestSubscriptions({ ids: teamIds }, tx);
      return new Map(rows.map((r) => [r.teamId!, r]));
    },

    async insert(values: typeof teams.$inferInsert, tx: Executor = db): Promise<TeamRow> {
      const now = clock.now();
      const [row] = await tx
        .insert(teams)
        .values({ createdAt: now, updatedAt: now, ...values })
        .returning();
      if (!row) throw new Error('Team insert returned no row');
      return row;
    },

    async update(id: number, changes: TeamChanges, tx: Executor = db): Promise<void> {
      await tx
        .update(teams)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(teams.id, id));
    },

    async insertSubscription(values: NewSubscription, tx: Executor = db): Promise<SubscriptionRow> {
      const now = clock.now();
      const [row] = await tx
        .insert(subscriptions)
        .values({ createdAt: now, updatedAt: now, ...values })
        .returning();
      if (!row) throw new Error('Subscription insert returned no row');
      return row;
    },

    async updateSubscription(id: number, changes: Partial<NewSubscription>, tx: Executor = db): Promise<void> {
      await tx
        .update(subscriptions)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(subscriptions.id, id));
    },

    /** Members (not archived, pending invitations included) and active members, as limits count them. */
    async counts(id: number, tx: Executor = db): Promise<{ members: number; activeMembers: number }> {
      const [row] = await tx.select({ members: membersCount, activeMembers: activeMembersCount }).from(teams).where(eq(teams.id, id));
      return row ?? { members: 0, activeMembers: 0 };
    },

    async membersPage(id: number, { limit, offset }: PageWindow, tx: Executor = db): Promise<PageRows<MemberWithUser>> {
      const [rows, [counted]] = await Promise.all([membersOf({ id, limit, offset }, tx), countMembers({ id }, tx)]);
      return { rows, total: counted?.total ?? 0 };
    },

    async findMember(id: number, userId: number, tx: Executor = db): Promise<MemberWithUser | null> {
      const [row] = await tx
        .select({ member: teamMembers, name: users.name })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(teamMembers.teamId, id), eq(teamMembers.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async insertMember(
      values: { teamId: number; userId: number; email: string; role: MemberRole; status: MemberStatus },
      tx: Executor = db,
    ): Promise<void> {
      const now = clock.now();
      await tx.insert(teamMembers).values({ ...values, createdAt: now, updatedAt: now });
    },

    async updateMember(
      id: number,
      userId: number,
      changes: { role?: MemberRole; status?: MemberStatus },
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .update(teamMembers)
        .set({ ...changes, updatedAt: clock.now() })
        .where(and(eq(teamMembers.teamId, id), eq(teamMembers.userId, userId)));
    },

    async deleteMember(id: number, userId: number, tx: Executor = db): Promise<void> {
      await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, id), eq(teamMembers.userId, userId)));
    },

    /** The team's pending invitations, by email. */
    async pendingInvitations(id: number, tx: Executor = db): Promise<InvitationRow[]> {
      return pendingOf({ id }, tx);
    },

    async findInvitation(id: number, invitationId: number, tx: Executor = db): Promise<InvitationRow | null> {
      const [row] = await tx
        .select()
        .from(teamInvitations)
        .where(and(eq(teamInvitations.teamId, id), eq(teamInvitations.id, invitationId)))
        .limit(1);
      return row ?? null;
    },

    async findInvitationByGuid(guid: string, tx: Executor = db): Promise<InvitationRow | null> {
      const [row] = await tx.select().from(teamInvitations).where(eq(teamInvitations.guid, guid)).limit(1);
      return row ?? null;
    },

    async findPendingInvitationFor(id: number, email: string, tx: Executor = db): Promise<InvitationRow | null> {
      const [row] = await tx
        .select()
        .from(teamInvitations)
        .where(
          and(
            eq(teamInvitations.teamId, id),
            eq(teamInvitations.status, 'pending'),
            sql`lower(${teamInvitations.email}) = ${email.toLowerCase()}`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async insertInvitation(values: typeof teamInvitations.$inferInsert, tx: Executor = db): Promise<InvitationRow> {
      const now = clock.now();
      const [row] = await tx
        .insert(teamInvitations)
        .values({ createdAt: now, updatedAt: now, ...values })
        .returning();
      if (!row) throw new Error('Invitation insert returned no row');
      return row;
    },

    async updateInvitation(
      invitationId: number,
      changes: Partial<Pick<InvitationRow, 'role' | 'email' | 'status' | 'sentAt' | 'acceptedAt'>>,
      tx: Executor = db,
    ): Promise<InvitationRow> {
      const [row] = await tx
        .update(teamInvitations)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(teamInvitations.id, invitationId))
        .returning();
      if (!row) throw new Error('Invitation update returned no row');
      return row;
    },

    /** Members other than `exceptUserId` holding the owner role become admins (an owner change). */
    async demoteOwners(id: number, exceptUserId: number, tx: Executor = db): Promise<void> {
      await tx
        .update(teamMembers)
        .set({ role: 'admin', updatedAt: clock.now() })
        .where(and(eq(teamMembers.teamId, id), eq(teamMembers.role, 'owner'), ne(teamMembers.userId, exceptUserId)));
    },
  };
}
