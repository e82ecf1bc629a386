import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/client';
import { COMPANIES_PAGE_SIZE } from '@tracker/core';
import { queryRows } from '../../src/db/query-rows';

/**
 * The list and search requests the scale bench measures: the slow ones and the cheap ones
 * beside them. `after` is the page before a page read by cursor: the bench asks for it first and
 * measures `path` with the `cursor` its meta gives for the next page (see cursorPath).
 */
export type ScaleEndpoint = { name: string; path: string; after?: string };

/** The records whose own lists are measured: each the largest of its kind, so the longest list a screen shows. */
export type ScaleSamples = {
  companyId: number;
  groupId: number;
  teamId: number;
  journeyId: number;
  addressId: number;
  /** The deep page of the companies list measured: 2000, or the last full page of fewer companies (10,000: 400). */
  deepCompanyPage: number;
};

const DEEP_PAGE = 2000;

/** Picks the samples from the seeded database (the scale seeder's are deterministic, so every run picks the same). */
export async function scaleSamples(db: Executor): Promise<ScaleSamples> {
  const largest = async (table: string, key: string) => {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`select ${sql.identifier(key)} as id from ${sql.identifier(table)} where ${sql.identifier(key)} is not null
        group by 1 order by count(*) desc, 1 limit 1`,
    );
    if (!row) throw new Error(`The database has no ${table}: fill it with \`npm run seed:scale\` first`);
    return row.id;
  };
  return {
    companyId: await largest('journeys', 'company_id'),
    groupId: await largest('group_companies', 'group_id'),
    teamId: await largest('team_members', 'team_id'),
    journeyId: await largest('emails', 'journey_id'),
    addressId: await largest('emails', 'address_id'),
    deepCompanyPage: Math.min(DEEP_PAGE, Math.floor((await rowCount(db, 'companies')) / COMPANIES_PAGE_SIZE)),
  };
}

async function rowCount(db: Executor, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row?.n ?? 0;
}

