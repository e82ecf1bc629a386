import { sql, type SQL } from 'drizzle-orm';
import { ID_DIGITS, MAX_ID, SEARCH_PART_MIN_LENGTH, type SearchArea } from '@tracker/core';
import type { Database, Executor } from '../db/client';
import { queryRows } from '../db/query-rows';
import { WALKED_PER_ROW } from '../lists/text-walk';
import { containing, startingAWord, startingWith } from './like-pattern';

/**
 * How well a row matched, best first: 0 its id, 1 its whole name, 2 the start of it or of one of
 * its words, 3 a part of it.
 */
export type SearchRank = 0 | 1 | 2 | 3;

/** One record found, with what its area shows of it (`kind`: a journey's type, a list's type ...). */
export type SearchRow = {
  area: SearchArea;
  id: string;
  rank: SearchRank;
  position: number;
  name: string | null;
  detail: string | null;
  kind: string | null;
};

/**
 * How many rows of a large table a part of a name may bring before ranking: a common part ("com"
 * in domains) matches most of a table, and ranking all of it would cost a sort of everything. Ids
 * and whole names are always found.
 */
const PART_CANDIDATES = 200;

/** Words, quoted phrases, `or` and `-word`: what email full text reads, as the emails search does. */
const WORDS = /^[\p{L}\p{N}\s"'-]+$/u;

type Terms = {
  /** The text as typed, trimmed (a guid, full-text words). */
  raw: string;
  lower: string;
  id: number | null;
  part: string;
  prefix: string;
  wordPrefix: string;
  /** Whether a part of a name is looked for in the large tables (trigram indexes need three characters). */
  parts: boolean;
};

function termsOf(text: string): Terms {
  const raw = text.trim();
  const id = ID_DIGITS.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : null;
  return {
    raw,
    lower: raw.toLowerCase(),
    id,
    part: containing(raw),
    prefix: startingWith(raw),
    wordPrefix: startingAWord(raw),
    parts: raw.length >= SEARCH_PART_MIN_LENGTH,
  };
}

/** The rank of a name (a lower-cased column): 1 whole, 2 a start of it or of a word, 3 a part, null no match. */
function nameRank(t: Terms, ...columns: SQL[]): SQL {
  const any = (test: (column: SQL) => SQL) => sql.join(columns.map(test), sql` or `);
  return sql`case when ${any((c) => sql`${c} = ${t.lower}`)} then 1
    when ${any((c) => sql`${c} like ${t.prefix} or ${c} like ${t.wordPrefix}`)} then 2
    when ${any((c) => sql`${c} like ${t.part}`)} then 3 end`;
}

/**
 * A large table's rows (`columns`) whose id or whole name is the text, and, from three characters
 * on, up to PART_CANDIDATES whose name holds it. Each `parts` condition is its own branch, read
 * through its own trigram index and stopped at the bound: as one OR the planner expected so many
 * matches that it scanned the table for them (10,000 companies read for 200 holding "harbor").
 * The rows come with the columns the search shows, so no branch reads them a second time.
 */
function candidates(t: Terms, table: SQL, columns: SQL, exact: SQL, parts: SQL[]): SQL {
  const found = sql`select ${columns} from ${table} where id = ${t.id}::int or ${exact}`;
  if (!t.parts) return found;
  const part = sql.join(
    parts.map((holds) => sql`(select ${columns} from ${table} where ${holds} limit ${PART_CANDIDATES})`),
    sql` union all `,
  );
  return sql`${found} union (select * from (${part}) part limit ${PART_CANDIDATES})`;
}

/** The statement: one CTE per area, its `size` best hits each, numbered in order. */
function searchStatement(t: Terms, size: number): SQL {
  const companyName = nameRank(t, sql`lower(c.name)`, sql`c.domain_name`);
  const addressName = nameRank(t, sql`a.email_address`);
  const smallName = (column: SQL) => sql`(${column} like ${t.part} or id = ${t.id}::int)`;
  // Registrations, journeys and inboxes are ranked and ordered from their keys alone, and only the
  // `size` shown are read whole, with their company and inbox. A company's or an inbox's records all
  // take its rank, so no more than its `size` newest can show: they are read newest first from an
  // index holding the order's keys (company or inbox, then created_at or start_date, then id), never
  // all of them (ten companies hold a tenth of the registrations in the skewed data).
  // Not prepared: a generic plan of the emails' branch read and sorted every email holding a common
  // word (28,000 pages for "welcome"), and with it apart PostgreSQL kept planning the rest anew.
  return sql`with
  matching_companies as (
    select c.id, c.name, c.domain_name, ${companyName} as name_rank from (${candidates(
      t,
      sql`companies`,
      sql`id, name, domain_name`,
      sql`lower(name) = ${t.lower} or domain_name = ${t.lower}`,
      [sql`lower(name) like ${t.part}`, sql`domain_name like ${t.part}`],
    )}) c
  ),
  matching_addresses as (
    select a.id, a.email_address, a.company_id, ${addressName} as name_rank from (${candidates(
      t,
      sql`addresses`,
      sql`id, email_address, company_id`,
      sql`email_address = ${t.lower}`,
      [sql`email_address like ${t.part}`],
    )}) a
  ),
  registration_ranks as (
    select id, min(rank) as rank, created_at from (
      select id, 0 as rank, created_at from registrations where id = ${t.id}::int
      union all select r.id, mc.name_rank, r.created_at from matching_companies mc cross join lateral (
          select id, created_at from registrations where company_id = mc.id order by created_at desc, id desc limit ${size}) r
        where mc.name_rank is not null
      union all select r.id, ma.name_rank, r.created_at from matching_addresses ma cross join lateral (
          select id, created_at from registrations where address_id = ma.id order by created_at desc, id desc limit ${size}) r
        where ma.name_rank is not null
    ) found group by id, created_at
    order by rank, created_at desc, id desc limit ${size}
  ),
  journey_ranks as (
    select id, min(rank) as rank, start_date from (
      select id, 0 as rank, start_date from journeys where id = ${t.id}::int
      union all select j.id, mc.name_rank, j.start_date from matching_companies mc cross join lateral (
          select id, start_date from journeys where company_id = mc.id order by start_date desc, id desc limit ${size}) j
        where mc.name_rank is not null
      union all select j.id, ma.name_rank, j.start_date from matching_addresses ma join journey_addresses ja on ja.address_id = ma.id
        join journeys j on j.id = ja.journey_id where ma.name_rank is not null
    ) found group by id, start_date
    order by rank, start_date desc, id desc limit ${size}
  )
  (select 'registrations' as area, r.id::text as id, rr.rank, row_number() over (order by rr.rank, rr.created_at desc, rr.id desc) as position,
      c.name, a.email_address as detail, r.status::text as kind
    from registration_ranks rr join registrations r on r.id = rr.id join companies c on c.id = r.company_id
    left join addresses a on a.id = r.address_id
    order by position limit ${size})
  union all
  (select 'companies', mc.id::text, case when mc.id = ${t.id}::int then 0 else mc.name_rank end as rank,
      row_number() over (order by case when mc.id = ${t.id}::int then 0 else mc.name_rank end, length(mc.name), mc.id) as position,
      mc.name, mc.domain_name, null
    from matching_companies mc where mc.id = ${t.id}::int or mc.name_rank is not null
    order by position limit ${size})
  union all
  (select 'journeys', j.id::text, jr.rank, row_number() over (order by jr.rank, jr.start_date desc, jr.id desc) as position,
      c.name, (select a.email_address from journey_addresses ja join addresses a on a.id = ja.address_id
        where ja.journey_id = j.id order by ja.created_at, a.id limit 1), j.type::text
    from journey_ranks jr join journeys j on j.id = jr.id join companies c on c.id = j.company_id
    order by position limit ${size})
  union all
  (select 'addresses', ma.id::text, ma.rank, row_number() over (order by ma.rank, length(ma.email_address), ma.id) as position,
      ma.email_address, c.name, null
    from (select ma.*, case when ma.id = ${t.id}::int then 0 else ma.name_rank end as rank from matching_addresses ma
      where ma.id = ${t.id}::int or ma.name_rank is not null
      order by rank, length(ma.email_address), ma.id limit ${size}) ma
    left join companies c on c.id = ma.company_id
    order by position limit ${size})
  union all
  (select 'lists', id::text, rank, row_number() over (order by rank, length(name), id) as position, name, null, type::text
    from (select l.*, case when l.id = ${t.id}::int then 0 else ${nameRank(t, sql`lower(l.name)`)} end as rank
      from lists l where ${smallName(sql`lower(l.name)`)}) l
    order by position limit ${size})
  union all
  (select 'groups', id::text, rank, row_number() over (order by rank, length(name), id) as position, name, null, global::text
    from (select g.*, case when g.id = ${t.id}::int then 0 else ${nameRank(t, sql`lower(g.name)`)} end as rank
      from groups g where ${smallName(sql`lower(g.name)`)}) g
    order by position limit ${size})
  union all
  (select 'users', u.id::text, u.rank, row_number() over (order by u.rank, length(u.email), u.id) as position, u.email, u.name, null
    from (select u.*, case when u.id = ${t.id}::int then 0 else ${nameRank(t, sql`lower(u.email)`)} end as rank
      from users u where u.id in (${candidates(t, sql`users`, sql`id`, sql`lower(email) = ${t.lower}`, [sql`lower(email) like ${t.part}`])})) u
    where u.rank is not null
    order by position limit ${size})
  union all
  (select 'teams', tm.id::text, tm.rank, row_number() over (order by tm.rank, length(tm.name), tm.id) as position, tm.name,
      (select u.email from users u where u.id = tm.owner_id), null
    from (select tm.*, case when tm.id = ${t.id}::int then 0 else ${nameRank(t, sql`lower(tm.name)`)} end as rank
      from teams tm where ${smallName(sql`lower(tm.name)`)}) tm
    order by position limit ${size})
  union all
  (select 'holidays', id::text, rank, row_number() over (order by rank, length(name), id) as position, name, keywords, null
    from (select h.*, case when h.id = ${t.id}::int then 0 else coalesce(${nameRank(t, sql`lower(h.name)`)}, 3) end as rank
      from holidays h where ${smallName(sql`lower(h.name)`)} or lower(h.keywords) like ${t.part}) h
    order by position limit ${size})`;
}

/**
 * The emails' branch, a statement of its own that runs beside the rest (see find). The newest
 * `size` emails holding the text are looked for among the newest `size` × WALKED_PER_ROW; short of
 * `size` there, the text is rare, and every email holding it is read through the trigram and
 * full-text indexes and sorted. Walking on until `size` matched read all 1,000,000 emails for a
 * text none holds (2.5 s); reading every match first read 37,000 for "welcome" (50 ms).
 */
function emailsStatement(t: Terms, size: number): SQL {
  const ranked = (rows: SQL) => sql`select 'emails' as area, e.guid as id, e.rank,
      row_number() over (order by e.rank, e.sent_at desc, e.id desc) as position, e.subject as name, e.from_address as detail, null as kind
    from (${rows}) e order by position limit ${size}`;
  const byGuid = sql`select e.id, e.guid, e.subject, e.from_address, e.sent_at, 0 as rank from emails e where e.guid = ${t.raw}`;
  if (!t.parts) return ranked(byGuid);
  const words = WORDS.test(t.raw);
  const holds = sql`e.guid <> ${t.raw} and (lower(e.subject) like ${t.part} or lower(e.from_address) like ${t.part}
    ${words ? sql`or e.search_vector @@ websearch_to_tsquery('english', ${t.raw})` : sql``})`;
  const rank = sql`coalesce(${nameRank(t, sql`lower(e.subject)`, sql`lower(e.from_address)`)}, 3)`;
  const walked = sql`(select count(*) from newest)`;
  return ranked(sql`
    with newest as materialized (
      select e.id, e.guid, e.subject, e.from_address, e.sent_at, ${rank} as rank
      from (select * from emails order by sent_at desc, id desc limit ${size * WALKED_PER_ROW}) e
      where ${holds} order by e.sent_at desc, e.id desc limit ${size}
    ),
    matches as materialized (select e.id, e.sent_at from emails e where ${holds} and ${walked} < ${size})
    ${byGuid}
    union all select * from newest where ${walked} = ${size}
    union all (select e.id, e.guid, e.subject, e.from_address, e.sent_at, ${rank}
      from (select id from matches order by sent_at desc, id desc limit ${size}) m join emails e on e.id = m.id
      where ${walked} < ${size})`);
}

export function createSearchRepository(db: Database) {
  return {
    /** Up to `size` records of each area matching `text`, each area's best first (see SearchRank). */
    async find(text: string, size: number, tx: Executor = db): Promise<SearchRow[]> {
      const terms = termsOf(text);
      const found = (statement: SQL) => queryRows<Omit<SearchRow, 'position'> & { position: number | string }>(tx, statement);
      // Two statements at once, each on its own connection of the pool: one client waits for the
      // longer of them, not for both (on PGlite's one connection they run in turn).
      const rows = (await Promise.all([found(searchStatement(terms, size)), found(emailsStatement(terms, size))])).flat();
      return rows.map((row) => ({ ...row, rank: Number(row.rank) as SearchRank, position: Number(row.position) }));
    },
  };
}
