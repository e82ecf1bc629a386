import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import { dayOf, JOURNEY_TYPES, normalizeDomain, type CompanyFilters, type JourneyHealth, type JourneyType } from '@tracker/core';
import type { Executor } from '../db/client';
import type { PlaceholderValues } from '../db/prepared-query';
import { companies, companyJourneyHealth } from '../db/schema';
import { keysetOrder, type BoundaryShape, type Keyset } from '../lists/keyset';
import { containing } from './like-pattern';
import { qualified } from './qualified';

const companyId = qualified(companies.id);

/** The moments journey health is judged against, derived from `now` as core's journeyHealth does. */
export type HealthClock = {
  /** Now, as an ISO instant. */
  now: string;
  /** Today's date in UTC (YYYY-MM-DD). */
  today: string;
};

export function healthClock(now: Date): HealthClock {
  return { now: now.toISOString(), today: dayOf(now) };
}

/**
 * core's isLive over the journey aliased `j`: not archived or complete, and its end day (UTC) not
 * passed `today` (a date). That also excludes upcoming journeys shown as expired, whose end day has passed.
 */
export function liveJourney(today: SQL): SQL {
  return sql`(j.status in ('upcoming', 'in_progress') and (j.end_date at time zone 'UTC')::date >= ${today})`;
}

function summaryOfType(type: JourneyType, condition?: SQL): SQL {
  return sql`select 1 from company_journey_health h where h.company_id = ${companyId} and h.type = ${type}::journey_type${
    condition ? sql` and ${condition}` : sql``
  }`;
}

/** A summary row `h` whose type has no live journey at `now`: expired (core's journeyHealth). */
function expiredSummary(now: SQL): SQL {
  return sql`(h.live_until is null or h.live_until <= ${now})`;
}

/** A summary row `h` whose type has live journeys, none of them receiving email at `now`: dormant. */
function dormantSummary(now: SQL): SQL {
  return sql`(h.live_until > ${now} and (h.healthy_until is null or h.healthy_until <= ${now}))`;
}

/**
 * The company's health for one journey type equals `health` (core's journeyHealth) at `now` (a
 * timestamptz), read from the summary the database keeps current on every journey and email write (company_journey_health).
 */
function healthIs(health: JourneyHealth, type: JourneyType, now: SQL): SQL {
  switch (health) {
    case 'new':
      return sql`not exists (${summaryOfType(type)})`;
    case 'expired':
      return sql`exists (${summaryOfType(type, expiredSummary(now))})`;
    case 'dormant':
      return sql`exists (${summaryOfType(type, dormantSummary(now))})`;
  }
}

/**
 * Each company's health at `now` (a timestamptz) for each journey type it has had, for the companies
 * in `ids` (an int[]), one row a company: `{ "email_subscriber": "dormant", "purchaser": null }`, null
 * meaning healthy; a type missing has never had a journey (new). From the same summary and conditions
 * as the health filter, so the badge and the filter cannot disagree.
 */
export function journeyHealthOfCompanies(tx: Executor, ids: SQL, now: SQL) {
  const h = alias(companyJourneyHealth, 'h');
  return tx
    .select({
      companyId: h.companyId,
      journeyHealth: sql<Partial<Record<JourneyType, JourneyHealth | null>>>`json_object_agg(${h.type},
        case when ${expiredSummary(now)} then 'expired' when ${dormantSummary(now)} then 'dormant' end)`.as('journey_health'),
    })
    .from(h)
    .where(sql`${h.companyId} = any(${ids}::int[])`)
    .groupBy(h.companyId)
    .as('health_of');
}

/**
 * The values of the companies list's placeholders (see companyWhere and companyOrder): what a request
 * may give any value of, and the moments health is judged against. A value its shape does not use is
 * left out by the driver.
 */
export function companyValues(filters: CompanyFilters, clock: HealthClock): PlaceholderValues {
  const q = filters.q ? filters.q.toLowerCase() : undefined;
  const domain = filters.q ? normalizeDomain(filters.q) : null;
  return {
    q_pattern: filters.q ? containing(filters.q) : undefined,
    q_domain: domain ?? undefined,
    q_lower: q,
    q_exact: domain ?? q,
    now: clock.now,
    today: clock.today,
    tags: filters.tags?.map((tag) => tag.toLowerCase()),
    technologies: filters.technologies?.map((technology) => technology.toLowerCase()),
    technology_id: filters.technology_id,
    group_id: filters.group_id,
  };
}

