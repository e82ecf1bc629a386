import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, type AddressListQuery, type Clock } from '@tracker/core';
import type { Database, Executor } from '../db/client';
import { addressEvents, addressTeams, addresses, emails, teams } from '../db/schema';
import { preparedQueries, preparedQuery } from '../db/prepared-query';
import { preparedCountRows, estimatedCountRows } from '../lists/count-rows';
import { namedFilters } from '../lists/named-filters';
import type { PageRows } from '../lists/page-rows';
import { boundaryShape, fixedKeysetOrder, keysetValues, type BoundaryShape } from '../lists/keyset';
import type { PageWindow } from '../lists/page-window';
import { createClassificationsOf } from './classifications-of';
import type { EmailWithClassifications } from './emails-repository';
import { containing } from './like-pattern';
import { qualified } from './qualified';

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddress = typeof addresses.$inferInsert;
export type AddressChanges = Partial<
  Pick<
    NewAddress,
    | 'firstName'
    | 'lastName'
    | 'birthdate'
    | 'lineOne'
    | 'lineTwo'
    | 'city'
    | 'region'
    | 'country'
    | 'postalCode'
    | 'telephone'
    | 'description'
    | 'journeyType'
    | 'visible'
    | 'private'
    | 'firstActivityAt'
  >
>;
export type AddressEventRow = typeof addressEvents.$inferSelect;
export type NewAddressEvent = typeof addressEvents.$inferInsert;

/** An address with its company's name and how many emails it received. */
export type AddressWithCompany = { address: AddressRow; companyName: string | null; emailsCount: number };

export type AddressFilters = Pick<AddressListQuery, 'companies' | 'company_id' | 'q'>;

const addressId = qualified(addresses.id);
const addressCompanyId = qualified(addresses.companyId);

const withCompany = {
  address: addresses,
  companyName: sql<string | null>`(select c.name from companies c where c.id = ${addressCompanyId})`,
  emailsCount: sql<number>`(select count(*) from emails e where e.address_id = ${addressId})`.mapWith(Number),
};

/** The values of addressWhere's placeholders, by filter. */
function addressValues(filters: AddressFilters) {
  return {
    company_id: filters.company_id,
    companies: filters.companies ? containing(filters.companies) : undefined,
    q: filters.q ? containing(filters.q) : undefined,
  };
}

type AddressesShape = Array<keyof ReturnType<typeof addressValues>>;

/** The list's WHERE clause for the filters named, each value a placeholder named after its filter. */
function addressWhere(named: AddressesShape, manyCompanies = false): SQL | undefined {
  // domain_name is stored lower-cased: compared as it is, it uses its trigram index, as lower(name) does.
  const companyMatches = sql`lower(c.name) like ${sql.placeholder('companies')} or c.domain_name like ${sql.placeholder('companies')}`;
  return and(
    named.includes('company_id') ? eq(addresses.companyId, sql.placeholder('company_id')) : undefined,
    !named.includes('companies')
      ? undefined
      : manyCompanies
        ? // Past the count's cap: the matching companies read once into a hashed set (`is true` keeps the
          // planner from joining them), checked on each address newest first, which meets a page of them
          // soon. `companies=harbor`: 2,957 buffers, from 6,877 with a primary-key lookup an address; a
          // word in few names walked every address so (150,000 buffers), and keeps the planner's plan.
          sql`(${addressCompanyId} in (select c.id from companies c where ${companyMatches})) is true`
        : sql`exists (select 1 from companies c where c.id = ${addressCompanyId} and (${companyMatches}))`,
    named.includes('q') ? sql`${addresses.emailAddress} like ${sql.placeholder('q')}` : undefined,
  );
}

const { searchVector: _searchVector, ...emailColumns } = getTableColumns(emails);

/** The addresses list's order, newest first, as a keyset (see keysetOrder). */
const newestFirst = fixedKeysetOrder(addresses.createdAt, addresses.id, 'desc');

