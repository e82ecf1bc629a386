import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Clock, ListDetailQuery, ListListQuery } from '@tracker/core';
import type { Database, Executor } from '../db/client';
import { emails, listComments, listEmails, lists, users } from '../db/schema';
import { preparedQueries, preparedQuery } from '../db/prepared-query';
import { countQuery, preparedCountRows } from '../lists/count-rows';
import type { PageRows } from '../lists/page-rows';
import type { PageWindow } from '../lists/page-window';
import { sortOrder } from '../lists/sort-order';
import type { EmailRow } from './emails-repository';
import { containing } from './like-pattern';
import { qualified } from './qualified';

export type ListRow = typeof lists.$inferSelect;
export type ListChanges = Partial<Pick<typeof lists.$inferInsert, 'name' | 'description' | 'state' | 'featured' | 'noIndex' | 'type'>>;

/** A list with its email count and its owner. */
export type ListWithRelations = { list: ListRow; emailsCount: number; userEmail: string | null; admin: boolean };

export type ListCommentRow = { id: number; body: string; emailGuid: string | null; userEmail: string | null; createdAt: Date };

/** An email of a list, with when it was added. */
export type ListEmailRow = { email: EmailRow; addedAt: Date };

export type ListFilters = Omit<ListListQuery, 'page' | 'size'>;

const listId = qualified(lists.id);
const emailsCount = sql<number>`(select count(*) from list_emails le where le.list_id = ${listId})`.mapWith(Number);

const withRelations = {
  list: lists,
  emailsCount,
  userEmail: sql<string | null>`(select u.email from users u where u.id = ${lists.userId})`,
  admin: sql<boolean>`coalesce((select u.user_role = 'admin' from users u where u.id = ${lists.userId}), false)`,
};

/** What the list's query text depends on: which filters the request names, and the sort. */
type ListsShape = { filters: Array<'q' | 'state' | 'type' | 'featured'>; sort: ListFilters['sort'] };

function listsShape(filters: ListFilters): ListsShape {
  return {
    filters: (['q', 'state', 'type', 'featured'] as const).filter((f) => (f === 'q' ? Boolean(filters.q) : filters[f] !== undefined)),
    sort: filters.sort,
  };
}

/** The values of listWhere's placeholders. */
function listValues(filters: ListFilters) {
  return { q: filters.q ? containing(filters.q) : undefined, state: filters.state, type: filters.type, featured: filters.featured };
}

/** The WHERE clause of the lists list, each value a placeholder named after its filter (see listValues). */
function listWhere({ filters }: ListsShape): SQL | undefined {
  const has = (filter: ListsShape['filters'][number]) => filters.includes(filter);
  return and(
    has('q') ? sql`lower(${lists.name}) like ${sql.placeholder('q')}` : undefined,
    has('state') ? eq(lists.state, sql.placeholder('state')) : undefined,
    has('type') ? eq(lists.type, sql.placeholder('type')) : undefined,
    has('featured') ? eq(lists.featured, sql.placeholder('featured')) : undefined,
  );
}

const listOrder = sortOrder<NonNullable<ListFilters['sort']>>({
  columns: {
    position: lists.position,
    name: sql`lower(${lists.name})`,
    created_at: lists.createdAt,
    updated_at: lists.updatedAt,
    emails_count: emailsCount,
  },
  fallback: { field: 'position', dir: 'desc' },
  tieBreaker: lists.id,
});

const { searchVector: _searchVector, ...emailColumns } = getTableColumns(emails);

const listEmailOrder = sortOrder<NonNullable<ListDetailQuery['sort']>>({
  columns: { added_at: listEmails.addedAt, sent_at: emails.sentAt },
  fallback: { field: 'added_at', dir: 'desc' },
  tieBreaker: listEmails.emailId,
});

