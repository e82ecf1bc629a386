import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Clock, EffectiveRegistrationFilters, RegistrationStatus } from '@tracker/core';
import type { Database, Executor } from '../db/client';
import { queryRows } from '../db/query-rows';
import { addresses, companies, journeys, registrations, users } from '../db/schema';
import { preparedQueries, preparedQuery } from '../db/prepared-query';
import { estimatedCountRows } from '../lists/count-rows';
import { namedFilters } from '../lists/named-filters';
import type { PageRows } from '../lists/page-rows';
import { boundaryShape, keysetOrder, keysetValues, type BoundaryShape } from '../lists/keyset';
import type { PageWindow } from '../lists/page-window';
import type { Sort } from '../lists/sort-order';
import { qualified } from './qualified';

export type RegistrationRow = typeof registrations.$inferSelect;
export type NewRegistration = typeof registrations.$inferInsert;
export type RegistrationChanges = Partial<
  Pick<NewRegistration, 'status' | 'complete' | 'userId' | 'current' | 'prioritized' | 'emailsCount'>
>;

/** A registration with what its list row and document show of its company, address and assignee. */
export type RegistrationWithRelations = {
  registration: RegistrationRow;
  companyName: string;
  companyValid: boolean;
  companyState: (typeof companies.$inferSelect)['state'];
  emailAddress: string | null;
  firstActivityAt: Date | null;
  assigneeEmail: string | null;
};

export type AssigneeRow = { id: number; email: string; name: string | null; assignee: boolean };

/** The list's filters with `me` already turned into the caller's id. */
export type RegistrationFilters = Omit<EffectiveRegistrationFilters, 'assignee'> & { assignee: 'all' | number };

const registrationAddressId = qualified(registrations.addressId);

const withRelations = {
  registration: registrations,
  companyName: companies.name,
  companyValid: companies.valid,
  companyState: companies.state,
  emailAddress: addresses.emailAddress,
  firstActivityAt: addresses.firstActivityAt,
  assigneeEmail: users.email,
};

/** The values of registrationWhere's placeholders, by filter (`all` naming none). */
function registrationValues(f: RegistrationFilters) {
  return {
    assignee: f.assignee === 'all' ? undefined : f.assignee,
    status: f.status === 'all' ? undefined : f.status,
    type: f.type === 'all' ? undefined : f.type,
    prioritized: f.prioritized === 'all' ? undefined : f.prioritized === 'true',
  };
}

/** What the queue's query text depends on: the filters named, whether it wants emails, and its order. */
type RegistrationsShape = {
  named: Array<keyof ReturnType<typeof registrationValues>>;
  emails: RegistrationFilters['emails'];
  order: RegistrationFilters['order'];
};

/** The queue's WHERE clause, each value a placeholder named after its filter. */
function registrationWhere({ named, emails }: Omit<RegistrationsShape, 'order'>): SQL | undefined {
  const hasEmails = sql`exists (select 1 from emails e where e.address_id = ${registrationAddressId})`;
  return and(
    named.includes('assignee') ? eq(registrations.userId, sql.placeholder('assignee')) : undefined,
    named.includes('status') ? eq(registrations.status, sql.placeholder('status')) : undefined,
    named.includes('type') ? eq(registrations.type, sql.placeholder('type')) : undefined,
    emails === 'all' ? undefined : emails === 'with' ? hasEmails : sql`not ${hasEmails}`,
    named.includes('prioritized') ? eq(registrations.prioritized, sql.placeholder('prioritized')) : undefined,
  );
}

/** The queue's order, oldest or newest first, as a keyset (see keysetOrder). */
const byCreation = keysetOrder<Sort<'created_at'>>({
  columns: { created_at: registrations.createdAt },
  fallback: { field: 'created_at', dir: 'asc' },
  tieBreaker: registrations.id,
});

