import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_COUNT_CAP,
  type Clock,
  type CompanyFilters,
  type JourneyHealth,
  type JourneyType,
  type TechnologyType,
} from '@tracker/core';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client';
import { withRowMapper } from '../db/row-mapper';
import {
  companies,
  companyTags,
  companyTechnologies,
  companyVerticals,
  emails,
  journeys,
  tags,
  technologies,
  verticals,
} from '../db/schema';
import { queryRows } from '../db/query-rows';
import { preparedQueries } from '../db/prepared-query';
import { estimatedCountRows } from '../lists/count-rows';
import type { PageRows } from '../lists/page-rows';
import { boundaryShape, keysetValues, type BoundaryShape } from '../lists/keyset';
import type { PageWindow } from '../lists/page-window';
import {
  companyCountWhere,
  companyOrder,
  companyShape,
  companyValues,
  companyWhere,
  healthClock,
  journeyHealthOfCompanies,
  liveJourney,
  rankedSearch,
  rankedSearchIds,
  shortText,
  type HealthClock,
  type ShortTextWay,
} from './company-query';
import { qualified } from './qualified';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type CompanyChanges = Partial<Omit<NewCompany, 'id' | 'createdAt'>>;
export type JourneyRow = typeof journeys.$inferSelect;
export type NewJourney = typeof journeys.$inferInsert;

/** A company with what the API shows beside its own columns. */
export type CompanyWithRelations = {
  company: CompanyRow;
  technologies: Array<{ id: number; name: string; type: TechnologyType }>;
  verticals: Array<{ id: number; name: string }>;
  tags: string[];
  /** Health per journey type the company has had (null: healthy); a type missing is new. */
  journeyHealth: Partial<Record<JourneyType, JourneyHealth | null>>;
};

export type EmailStats = { emails: number; firstSentAt: Date | null; lastSentAt: Date | null; inboxes: number };

const journeyId = qualified(journeys.id);

/**
 * Companies by id (an int[]) with their relations and their journey health at `now` (a timestamptz),
 * in one statement: each relation is read for the whole page at once, grouped by company, and joined
 * to it. (A correlated subquery a relation ran four lookups a company, each joining its table anew:
 * 100 for a page of 25, the most of the companies page's time on the embedded database.)
 */
function relationsByIds(tx: Executor, ids: SQL, now: SQL) {
  const ofPage = (column: PgColumn) => sql`${column} = any(${ids}::int[])`;
  /** One relation of the page's companies: its items gathered per company through `link`. */
  const perCompany = <T>(name: string, link: PgTable, companyId: PgColumn, related: PgTable, on: SQL, items: SQL<T>) =>
    tx
      .select({ companyId, items: items.as(`${name}_items`) })
      .from(link)
      .innerJoin(related, on)
      .where(ofPage(companyId))
      .groupBy(companyId)
      .as(`${name}_of`);
  const technologiesOf = perCompany(
    'technologies',
    companyTechnologies,
    companyTechnologies.companyId,
    technologies,
    eq(technologies.id, companyTechnologies.technologyId),
    sql<
      CompanyWithRelations['technologies']
    >`json_agg(json_build_object('id', ${technologies.id}, 'name', ${technologies.name}, 'type', ${technologies.type}) order by ${technologies.name})`,
  );
  const verticalsOf = perCompany(
    'verticals',
    companyVerticals,
    companyVerticals.companyId,
    verticals,
    eq(verticals.id, companyVerticals.verticalId),
    sql<
      CompanyWithRelations['verticals']
    >`json_agg(json_build_object('id', ${verticals.id}, 'name', ${verticals.name}) order by ${verticals.name})`,
  );
  const tagsOf = perCompany(
    'tags',
    companyTags,
    companyTags.companyId,
    tags,
    eq(tags.id, companyTags.tagId),
    sql<string[]>`json_agg(${tags.name} order by ${tags.name})`,
  );
  const healthOf = journeyHealthOfCompanies(tx, ids, now);
  return tx
    .select({
      company: companies,
      technologies: sql<CompanyWithRelations['technologies']>`coalesce(${technologiesOf.items}, '[]'::json)`,
      verticals: sql<CompanyWithRelations['verticals']>`coalesce(${verticalsOf.items}, '[]'::json)`,
      tags: sql<string[]>`coalesce(${tagsOf.items}, '[]'::json)`,
      journeyHealth: sql<CompanyWithRelations['journeyHealth']>`coalesce(${healthOf.journeyHealth}, '{}'::json)`,
    })
    .from(companies)
    .leftJoin(technologiesOf, eq(technologiesOf.companyId, companies.id))
    .leftJoin(verticalsOf, eq(verticalsOf.companyId, companies.id))
    .leftJoin(tagsOf, eq(tagsOf.companyId, companies.id))
    .leftJoin(healthOf, eq(healthOf.companyId, companies.id))
    .where(ofPage(companies.id));
}

