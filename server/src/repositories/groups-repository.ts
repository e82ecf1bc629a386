import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Clock, GroupListQuery } from '@tracker/core';
import type { Database, Executor } from '../db/client';
import { groupCompanies, groupUsers, groups, users } from '../db/schema';
import { preparedQueries, preparedQuery } from '../db/prepared-query';
import { preparedCountRows } from '../lists/count-rows';
import { namedFilters } from '../lists/named-filters';
import type { PageRows } from '../lists/page-rows';
import type { PageWindow } from '../lists/page-window';
import { sortOrder } from '../lists/sort-order';
import { containing } from './like-pattern';
import { qualified } from './qualified';

export type GroupRow = typeof groups.$inferSelect;
export type NewGroup = typeof groups.$inferInsert;
export type GroupChanges = Partial<Pick<NewGroup, 'name' | 'global' | 'featured'>>;

/** A group with its member users and how many companies it holds. */
export type GroupWithRelations = {
  group: GroupRow;
  companiesCount: number;
  users: Array<{ id: number; email: string }>;
};

export type GroupFilters = Pick<GroupListQuery, 'q' | 'global' | 'featured' | 'company_id' | 'sort'>;

const groupId = qualified(groups.id);

const companiesCount = sql<number>`(select count(*) from group_companies gc where gc.group_id = ${groupId})`.mapWith(Number);

const withRelations = {
  group: groups,
  companiesCount,
  // The members' ids first, then each user by its key: a join here hashed every user once a group
  // (202 users read 25 times a page; a third of the groups list's time on the embedded database).
  users: sql<GroupWithRelations['users']>`coalesce((
    select json_agg(json_build_object('id', u.id, 'email', u.email) order by lower(u.email))
    from users u where u.id = any(array(select gu.user_id from group_users gu where gu.group_id = ${groupId}))), '[]'::json)`,
};

/** The values of groupWhere's placeholders, by filter. */
function groupValues(filters: GroupFilters) {
  return {
    q: filters.q ? containing(filters.q) : undefined,
    global: filters.global,
    featured: filters.featured,
    company_id: filters.company_id,
  };
}

type GroupsShape = { named: Array<keyof ReturnType<typeof groupValues>>; sort: GroupFilters['sort'] };

/** The list's WHERE clause for the filters named, each value a placeholder named after its filter. */
function groupWhere({ named }: Pick<GroupsShape, 'named'>): SQL | undefined {
  return and(
    named.includes('q') ? sql`lower(${groups.name}) like ${sql.placeholder('q')}` : undefined,
    named.includes('global') ? eq(groups.global, sql.placeholder('global')) : undefined,
    named.includes('featured') ? eq(groups.featured, sql.placeholder('featured')) : undefined,
    named.includes('company_id')
      ? sql`exists (select 1 from group_companies gc where gc.group_id = ${groupId} and gc.company_id = ${sql.placeholder('company_id')})`
      : undefined,
  );
}

const groupOrder = sortOrder<NonNullable<GroupFilters['sort']>>({
  columns: {
    name: sql`lower(${groups.name})`,
    created_at: groups.createdAt,
    updated_at: groups.updatedAt,
    companies_count: companiesCount,
  },
  fallback: { field: 'name', dir: 'asc' },
  tieBreaker: groups.id,
});

export function createGroupsRepository(db: Database, clock: Clock) {
  // The groups list and a group's page are read all day: prepared (see preparedQueries).
  const byId = preparedQuery(db, 'group_by_id', (tx) =>
    tx
      .select()
      .from(groups)
      .where(eq(groups.id, sql.placeholder('id')))
      .limit(1),
  );
  const pageRows = preparedQueries(
    db,
    'groups_page',
    (shape: GroupsShape) => JSON.stringify(shape),
    (tx, shape) =>
      tx
        .select(withRelations)
        .from(groups)
        .where(groupWhere(shape))
        .orderBy(...groupOrder(shape.sort))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
  );
  const pageTotal = preparedCountRows(db, 'groups_count', groups, (shape: GroupsShape) => shape.named.join(), groupWhere);

  return {
    async findById(id: number, tx: Executor = db): Promise<GroupRow | null> {
      const [row] = await byId({ id }, tx);
      return row ?? null;
    },

    async findWithRelations(id: number, tx: Executor = db): Promise<GroupWithRelations | null> {
      const [row] = await tx.select(withRelations).from(groups).where(eq(groups.id, id)).limit(1);
      return row ?? null;
    },

    /** One page of the groups matching the filters, in the list's order. */
    async page(filters: GroupFilters, { limit, offset }: PageWindow, tx: Executor = db): Promise<PageRows<GroupWithRelations>> {
      const values = groupValues(filters);
      const shape = { named: namedFilters(values), sort: filters.sort };
      const [rows, total] = await Promise.all([pageRows(shape, { ...values, limit, offset }, tx), pageTotal(shape, values, tx)]);
      return { rows, total };
    },

    /** The groups holding a company, by name. */
    async forCompany(companyId: number, tx: Executor = db): Promise<GroupRow[]> {
      return tx
        .select({ group: groups })
        .from(groupCompanies)
        .innerJoin(groups, eq(groups.id, groupCompanies.groupId))
        .where(eq(groupCompanies.companyId, companyId))
        .orderBy(sql`lower(${groups.name})`, asc(groups.id))
        .then((rows) => rows.map((r) => r.group));
    },

    async insert(values: NewGroup, tx: Executor = db): Promise<GroupRow> {
      const now = clock.now();
      const [row] = await tx
        .insert(groups)
        .values({ createdAt: now, updatedAt: now, ...values })
        .returning();
      if (!row) throw new Error('Group insert returned no row');
      return row;
    },

    async update(id: number, changes: GroupChanges, tx: Executor = db): Promise<GroupRow | null> {
      const [row] = await tx
        .update(groups)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(groups.id, id))
        .returning();
      return row ?? null;
    },

    /** The users with these emails (case-insensitive), as stored. */
    async usersByEmails(emails: readonly string[], tx: Executor = db): Promise<Array<{ id: number; email: string }>> {
      if (emails.length === 0) return [];
      return tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          sql`lower(${users.email}) in (${sql.join(
            emails.map((e) => sql`${e.toLowerCase()}`),
            sql`, `,
          )})`,
        );
    },

    /** Makes `userIds` the group's whole set of users. */
    async setUsers(groupId: number, userIds: readonly number[], tx: Executor = db): Promise<void> {
      await tx.delete(groupUsers).where(eq(groupUsers.groupId, groupId));
      if (userIds.length > 0) await tx.insert(groupUsers).values([...new Set(userIds)].map((userId) => ({ groupId, userId })));
    },

    /** Adds a company; false when it was already there. */
    async addCompany(groupId: number, companyId: number, addedById: number | null, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .insert(groupCompanies)
        .values({ groupId, companyId, addedById })
        .onConflictDoNothing()
        .returning({ companyId: groupCompanies.companyId });
      return rows.length > 0;
    },

    /** Removes a company; false when it was not there. */
    async removeCompany(groupId: number, companyId: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .delete(groupCompanies)
        .where(and(eq(groupCompanies.groupId, groupId), eq(groupCompanies.companyId, companyId)))
        .returning({ companyId: groupCompanies.companyId });
      return rows.length > 0;
    },

    /** Touches the group's updated_at, for changes to its members or companies. */
    async touch(id: number, tx: Executor = db): Promise<void> {
      await tx.update(groups).set({ updatedAt: clock.now() }).where(eq(groups.id, id));
    },
  };
}