export function createRegistrationsRepository(db: Database, clock: Clock) {
  /** Registrations with their relations, and `columns` beside them (a keyset's). */
  function selectWithRelations<Columns extends Record<string, SQL>>(tx: Executor, columns = {} as Columns) {
    return tx
      .select({ ...withRelations, ...columns })
      .from(registrations)
      .innerJoin(companies, eq(companies.id, registrations.companyId))
      .leftJoin(addresses, eq(addresses.id, registrations.addressId))
      .leftJoin(users, eq(users.id, registrations.userId));
  }

  // The queue and its assignees are read on every visit of the registrations screen: prepared (see preparedQueries).
  const pageRows = preparedQueries(
    db,
    'registrations_page',
    (shape: RegistrationsShape & { boundary: BoundaryShape }) => JSON.stringify(shape),
    (tx, shape) => {
      const keyset = byCreation({ field: 'created_at', dir: shape.order }, shape.boundary);
      const ids = tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(and(registrationWhere(shape), keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
      return selectWithRelations(tx, keyset.columns)
        .where(inArray(registrations.id, ids))
        .orderBy(...keyset.orderBy);
    },
  );
  // Counting registrations with (or without) emails looks each one up in the emails: past the cap, estimated.
  const pageTotal = estimatedCountRows(
    db,
    registrations,
    (shape: RegistrationsShape) => JSON.stringify({ ...shape, order: undefined }),
    registrationWhere,
  );
  const assignees = preparedQuery(db, 'registration_assignees', (tx) =>
    tx
      .select({ id: users.id, email: users.email, name: users.name, assignee: users.assignee })
      .from(users)
      .where(eq(users.assignee, true))
      .orderBy(sql`lower(${users.email})`),
  );

  return {
    /**
     * One page of the queue, oldest (asc) or newest (desc) first. The page's ids are found first, on
     * the registrations alone, and only they are joined to their company, address and assignee: a
     * deep page skips its rows without joining each of them (page 50: ~20 ms to ~3 ms at 150k).
     */
    async page(
      filters: RegistrationFilters,
      { limit, offset, boundary }: PageWindow,
      tx: Executor = db,
    ): Promise<PageRows<RegistrationWithRelations>> {
      const values = registrationValues(filters);
      const shape = { named: namedFilters(values), emails: filters.emails, order: filters.order };
      const [rows, { total, estimated }] = await Promise.all([
        pageRows({ ...shape, boundary: boundaryShape(boundary) }, { ...values, ...keysetValues(boundary, limit, offset) }, tx),
        pageTotal(shape, values, tx),
      ]);
      return { rows, total, estimated };
    },

    async findWithRelations(id: number, tx: Executor = db): Promise<RegistrationWithRelations | null> {
      const [row] = await selectWithRelations(tx).where(eq(registrations.id, id)).limit(1);
      return row ?? null;
    },

    /** The registration, locked until the transaction ends: saves of one registration run one after another. */
    async lock(id: number, tx: Executor): Promise<RegistrationRow | null> {
      const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update').limit(1);
      return row ?? null;
    },

    async insert(values: NewRegistration, tx: Executor = db): Promise<RegistrationRow> {
      const now = clock.now();
      const [row] = await tx
        .insert(registrations)
        .values({ createdAt: now, updatedAt: now, ...values })
        .returning();
      if (!row) throw new Error('Registration insert returned no row');
      return row;
    },

    async update(id: number, changes: RegistrationChanges, tx: Executor = db): Promise<void> {
      await tx
        .update(registrations)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(registrations.id, id));
    },

    /**
     * Assigns the registration to `userId` unless someone else holds it, in one statement, so of two
     * staff claiming at once exactly one wins; an unclaimed one becomes assigned. False when taken.
     */
    async claim(id: number, userId: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(registrations)
        .set({
          userId,
          status: sql<RegistrationStatus>`case when ${registrations.status} = 'unclaimed' then 'assigned'::registration_status else ${registrations.status} end`,
          updatedAt: clock.now(),
        })
        .where(and(eq(registrations.id, id), sql`(${registrations.userId} is null or ${registrations.userId} = ${userId})`))
        .returning({ id: registrations.id });
      return rows.length > 0;
    },

    /** Users flagged as assignees, by email. */
    async assignees(tx: Executor = db): Promise<AssigneeRow[]> {
      return assignees({}, tx);
    },

    async userById(id: number, tx: Executor = db): Promise<AssigneeRow | null> {
      const [row] = await tx
        .select({ id: users.id, email: users.email, name: users.name, assignee: users.assignee })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ?? null;
    },

    async userByEmail(email: string, tx: Executor = db): Promise<AssigneeRow | null> {
      const [row] = await tx
        .select({ id: users.id, email: users.email, name: users.name, assignee: users.assignee })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row ?? null;
    },

    /** The journeys made for the registration, newest start first. */
    async journeysOf(id: number, tx: Executor = db): Promise<Array<typeof journeys.$inferSelect>> {
      return tx.select().from(journeys).where(eq(journeys.registrationId, id)).orderBy(desc(journeys.startDate), desc(journeys.id));
    },

    /** Marks the company as updated after a completion: tracked_count the complete registrations, first_email_sent_at the earliest email. */
    async refreshCompany(companyId: number, tx: Executor = db): Promise<void> {
      await tx.execute(sql`update companies set
        tracked_count = (select count(*) from registrations r where r.company_id = ${companyId} and r.status = 'complete'),
        first_email_sent_at = coalesce(
          (select min(e.sent_at) from emails e where e.company_id = ${companyId}),
          first_email_sent_at),
        updated_at = ${clock.now()}
        where id = ${companyId}`);
    },

    /** Per day (UTC) between two instants: registrations created, and Assigned and Completed events by user. */
    async recap(from: Date, to: Date, tx: Executor = db) {
      const created = await queryRows<{ day: string; n: number }>(
        tx,
        // Grouped by the date and formatted once a day: to_char of each of 11,700 rows (a busy fortnight) took 4–10 ms of 2.5.
        sql`
        select to_char(d, 'YYYY-MM-DD') as day, n from (
          select (created_at at time zone 'UTC')::date as d, count(*)::int as n
          from registrations where created_at >= ${from} and created_at < ${to} group by 1) days`,
      );
      const acted = await queryRows<{ day: string; user_id: number; email: string; description: string; n: number }>(
        tx,
        sql`
        select to_char(ev.occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day, u.id as user_id, u.email, ev.description, count(*)::int as n
        from address_events ev
        join registrations r on r.address_id = ev.address_id
        join users u on u.id = ev.user_id
        where ev.occurred_at >= ${from} and ev.occurred_at < ${to} and ev.private and ev.description in ('Assigned', 'Completed')
        group by 1, 2, 3, 4`,
      );
      return { created, acted };
    },
  };
}