export function createListsRepository(db: Database, clock: Clock) {
  // The lists list is prepared per shape of request (see preparedQueries).
  const pageRows = preparedQueries(
    db,
    'lists_page',
    (shape: ListsShape) => JSON.stringify(shape),
    (tx, shape) =>
      tx
        .select(withRelations)
        .from(lists)
        .where(listWhere(shape))
        .orderBy(...listOrder(shape.sort))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
  );
  const pageTotal = preparedCountRows(db, 'lists_count', lists, (shape: ListsShape) => shape.filters.join(), listWhere);
  // A list's page: the list, a page of its emails in either order, their count and the comments.
  const withRelationsById = preparedQuery(db, 'list_with_relations_by_id', (tx) =>
    tx
      .select(withRelations)
      .from(lists)
      .where(eq(lists.id, sql.placeholder('id')))
      .limit(1),
  );
  const ofList = eq(listEmails.listId, sql.placeholder('id'));
  const emailRows = preparedQueries(
    db,
    'list_emails_page',
    (sort: ListDetailQuery['sort']) => `${sort?.field}:${sort?.dir}`,
    (tx, sort) =>
      tx
        .select({ email: emailColumns, addedAt: listEmails.addedAt })
        .from(listEmails)
        .innerJoin(emails, eq(emails.id, listEmails.emailId))
        .where(ofList)
        .orderBy(...listEmailOrder(sort))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
  );
  const countEmails = preparedQuery(db, 'list_emails_count', (tx) => countQuery(tx, listEmails, ofList));
  /** Comments with the email they are about and who wrote them. */
  const selectComments = (tx: Executor) =>
    tx
      .select({
        id: listComments.id,
        body: listComments.body,
        emailGuid: emails.guid,
        userEmail: users.email,
        createdAt: listComments.createdAt,
      })
      .from(listComments)
      .leftJoin(emails, eq(emails.id, listComments.emailId))
      .leftJoin(users, eq(users.id, listComments.userId));
  const commentsOf = preparedQuery(db, 'list_comments_of', (tx) =>
    selectComments(tx)
      .where(eq(listComments.listId, sql.placeholder('id')))
      .orderBy(asc(listComments.createdAt), asc(listComments.id)),
  );

  return {
    async findById(id: number, tx: Executor = db): Promise<ListRow | null> {
      const [row] = await tx.select().from(lists).where(eq(lists.id, id)).limit(1);
      return row ?? null;
    },

    async findWithRelations(id: number, tx: Executor = db): Promise<ListWithRelations | null> {
      const [row] = await withRelationsById({ id }, tx);
      return row ?? null;
    },

    /** One page of the lists matching the filters, in the list's order (position:desc by default). */
    async page(filters: ListFilters, { limit, offset }: PageWindow, tx: Executor = db): Promise<PageRows<ListWithRelations>> {
      const shape = listsShape(filters);
      const values = listValues(filters);
      const [rows, total] = await Promise.all([pageRows(shape, { ...values, limit, offset }, tx), pageTotal(shape, values, tx)]);
      return { rows, total };
    },

    /** One page of a list's emails (added_at:desc by default). */
    async emailsPage(
      id: number,
      sort: ListDetailQuery['sort'],
      { limit, offset }: PageWindow,
      tx: Executor = db,
    ): Promise<PageRows<ListEmailRow>> {
      const [rows, [counted]] = await Promise.all([emailRows(sort, { id, limit, offset }, tx), countEmails({ id }, tx)]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** A list's comments, oldest first. */
    async comments(id: number, tx: Executor = db): Promise<ListCommentRow[]> {
      return commentsOf({ id }, tx);
    },

    /** The ids of the emails with these guids, by guid. */
    async emailIdsByGuid(guids: readonly string[], tx: Executor = db): Promise<Map<string, number>> {
      if (guids.length === 0) return new Map();
      const rows = await tx
        .select({ id: emails.id, guid: emails.guid })
        .from(emails)
        .where(inArray(emails.guid, [...guids]));
      return new Map(rows.map((r) => [r.guid, r.id]));
    },

    /** Adds emails at the end of the list; those already in it stay as they were. The ids added. */
    async addEmails(id: number, emailIds: readonly number[], addedById: number | null, tx: Executor = db): Promise<number[]> {
      if (emailIds.length === 0) return [];
      const now = clock.now();
      const [{ next } = { next: 0 }] = await tx
        .select({ next: sql<number>`coalesce(max(${listEmails.position}), 0) + 1`.mapWith(Number) })
        .from(listEmails)
        .where(eq(listEmails.listId, id));
      const rows = await tx
        .insert(listEmails)
        .values([...new Set(emailIds)].map((emailId, i) => ({ listId: id, emailId, addedAt: now, position: next + i, addedById })))
        .onConflictDoNothing()
        .returning({ emailId: listEmails.emailId });
      return rows.map((r) => r.emailId);
    },

    /** Takes an email out of a list; false when it was not in it. */
    async removeEmail(id: number, emailId: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .delete(listEmails)
        .where(and(eq(listEmails.listId, id), eq(listEmails.emailId, emailId)))
        .returning({ emailId: listEmails.emailId });
      return rows.length > 0;
    },

    async insertComment(
      values: { listId: number; emailId: number | null; userId: number | null; body: string },
      tx: Executor = db,
    ): Promise<number> {
      const now = clock.now();
      const [row] = await tx
        .insert(listComments)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning({ id: listComments.id });
      if (!row) throw new Error('Comment insert returned no row');
      return row.id;
    },

    async findComment(id: number, commentId: number, tx: Executor = db): Promise<ListCommentRow | null> {
      const [row] = await selectComments(tx)
        .where(and(eq(listComments.listId, id), eq(listComments.id, commentId)))
        .limit(1);
      return row ?? null;
    },

    async deleteComment(id: number, commentId: number, tx: Executor = db): Promise<void> {
      await tx.delete(listComments).where(and(eq(listComments.listId, id), eq(listComments.id, commentId)));
    },

    async update(id: number, changes: ListChanges, tx: Executor = db): Promise<void> {
      await tx
        .update(lists)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(lists.id, id));
    },

    /** The ids among these that name lists. */
    async existingIds(ids: readonly number[], tx: Executor = db): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await tx
        .select({ id: lists.id })
        .from(lists)
        .where(inArray(lists.id, [...ids]));
      return new Set(rows.map((r) => r.id));
    },

    /** Gives each list its new position, in one statement. */
    async setPositions(positions: ReadonlyArray<{ id: number; position: number }>, tx: Executor = db): Promise<void> {
      if (positions.length === 0) return;
      const values = sql.join(
        positions.map((p) => sql`(${p.id}::int, ${p.position}::int)`),
        sql`, `,
      );
      await tx.execute(sql`update lists set position = v.position, updated_at = ${clock.now().toISOString()}::timestamptz
        from (values ${values}) as v(id, position) where lists.id = v.id`);
    },

    /** Touches the list's updated_at, for changes to its emails or comments. */
    async touch(id: number, tx: Executor = db): Promise<void> {
      await tx.update(lists).set({ updatedAt: clock.now() }).where(eq(lists.id, id));
    },
  };
}