export function scaleEndpoints({ companyId, groupId, teamId, journeyId, addressId, deepCompanyPage: deep }: ScaleSamples): ScaleEndpoint[] {
  return [
    { name: 'companies, default list', path: '/api/v3/admin/companies' },
    { name: 'companies q=harbor', path: '/api/v3/admin/companies?q=harbor' },
    { name: 'companies health=expired, email_subscriber', path: '/api/v3/admin/companies?health=expired&journey_types=email_subscriber' },
    { name: `companies page=${deep}`, path: `/api/v3/admin/companies?page=${deep}` },
    {
      name: `companies, a deep page by cursor (${deep})`,
      path: '/api/v3/admin/companies',
      after: `/api/v3/admin/companies?page=${deep - 1}`,
    },
    { name: 'emails search, no filter', path: '/api/v2/emails/search' },
    { name: 'emails search=arrivals', path: '/api/v2/emails/search?search=arrivals' },
    { name: 'emails search page=2000', path: '/api/v2/emails/search?page=2000' },
    { name: 'emails search, a deep page by cursor (2000)', path: '/api/v2/emails/search', after: '/api/v2/emails/search?page=1999' },
    { name: 'journeys of one company', path: `/api/v3/journeys?company_id=${companyId}&size=250` },
    { name: 'journeys, default list', path: '/api/v3/journeys' },
    { name: 'journeys type=cart_abandoner, status=upcoming', path: '/api/v3/journeys?type=cart_abandoner&status=upcoming' },
    { name: 'journeys old=true (what archive-old archives)', path: '/api/v3/journeys?old=true' },
    { name: 'journeys q=harbor (a company name)', path: '/api/v3/journeys?q=harbor' },
    { name: 'journeys q=liam.12 (an inbox)', path: '/api/v3/journeys?q=liam.12' },
    { name: 'journeys starting in a month', path: '/api/v3/journeys?from=2025-03-01&to=2025-03-31&sort=start_date:asc' },
    { name: 'groups list', path: '/api/v3/groups?sort=name:asc&global=true' },
    { name: "a group's companies", path: `/api/v3/groups/${groupId}/companies` },
    { name: 'registrations, default queue', path: '/api/v1/admin/registrations' },
    { name: 'registrations status=all, with emails, newest', path: '/api/v1/admin/registrations?status=all&emails=with&order=desc' },
    { name: 'registrations status=complete page=50', path: '/api/v1/admin/registrations?status=complete&page=50' },
    {
      name: 'registrations status=complete, page 50 by cursor',
      path: '/api/v1/admin/registrations?status=complete',
      after: '/api/v1/admin/registrations?status=complete&page=49',
    },
    { name: 'registrations recap, last 14 days', path: '/api/v1/admin/registrations/recap' },
    { name: 'addresses, newest', path: '/api/v1/admin/addresses' },
    { name: 'addresses companies=harbor', path: '/api/v1/admin/addresses?companies=harbor' },
    { name: 'users list', path: '/api/v1/admin/users' },
    { name: 'users email=customer1', path: '/api/v1/admin/users?email=customer1' },
    { name: 'teams list', path: '/api/v3/teams' },
    { name: 'teams q=team 1', path: '/api/v3/teams?q=team%201' },
    { name: "a team's members", path: `/api/v3/teams/${teamId}/members` },
    { name: 'lists, default list', path: '/api/v3/lists?featured=true&sort=position:desc' },
    { name: 'list detail with its emails', path: '/api/v3/lists/1' },
    { name: 'emails search=welcome, processed', path: '/api/v2/emails/search?search=welcome&processed=true' },
    // The filter combinations the screens send: a month of emails with a flag, a sort with a flag, two words.
    {
      name: 'emails a month, animated',
      path: '/api/v2/emails/search?startDate=2025-03-01T00:00:00.000Z&endDate=2025-03-31T23:59:59.999Z&animated=true',
    },
    { name: 'emails platform=klaviyo', path: '/api/v2/emails/search?platform=klaviyo' },
    {
      name: 'emails a month, platforms iterable or braze',
      path: '/api/v2/emails/search?startDate=2025-03-01T00:00:00.000Z&endDate=2025-03-31T23:59:59.999Z&platform=iterable,braze',
    },
    { name: 'companies sort=tracked_count:desc, good_fit', path: '/api/v3/admin/companies?sort=tracked_count:desc&good_fit=true' },
    { name: 'companies q=harbor goods', path: '/api/v3/admin/companies?q=harbor%20goods' },
    // A ranked company search whatever the text: letters in a tenth of the names, two letters, a rare word.
    { name: 'companies q=an (8% of names)', path: '/api/v3/admin/companies?q=an' },
    { name: 'companies q=ha (two letters)', path: '/api/v3/admin/companies?q=ha' },
    { name: 'companies q=harborgoods1 (a rare word)', path: '/api/v3/admin/companies?q=harborgoods1' },
    { name: 'companies q=xq (two letters in few names)', path: '/api/v3/admin/companies?q=xq' },
    { name: 'emails.json of a journey', path: `/api/v1/emails.json?journey_id=${journeyId}` },
    { name: 'emails.json of an address', path: `/api/v1/emails.json?address_id=${addressId}` },
    { name: 'search q=harbor (a company name)', path: '/api/v2/search?q=harbor' },
    { name: 'search q=417 (an id)', path: '/api/v2/search?q=417' },
    { name: 'search q=liam.12 (an inbox)', path: '/api/v2/search?q=liam.12' },
    { name: 'search q=welcome (a common word)', path: '/api/v2/search?q=welcome' },
    { name: 'search q=ha (two letters)', path: '/api/v2/search?q=ha' },
    { name: 'inbound messages, newest', path: '/api/v1/admin/inbound/messages' },
    { name: 'inbound messages state=failed', path: '/api/v1/admin/inbound/messages?state=failed' },
    { name: 'inbound messages recipient=liam.12 (an inbox)', path: '/api/v1/admin/inbound/messages?recipient=liam.12' },
    { name: 'inbound status', path: '/api/v1/admin/inbound/status' },
    // A word found nowhere: a list that walks its order's index until a page matches reads all of it.
    { name: 'search q=quokka (found nowhere)', path: '/api/v2/search?q=quokka' },
    { name: 'emails search=quokka (found nowhere)', path: '/api/v2/emails/search?search=quokka' },
    { name: 'companies q=quokka (found nowhere)', path: '/api/v3/admin/companies?q=quokka' },
    { name: 'journeys q=quokka (found nowhere)', path: '/api/v3/journeys?q=quokka' },
    { name: 'addresses companies=quokka (found nowhere)', path: '/api/v1/admin/addresses?companies=quokka' },
    { name: 'users email=quokka (found nowhere)', path: '/api/v1/admin/users?email=quokka' },
    { name: 'teams q=quokka (found nowhere)', path: '/api/v3/teams?q=quokka' },
    { name: 'inbound messages recipient=quokka (found nowhere)', path: '/api/v1/admin/inbound/messages?recipient=quokka' },
  ];
}

/** `path` with the cursor `before` (the page before, as the list answered it) gives for the next page. */
export function cursorPath(path: string, before: string): string {
  const cursor = (JSON.parse(before) as { meta?: { next_cursor?: string } }).meta?.next_cursor;
  if (!cursor) throw new Error(`${path}: the page before gave no cursor`);
  return `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
}