/** What the companies list and export select by: the filters, and the moments health is judged against. */
export type CompanySelection = { filters: CompanyFilters; clock: HealthClock };

export function createCompaniesRepository(db: Database, clock: Clock) {
  // Every page of every companies list runs it: built once (and prepared once per connection), not per page.
  const preparedRelationsByIds = withRowMapper(
    relationsByIds(db, sql`${sql.placeholder('ids')}`, sql`${sql.placeholder('now')}::timestamptz`).prepare(
      'companies_with_relations_by_ids',
    ),
  );

  // The ids of a page and the count, each prepared once per shape of the request (see companyShape).
  // A keyset page also reads its boundary row's sort key, for the cursors.
  const idsPage = preparedQueries<
    { filters: CompanyFilters; boundary: BoundaryShape; short: ShortTextWay },
    Array<{ id: number; cursorKey?: string | null; cursorId?: number }>
  >(
    db,
    'companies_ids',
    ({ filters, boundary, short }) => `${companyShape(filters)}${boundary}${short}`,
    (tx, { filters, boundary, short }) => {
      if (rankedSearch(filters)) return rankedSearchIds(tx, filters, short);
      const keyset = companyOrder(filters, boundary);
      return tx
        .select({ id: companies.id, ...keyset.columns })
        .from(companies)
        .where(and(companyWhere(filters, short), keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    },
  );
  // A search counts its matches only to SEARCH_COUNT_CAP, and past it takes the planner's estimate:
  // counting a word in a tenth of the names, or two letters (which no trigram index narrows), read
  // every match or every company, and even a thousand matches of a word the shortest names lack
  // (harbor: 63,000 index entries read to find them in length order) cost more than the page.
  const searchCount = estimatedCountRows(
    db,
    companies,
    (filters: CompanyFilters) => companyShape(filters, { sort: false }),
    companyCountWhere,
    SEARCH_COUNT_CAP,
  );
  // Any other list counts 10,001 companies to say "10,000+" (~1 ms of the database's CPU a request
  // for the default list, the most of its work; a health filter joins each to its health summary,
  // ~4 ms quiet, 20 busy): past the cap, the planner's estimate instead.
  const estimatedCount = estimatedCountRows(
    db,
    companies,
    (filters: CompanyFilters) => companyShape(filters, { sort: false }),
    companyWhere,
  );

  /**
   * A window of the companies matching the filters, in the list's order, without counting them (the
   * export reads page after page of an exact total). The ids come first (from the sort's index alone
   * where it can), so relations are read only for the rows shown, not for every row an offset skips.
   */
  async function windowRows(
    { filters, clock: health }: CompanySelection,
    { limit, offset, boundary }: PageWindow,
    tx: Executor = db,
    short: ShortTextWay = 'like',
  ): Promise<CompanyWithRelations[]> {
    // A ranked search has no keyset: it reads its page by offset, cursor or not.
    const keyed = boundary && !rankedSearch(filters) ? boundary : undefined;
    const found = await idsPage(
      { filters, boundary: boundaryShape(keyed), short },
      { ...companyValues(filters, health), ...keysetValues(keyed, limit, offset), reach: limit + offset },
      tx,
    );
    if (found.length === 0) return [];
    const ids = found.map((r) => r.id);
    const rows =
      tx === db
        ? await preparedRelationsByIds.execute({ ids, now: health.now })
        : await relationsByIds(tx, sql`${sql.param(ids)}`, sql`${health.now}::timestamptz`);
    const byId = new Map(rows.map((row) => [row.company.id, row]));
    // The page's keys go along with its rows, for listPage's cursors.
    return found.flatMap(({ id, ...key }) => {
      const row = byId.get(id);
      return row ? [{ ...row, ...key }] : [];
    });
  }

  /** The companies with these ids, in no order. */
  async function findByIds(ids: readonly number[], tx: Executor = db): Promise<CompanyRow[]> {
    if (ids.length === 0) return [];
    return tx
      .select()
      .from(companies)
      .where(sql`${companies.id} = any(${sql.param([...ids])}::int[])`);
  }

  return {
    async findById(id: number, tx: Executor = db): Promise<CompanyRow | null> {
      const [row] = await tx.select().from(companies).where(eq(companies.id, id)).limit(1);
      return row ?? null;
    },

    /** Locks the row until the transaction ends, so concurrent edits apply one after the other. */
    async findByIdForUpdate(id: number, tx: Executor): Promise<CompanyRow | null> {
      const [row] = await tx.select().from(companies).where(eq(companies.id, id)).limit(1).for('update');
      return row ?? null;
    },

    /** `domain` must already be normalised. */
    async findByDomain(domain: string, tx: Executor = db): Promise<CompanyRow | null> {
      const [row] = await tx.select().from(companies).where(eq(companies.domainName, domain)).limit(1);
      return row ?? null;
    },

    findByIds,

    /**
     * Locks the companies until the transaction ends, in id order: two batches that share companies
     * take turns instead of each holding one the other waits for.
     */
    async lockByIds(ids: readonly number[], tx: Executor): Promise<CompanyRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(companies)
        .where(sql`${companies.id} = any(${sql.param([...ids])}::int[])`)
        .orderBy(asc(companies.id))
        .for('update');
    },

    /** The companies owning these domains (already normalised), in no order. */
    async findByDomains(domains: readonly string[], tx: Executor = db): Promise<CompanyRow[]> {
      if (domains.length === 0) return [];
      return tx
        .select()
        .from(companies)
        .where(sql`${companies.domainName} in (select unnest(${sql.param([...domains])}::text[]))`);
    },

    /** For each name (lower-cased), the company findByName answers: valid ones first, then the oldest. */
    async findByNames(names: readonly string[], tx: Executor = db): Promise<Map<string, CompanyRow>> {
      if (names.length === 0) return new Map();
      const lowered = [...new Set(names.map((name) => name.toLowerCase()))];
      // Each name is looked up on the btree of lower(name), by range: `= any(array)` tested every
      // company against every name (a collated comparison a pair: a second for 100 names and 10,000
      // companies), and with equality the planner may take the trigram index, which matches every
      // name sharing a few letters (80 ms for 25 names). `>= and <=` only the btree answers.
      const found = await queryRows<{ name: string; id: number }>(
        tx,
        sql`select distinct on (v.name) v.name, c.id
            from unnest(${sql.param(lowered)}::text[]) as v(name)
            join companies c on lower(c.name) >= v.name and lower(c.name) <= v.name
            order by v.name, c.valid desc, c.id`,
      );
      const byId = new Map(
        (
          await findByIds(
            found.map((row) => row.id),
            tx,
          )
        ).map((company) => [company.id, company]),
      );
      return new Map(found.map((row) => [row.name, byId.get(row.id)!]));
    },

    /**
     * Inserts the companies whose domain no company has, in domain order (two batches inserting some
     * of the same domains take turns); answers those inserted. A domain another transaction took is
     * left out, for the caller to read once that one has committed.
     */
    async insertMissing(values: readonly NewCompany[], tx: Executor): Promise<CompanyRow[]> {
      if (values.length === 0) return [];
      const now = clock.now();
      const sorted = values.toSorted((a, b) => (a.domainName < b.domainName ? -1 : a.domainName > b.domainName ? 1 : 0));
      return tx
        .insert(companies)
        .values(sorted.map((v) => ({ createdAt: now, updatedAt: now, ...v })))
        .onConflictDoNothing({ target: companies.domainName })
        .returning();
    },

    /** The same change to many companies; answers them as changed. */
    async updateMany(ids: readonly number[], changes: CompanyChanges, tx: Executor): Promise<CompanyRow[]> {
      if (ids.length === 0) return [];
      return tx
        .update(companies)
        .set({ ...changes, updatedAt: clock.now() })
        .where(sql`${companies.id} = any(${sql.param([...ids])}::int[])`)
        .returning();
    },

    /** The companies with these ids, with their relations and journey health now, in no order. */
    async findManyWithRelations(ids: readonly number[], tx: Executor = db): Promise<CompanyWithRelations[]> {
      if (ids.length === 0) return [];
      return relationsByIds(tx, sql`${sql.param([...ids])}`, sql`${healthClock(clock.now()).now}::timestamptz`);
    },

    /** The company with exactly this name, ignoring case; valid ones first, then the oldest. */
    async findByName(name: string, tx: Executor = db): Promise<CompanyRow | null> {
      const [row] = await tx
        .select()
        .from(companies)
        .where(sql`lower(${companies.name}) = ${name.toLowerCase()}`)
        .orderBy(desc(companies.valid), asc(companies.id))
        .limit(1);
      return row ?? null;
    },

    async findWithRelations(id: number, tx: Executor = db): Promise<CompanyWithRelations | null> {
      const [row] = await relationsByIds(tx, sql`${sql.param([id])}`, sql`${healthClock(clock.now()).now}::timestamptz`);
      return row ?? null;
    },

    /**
     * One page of the companies matching the filters, in the list's order, and how many matched
     * (a search by text counts to just past SEARCH_COUNT_CAP, other lists to TOTAL_COUNT_CAP, past
     * which both take the planner's estimate), read side by side.
     */
    async page(selection: CompanySelection, window: PageWindow, tx: Executor = db): Promise<PageRows<CompanyWithRelations>> {
      const { filters } = selection;
      const values = companyValues(filters, selection.clock);
      if (filters.q && shortText(filters.q)) {
        // One or two characters: the count first, as it says which way finds the page. A few
        // matches (counted, not past the cap) come from the grams' index; many are found reading
        // the order's index (two letters in 8% of names: 25 of them within the first 1,000 entries),
        // where the grams' index would have every match read and sorted.
        const { total, estimated } = await searchCount(filters, values, tx);
        const few = !estimated && total <= SEARCH_COUNT_CAP;
        const rows = await windowRows(selection, window, tx, few ? 'grams' : 'like');
        return { rows, total, cap: SEARCH_COUNT_CAP, estimated };
      }
      const counted = filters.q ? searchCount : estimatedCount;
      const [rows, { total, estimated }] = await Promise.all([windowRows(selection, window, tx), counted(filters, values, tx)]);
      return filters.q ? { rows, total, cap: SEARCH_COUNT_CAP, estimated } : { rows, total, estimated };
    },

    rows: windowRows,

    /** How many companies match, every one counted (the export's X-Total-Count is exact). */
    async count({ filters, clock }: CompanySelection, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(companies)
        .where(companyCountWhere(filters))
        .execute(companyValues(filters, clock));
      return row?.total ?? 0;
    },

    /** The company's live journeys (core's isLive), newest first. */
    async liveJourneys(companyId: number, clock: HealthClock, tx: Executor = db): Promise<JourneyRow[]> {
      return tx
        .select()
        .from(journeys)
        .where(
          sql`${journeys.companyId} = ${companyId} and exists (select 1 from journeys j where j.id = ${journeyId} and ${liveJourney(sql`${clock.today}::date`)})`,
        )
        .orderBy(desc(journeys.startDate), desc(journeys.id));
    },

    async insert(values: NewCompany, tx: Executor = db): Promise<CompanyRow> {
      const now = clock.now();
      const [row] = await tx
        .insert(companies)
        .values({ createdAt: now, updatedAt: now, ...values })
        .returning();
      if (!row) throw new Error('Company insert returned no row');
      return row;
    },

    async update(id: number, changes: CompanyChanges, tx: Executor = db): Promise<CompanyRow | null> {
      const [row] = await tx
        .update(companies)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(companies.id, id))
        .returning();
      return row ?? null;
    },

    async tagNames(companyId: number, tx: Executor = db): Promise<string[]> {
      const rows = await tx
        .select({ name: tags.name })
        .from(companyTags)
        .innerJoin(tags, eq(tags.id, companyTags.tagId))
        .where(eq(companyTags.companyId, companyId))
        .orderBy(asc(tags.name));
      return rows.map((r) => r.name);
    },

    /** Makes `names` the company's tags, creating tags that do not exist yet. */
    async replaceTags(companyId: number, names: readonly string[], tx: Executor = db): Promise<void> {
      const unique = [...new Set(names)];
      await tx.delete(companyTags).where(eq(companyTags.companyId, companyId));
      if (unique.length === 0) return;
      await tx
        .insert(tags)
        .values(unique.map((name) => ({ name })))
        .onConflictDoNothing({ target: tags.name });
      const found = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.name, unique));
      await tx.insert(companyTags).values(found.map((t) => ({ companyId, tagId: t.id })));
    },

    /**
     * Links the company to these technologies, creating unknown ones with the detected type (a known
     * technology keeps its type), and marks links seen again as detected now.
     */
    async linkTechnologies(
      companyId: number,
      detected: ReadonlyArray<{ name: string; type: TechnologyType }>,
      tx: Executor = db,
    ): Promise<void> {
      const byName = new Map(detected.map((t) => [t.name, t]));
      if (byName.size === 0) return;
      const now = clock.now();
      await tx
        .insert(technologies)
        .values([...byName.values()].map(({ name, type }) => ({ name, type })))
        .onConflictDoNothing({ target: technologies.name });
      const found = await tx
        .select({ id: technologies.id })
        .from(technologies)
        .where(inArray(technologies.name, [...byName.keys()]));
      await tx
        .insert(companyTechnologies)
        .values(found.map((t) => ({ companyId, technologyId: t.id, detectedAt: now })))
        .onConflictDoUpdate({
          target: [companyTechnologies.companyId, companyTechnologies.technologyId],
          set: { detectedAt: now },
        });
    },

    /**
     * Adds a technology seen in the company's mail, unless the company has it already: a link or a
     * type set before (by enrichment or by staff) is kept as it is, never overwritten.
     */
    async addDetectedTechnology(companyId: number, detected: { name: string; type: TechnologyType }, tx: Executor = db): Promise<void> {
      await tx.insert(technologies).values(detected).onConflictDoNothing({ target: technologies.name });
      const [found] = await tx.select({ id: technologies.id }).from(technologies).where(eq(technologies.name, detected.name));
      if (!found) return;
      await tx
        .insert(companyTechnologies)
        .values({ companyId, technologyId: found.id, detectedAt: clock.now() })
        .onConflictDoNothing({ target: [companyTechnologies.companyId, companyTechnologies.technologyId] });
    },

    async createJourneys(rows: NewJourney[], tx: Executor = db): Promise<JourneyRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(journeys).values(rows).returning();
    },

    /** Counts of the company's emails sent before `until` (all of them when absent). */
    async emailStats(companyId: number, until: Date | null, tx: Executor = db): Promise<EmailStats> {
      const [row] = await tx
        .select({
          emails: count(),
          firstSentAt: sql<Date | null>`min(${emails.sentAt})`.mapWith(emails.sentAt),
          lastSentAt: sql<Date | null>`max(${emails.sentAt})`.mapWith(emails.sentAt),
          inboxes: sql<number>`count(distinct ${emails.addressId})`.mapWith(Number),
        })
        .from(emails)
        .where(sql`${emails.companyId} = ${companyId}${until ? sql` and ${emails.sentAt} < ${until.toISOString()}::timestamptz` : sql``}`);
      return row ?? { emails: 0, firstSentAt: null, lastSentAt: null, inboxes: 0 };
    },
  };
}
export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