/**
 * What the text of companyWhere and companyOrder depends on (without `sort`, of companyWhere alone):
 * which filters are given, and the values of those with a handful (health, types, flags), which stay
 * in the text. Requests of one shape share one prepared statement.
 */
export function companyShape(filters: CompanyFilters, { sort = true } = {}): string {
  return JSON.stringify([
    Boolean(filters.q),
    Boolean(filters.q && normalizeDomain(filters.q)),
    Boolean(filters.q && shortText(filters.q)),
    filters.health,
    filters.health ? filters.journey_types : undefined,
    Boolean(filters.tags?.length),
    Boolean(filters.technologies?.length),
    filters.technology_id !== undefined,
    filters.group_id !== undefined,
    filters.good_fit,
    filters.company_type,
    filters.current,
    sort ? filters.sort : undefined,
  ]);
}

/**
 * Whether a search text is one or two characters (lower-cased, as the database counts them): it
 * holds no trigram, so the trigram indexes cannot narrow its matches, but companies_search_grams_idx can.
 */
export function shortText(q: string): boolean {
  return [...q.toLowerCase()].length <= 2;
}

/**
 * How a query finds the companies holding a short text (see shortText): `grams` through the grams'
 * index (a few matches), `like` by reading a sort's index and keeping the names that hold it (many
 * matches: the page's are among the first entries), `count` the grams alone, which match the same
 * companies (the count's estimate then comes from the grams' statistics).
 */
export type ShortTextWay = 'grams' | 'like' | 'count';

/**
 * Whether a company's name or domain holds the text (placeholders of companyValues): substring
 * matches on lower(name) and domain_name use their trigram indexes. A text of one or two characters
 * has none, and goes the `short` way. Its `grams` way states the LIKE too, first: the grams'
 * function (tens of microseconds a row) then runs only for rows that hold the text, should the
 * planner read another index.
 */
function textMatch(q: string, short: ShortTextWay = 'like'): SQL {
  const pattern = sql.placeholder('q_pattern');
  const like = sql`(lower(${companies.name}) like ${pattern} or ${companies.domainName} like ${pattern}${
    normalizeDomain(q) ? sql` or ${companies.domainName} = ${sql.placeholder('q_domain')}` : sql``
  })`;
  if (!shortText(q) || short === 'like') return like;
  const grams = sql`company_search_grams(${companies.name}, ${companies.domainName}) @> array[${sql.placeholder('q_lower')}::text]`;
  return short === 'count' ? grams : sql`(${like} and ${grams})`;
}

/** Every filter of the companies screen but the text, each value a placeholder (companyValues). */
function filterConditions(filters: CompanyFilters): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (filters.health) {
    const types = filters.journey_types?.length ? filters.journey_types : JOURNEY_TYPES;
    const health = filters.health;
    conditions.push(
      sql`(${sql.join(
        types.map((type) => healthIs(health, type, sql`${sql.placeholder('now')}::timestamptz`)),
        sql` or `,
      )})`,
    );
  }
  if (filters.tags?.length) {
    conditions.push(sql`exists (select 1 from company_tags ct join tags t on t.id = ct.tag_id
      where ct.company_id = ${companyId} and lower(t.name) = any(${sql.placeholder('tags')}::text[]))`);
  }
  if (filters.technologies?.length) {
    conditions.push(sql`exists (select 1 from company_technologies ctt join technologies t on t.id = ctt.technology_id
      where ctt.company_id = ${companyId} and lower(t.name) = any(${sql.placeholder('technologies')}::text[]))`);
  }
  if (filters.technology_id !== undefined) {
    conditions.push(
      sql`exists (select 1 from company_technologies ctt where ctt.company_id = ${companyId} and ctt.technology_id = ${sql.placeholder('technology_id')})`,
    );
  }
  if (filters.group_id !== undefined) {
    conditions.push(
      sql`exists (select 1 from group_companies gc where gc.company_id = ${companyId} and gc.group_id = ${sql.placeholder('group_id')})`,
    );
  }
  if (filters.good_fit !== undefined) conditions.push(eq(companies.goodFit, filters.good_fit));
  if (filters.company_type) conditions.push(eq(companies.type, filters.company_type));
  if (filters.current !== undefined) {
    const live = sql`exists (select 1 from journeys j where j.company_id = ${companyId} and ${liveJourney(sql`${sql.placeholder('today')}::date`)})`;
    conditions.push(filters.current ? live : sql`not ${live}`);
  }
  return conditions;
}