export function createAddressesRepository(db: Database, clock: Clock) {
  const classificationsOf = createClassificationsOf(db);
  // The addresses list is prepared per shape of request (see preparedQueries).
  const pageRows = preparedQueries(
    db,
    'addresses_page',
    ({ named, boundary, many }: { named: AddressesShape; boundary: BoundaryShape; many: boolean }) => `${named.join()}${boundary}${many}`,
    (tx, { named, boundary, many }) => {
      const keyset = newestFirst(boundary);
      return tx
        .select({ ...withCompany, ...keyset.columns })
        .from(addresses)
        .where(and(addressWhere(named, many), keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    },
  );
  const pageTotal = preparedCountRows(db, 'addresses_count', addresses, (named: AddressesShape) => named.join(), addressWhere);
  // A search by text (a company's name, an inbox) counts to SEARCH_COUNT_CAP and past it takes the
  // planner's estimate, as the companies and emails searches do: `companies=harbor` counted 2,881
  // inboxes of 1,952 companies, each looked up through its company (12 ms of the database's time).
  const searchTotal = estimatedCountRows(db, addresses, (named: AddressesShape) => named.join(), addressWhere, SEARCH_COUNT_CAP);
  const eventsOfAddresses = preparedQuery(db, 'address_events_of', (tx) =>
    tx
      .select()
      .from(addressEvents)
      .where(sql`${addressEvents.addressId} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(asc(addressEvents.occurredAt), asc(addressEvents.id)),
  );

  return {
    /** One page of the addresses matching the filters, newest first. */
    async page(filters: AddressFilters, { limit, offset, boundary }: PageWindow, tx: Executor = db): Promise<PageRows<AddressWithCompany>> {
      const values = addressValues(filters);
      const named = namedFilters(values);
      const text = named.includes('companies') || named.includes('q');
      const page = (many: boolean) =>
        pageRows({ named, boundary: boundaryShape(boundary), many }, { ...values, ...keysetValues(boundary, limit, offset) }, tx);
      if (!text) {
        const [rows, total] = await Promise.all([page(false), pageTotal(named, values, tx)]);
        return { rows, total };
      }
      if (!named.includes('companies')) {
        const [rows, counted] = await Promise.all([page(false), searchTotal(named, values, tx)]);
        return { rows, ...counted, cap: SEARCH_COUNT_CAP };
      }
      // The count first: how many companies match says how the page is read (see addressWhere).
      const counted = await searchTotal(named, values, tx);
      const rows = await page(counted.estimated);
      return { rows, ...counted, cap: SEARCH_COUNT_CAP };
    },

    async findById(id: number, tx: Executor = db): Promise<AddressWithCompany | null> {
      const [row] = await tx.select(withCompany).from(addresses).where(eq(addresses.id, id)).limit(1);
      return row ?? null;
    },

    /** Inserts an address unless its email address is taken; null then, so the caller draws another. */
    async insertIfNew(values: NewAddress, tx: Executor = db): Promise<AddressRow | null> {
      const now = clock.now();
      const [row] = await tx
        .insert(addresses)
        .values({ createdAt: now, updatedAt: now, ...values })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async update(id: number, changes: AddressChanges, tx: Executor = db): Promise<void> {
      await tx
        .update(addresses)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(addresses.id, id));
    },

    /** The events of these addresses, oldest first, by address id. */
    async eventsOf(ids: number[], tx: Executor = db): Promise<Map<number, AddressEventRow[]>> {
      const byAddress = new Map<number, AddressEventRow[]>();
      if (ids.length === 0) return byAddress;
      const rows = await eventsOfAddresses({ ids }, tx);
      for (const row of rows) {
        const list = byAddress.get(row.addressId);
        if (list) list.push(row);
        else byAddress.set(row.addressId, [row]);
      }
      return byAddress;
    },

    async findEvent(addressIdValue: number, eventId: number, tx: Executor = db): Promise<AddressEventRow | null> {
      const [row] = await tx
        .select()
        .from(addressEvents)
        .where(and(eq(addressEvents.addressId, addressIdValue), eq(addressEvents.id, eventId)))
        .limit(1);
      return row ?? null;
    },

    /** Whether the address already has an event with this description (status events are added once). */
    async hasEvent(addressIdValue: number, description: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: addressEvents.id })
        .from(addressEvents)
        .where(and(eq(addressEvents.addressId, addressIdValue), eq(addressEvents.description, description)))
        .limit(1);
      return row !== undefined;
    },

    async insertEvent(values: NewAddressEvent, tx: Executor = db): Promise<AddressEventRow> {
      const now = clock.now();
      const [row] = await tx
        .insert(addressEvents)
        .values({ occurredAt: now, createdAt: now, updatedAt: now, ...values })
        .returning();
      if (!row) throw new Error('Event insert returned no row');
      return row;
    },

    async updateEvent(
      eventId: number,
      changes: Partial<Pick<NewAddressEvent, 'description' | 'private' | 'occurredAt' | 'group'>>,
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .update(addressEvents)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(addressEvents.id, eventId));
    },

    async deleteEvent(eventId: number, tx: Executor = db): Promise<void> {
      await tx.delete(addressEvents).where(eq(addressEvents.id, eventId));
    },

    /** The teams the address is shared with, by name. */
    async teamsOf(id: number, tx: Executor = db): Promise<Array<{ id: number; name: string }>> {
      return tx
        .select({ id: teams.id, name: teams.name })
        .from(addressTeams)
        .innerJoin(teams, eq(teams.id, addressTeams.teamId))
        .where(eq(addressTeams.addressId, id))
        .orderBy(sql`lower(${teams.name})`, asc(teams.id));
    },

    async teamExists(teamId: number, tx: Executor = db): Promise<boolean> {
      const [row] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).limit(1);
      return row !== undefined;
    },

    async addTeam(id: number, teamId: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .insert(addressTeams)
        .values({ addressId: id, teamId, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ teamId: addressTeams.teamId });
      return rows.length > 0;
    },

    async removeTeam(id: number, teamId: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .delete(addressTeams)
        .where(and(eq(addressTeams.addressId, id), eq(addressTeams.teamId, teamId)))
        .returning({ teamId: addressTeams.teamId });
      return rows.length > 0;
    },

    /** The emails the address received, newest first, at most `limit`; `q` keeps those whose subject or sender contains it. */
    async emailsOf(id: number, q: string | undefined, limit: number, tx: Executor = db): Promise<EmailWithClassifications[]> {
      const where = and(
        eq(emails.addressId, id),
        q
          ? sql`(lower(${emails.subject}) like ${containing(q)} or lower(${emails.fromName}) like ${containing(q)} or lower(${emails.fromAddress}) like ${containing(q)})`
          : undefined,
      );
      const rows = await tx.select(emailColumns).from(emails).where(where).orderBy(desc(emails.sentAt), desc(emails.id)).limit(limit);
      const classifications = await classificationsOf(
        rows.map((r) => r.id),
        tx,
      );
      return rows.map((email) => ({ email, classifications: classifications.get(email.id) ?? [] }));
    },

    /** Makes every email of the address private or public; how many changed. */
    async setEmailsPrivate(id: number, value: boolean, tx: Executor = db): Promise<number> {
      const rows = await tx
        .update(emails)
        .set({ private: value, updatedAt: clock.now() })
        .where(and(eq(emails.addressId, id), sql`${emails.private} is distinct from ${value}`))
        .returning({ id: emails.id });
      return rows.length;
    },

    /** Shows or hides every email of the address; how many changed. */
    async setEmailsVisible(id: number, value: boolean, tx: Executor = db): Promise<number> {
      const rows = await tx
        .update(emails)
        .set({ visible: value, updatedAt: clock.now() })
        .where(and(eq(emails.addressId, id), sql`${emails.visible} is distinct from ${value}`))
        .returning({ id: emails.id });
      return rows.length;
    },

    /** How many emails the address received, and the first one's date. */
    async emailStats(id: number, tx: Executor = db): Promise<{ count: number; firstSentAt: Date | null }> {
      const [row] = await tx
        .select({
          count: sql<number>`count(*)`.mapWith(Number),
          firstSentAt: sql<Date | null>`min(${emails.sentAt})`.mapWith((v) => (v === null ? null : new Date(v as string))),
        })
        .from(emails)
        .where(eq(emails.addressId, id));
      return row ?? { count: 0, firstSentAt: null };
    },
  };
}
