import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Clock, GroupListQuery } from '@tracker/core';
import type { Database, Executor } from '../db/client';
import { groupCompanies, groupUsers, groups, users } from '../db/schema';
import { countedPage } from '../lists/counted-page';
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
  users: sql<GroupWithRelations['users']>`coalesce((
    select json_agg(json_build_object('id', u.id, 'email', u.email) order by lower(u.email))
    from group_users gu join users u on u.id = gu.user_id
    where gu.group_id = ${groupId}), '[]'::json)`,
};

function groupWhere(filters: GroupFilters): SQL | undefined {
  return and(
    filters.q ? sql`lower(${groups.name}) like ${containing(filters.q)}` : undefined,
    filters.global === undefined ? undefined : eq(groups.global, filters.global),
    filters.featured === undefined ? undefined : eq(groups.featured, filters.featured),
    filters.company_id === undefined
      ? undefined
      : sql`exists (select 1 from group_companies gc where gc.group_id = ${groupId} and gc.company_id = ${filters.company_id})`,
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
  return {
    async findById(id: number, tx: Executor = db): Promise<GroupRow | null> {
      const [row] = await tx.select().from(groups).where(eq(groups.id, id)).limit(1);
      return row ?? null;
    },

    async findWithRelations(id: number, tx: Executor = db): Promise<GroupWithRelations | null> {
      const [row] = await tx.select(withRelations).from(groups).where(eq(groups.id, id)).limit(1);
      return row ?? null;
    },

    /** One page of the groups matching the filters, in the list's order. */
    async page(filters: GroupFilters, { limit, offset }: PageWindow, tx: Executor = db): Promise<PageRows<GroupWithRelations>> {
      const where = groupWhere(filters);
      const rows = tx.select(withRelations).from(groups).where(where).orderBy(...groupOrder(filters.sort)).limit(limit).offset(offset);
      return countedPage(tx, groups, where, rows);
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
      const [row] = await tx.insert(groups).values({ createdAt: now, updatedAt: now, ...values }).returning();
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