/**
 * The WHERE clause of the companies list and export: every filter of the companies screen, each
 * value a placeholder (companyValues), so its text depends on the shape alone (companyShape).
 */
export function companyWhere(filters: CompanyFilters, short: ShortTextWay = 'like'): SQL | undefined {
  return and(filters.q ? textMatch(filters.q, short) : undefined, ...filterConditions(filters));
}

/** companyWhere for counting the matches, which no order constrains (see textMatch). */
export function companyCountWhere(filters: CompanyFilters): SQL | undefined {
  return companyWhere(filters, 'count');
}

const byName = sql`lower(${companies.name})`;

const sortedCompanies = keysetOrder<NonNullable<CompanyFilters['sort']>>({
  columns: {
    name: byName,
    domain_name: companies.domainName,
    created_at: companies.createdAt,
    updated_at: companies.updatedAt,
    tracked_count: companies.trackedCount,
    approximate_emails: companies.approximateEmails,
    first_email_sent_at: companies.firstEmailSentAt,
  },
  fallback: { field: 'name', dir: 'asc' },
  tieBreaker: companies.id,
  // The other fields are NOT NULL; `nulls last` on them would keep a descending sort off their index.
  nullsLast: ['approximate_emails', 'first_email_sent_at'],
});

/**
 * The order of the list and export, always ending on the id so pages never overlap: the sort asked
 * for, else name, read from a cursor's boundary where there is one (see keysetOrder). A search
 * without a sort is ranked by rankedSearchIds instead, which has no keyset.
 */
export function companyOrder(filters: Pick<CompanyFilters, 'sort'>, boundary: BoundaryShape = ''): Keyset {
  return sortedCompanies(filters.sort, boundary);
}

/** Whether the list is a search ranked by relevance: a text and no sort (see rankedSearchIds). */
export function rankedSearch(filters: CompanyFilters): filters is CompanyFilters & { q: string } {
  return Boolean(filters.q && !filters.sort);
}

/**
 * The ids of a ranked search's page, in one order across pages (so pages never overlap): the exact
 * matches (the whole name, or the domain), then the other matches shortest name first (a shorter
 * name holding the text is the closer one: it is what trigram similarity ranks higher), then by
 * name and id. The order is that of `companies_name_length_idx` (length, lower(name), id, name,
 * domain), so a common word or two letters read only the index entries up to the page's last match
 * instead of numbering every match, and a rare word's few matches come from the trigram indexes.
 * The values `limit`, `offset` and `reach` (their sum: how far the index is read) go with companyValues'.
 * A text of one or two characters goes the `short` way (see textMatch).
 */
export function rankedSearchIds(tx: Executor, filters: CompanyFilters & { q: string }, short: ShortTextWay = 'like') {
  const q = sql`${sql.placeholder('q_lower')}::text`;
  // From the name's and the domain's btrees.
  const exact = sql`(lower(${companies.name}) = ${q} or ${companies.domainName} = ${sql.placeholder('q_exact')}::text)`;
  const others = filterConditions(filters);
  const length = sql<number>`length(${companies.name})`;
  const ranked = (tier: number) => ({
    id: companies.id,
    tier: sql<number>`${sql.raw(String(tier))}`.as('tier'),
    length: length.as('length'),
    name: sql<string>`${byName}`.as('name'),
  });
  return unionAll(
    tx
      .select(ranked(0))
      .from(companies)
      .where(and(exact, ...others)),
    tx
      .select(ranked(1))
      .from(companies)
      // `id > 0`, always true, is the predicate of the partial index that gives this order.
      .where(and(textMatch(filters.q, short), sql`not ${exact}`, sql`${companies.id} > 0`, ...others))
      .orderBy(length, byName, companies.id)
      .limit(sql.placeholder('reach')),
  )
    .orderBy(sql`tier`, sql`length`, sql`name`, sql`id`)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}
