import { describe, expect, it } from 'vitest';
import { endpoints } from '@tracker/core';
import {
  emailResource,
  holidayResource,
  listResource,
  pageMeta,
  registrationResource,
  teamInvitationResource,
  teamMemberResource,
  teamResource,
  userResource,
} from '@tracker/core/testing';
import { EXIT } from '../errors/exit-codes';
import { sendJson, type StubRoute } from '../testing/stub-server';
import { stubbedCli } from '../testing/stubbed-cli';
import { COMPANY_PAGING } from '../commands/companies/register-companies';
import { EMAIL_PAGING } from '../commands/emails/register-emails';
import { GROUP_PAGING } from '../commands/groups/register-groups';
import { HOLIDAY_PAGING } from '../commands/holidays/register-holidays';
import { LIST_PAGING } from '../commands/lists/register-lists';
import type { Paging } from './paged-list';
import { REGISTRATION_PAGING } from '../commands/registrations/register-registrations';
import { TEAM_MEMBER_PAGING, TEAM_PAGING } from '../commands/teams/register-teams';
import { USER_PAGING } from '../commands/users/register-users';

const cli = stubbedCli('trackctl-paged-lists-');

/** A list command over a paged endpoint: how it is called, where it asks, what one row looks like. */
type PagedList = {
  args: string[];
  path: string;
  paging: Paging;
  row: (id: number) => { id: string; type: string };
  included?: { id: string; type: string }[];
};

const pagedLists: Record<string, PagedList> = {
  'registrations list': {
    args: ['registrations', 'list'],
    path: '/api/v1/admin/registrations',
    paging: REGISTRATION_PAGING,
    row: registrationResource,
  },
  'users list': { args: ['users', 'list'], path: '/api/v1/admin/users', paging: USER_PAGING, row: userResource },
  'teams list': { args: ['teams', 'list'], path: '/api/v3/teams', paging: TEAM_PAGING, row: teamResource },
  'teams members': {
    args: ['teams', 'members', '3'],
    path: '/api/v3/teams/3/members',
    paging: TEAM_MEMBER_PAGING,
    row: teamMemberResource,
    included: [teamInvitationResource(1)],
  },
  'holidays list': { args: ['holidays', 'list'], path: '/api/v2/admin/holidays', paging: HOLIDAY_PAGING, row: holidayResource },
  'lists list': { args: ['lists', 'list'], path: '/api/v3/lists', paging: LIST_PAGING, row: listResource },
  'emails search': { args: ['emails', 'search'], path: '/api/v2/emails/search', paging: EMAIL_PAGING, row: (id) => emailResource(id) },
};
const commands = Object.keys(pagedLists);
const listOf = (name: string) => pagedLists[name]!;

/** `total` rows (ids from 1) over pages of whatever size is asked for, with the list's included records on every page. */
function rows(list: PagedList, total: number): StubRoute {
  return (request, response) => {
    if (request.path !== list.path) return false;
    const page = Number(request.query.page ?? 1);
    const size = Number(request.query.size ?? list.paging.defaultSize);
    const ids = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * size, page * size);
    sendJson(response, 200, {
      data: ids.map(list.row),
      meta: pageMeta(total, page, size),
      ...(list.included ? { included: list.included } : {}),
    });
  };
}

describe('every list over a paged endpoint takes --limit and --all', () => {
  it.each(commands)('%s --limit 30 reads as many pages as it takes and prints that many', async (name) => {
    const list = listOf(name);

    const result = await cli.run([...list.args, '--limit', '30', '--size', '25'], rows(list, 60));

    expect(result.code).toBe(EXIT.done);
    expect(result.requests.map((r) => [r.query.page, r.query.size])).toEqual([
      ['1', '25'],
      ['2', '25'],
    ]);
    expect(result.stdout.trimEnd().split('\n')).toHaveLength(1 + 30);
    expect(result.stderr.split('\n')[0]).toBe(`the first 30 of 60 ${list.paging.noun.many}`);
  });

  it.each(commands)('%s --all reads every page, the largest the endpoint allows, and prints every row', async (name) => {
    const list = listOf(name);
    const total = list.paging.maxSize + 10;

    const result = await cli.run([...list.args, '--all', '--json=id'], rows(list, total));

    expect(result.code).toBe(EXIT.done);
    const size = String(list.paging.maxSize);
    expect(result.requests.map((r) => [r.query.page, r.query.size])).toEqual([
      ['1', size],
      ['2', size],
    ]);
    expect(JSON.parse(result.stdout)).toEqual(Array.from({ length: total }, (_, i) => ({ id: String(i + 1) })));
  });

  it.each(
    commands.flatMap(
      (name) =>
        [
          [name, ['--all', '--page', '2'], "option '--page <n>' cannot be used with option '--all'"],
          [name, ['--limit', '5', '--all'], "option '--limit <n>' cannot be used with option '--all'"],
          [name, ['--limit', '0'], '--limit must be from 1, not 0.'],
          [name, ['--size', '1000'], `--size must be from 1 to ${listOf(name).paging.maxSize}, not 1,000.`],
        ] as const,
    ),
  )('%s refuses %j as a usage error (exit 2) before calling the server', async (name, flags, message) => {
    const list = listOf(name);

    const result = await cli.run([...list.args, ...flags], rows(list, 60));

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain(message);
    expect(result.requests).toEqual([]);
  });

  it.each([
    ['companies list', COMPANY_PAGING, 'listCompanies'],
    ['groups list', GROUP_PAGING, 'listGroups'],
    ['registrations list', REGISTRATION_PAGING, 'listRegistrations'],
    ['users list', USER_PAGING, 'listUsers'],
    ['teams list', TEAM_PAGING, 'listTeams'],
    ['teams members', TEAM_MEMBER_PAGING, 'listTeamMembers'],
    ['holidays list', HOLIDAY_PAGING, 'listHolidays'],
    ['lists list', LIST_PAGING, 'listLists'],
    ['emails search', EMAIL_PAGING, 'searchEmails'],
  ] as const)('%s pages as its endpoint does (its default and largest page size)', (_name, paging, endpoint) => {
    const query: { parse(input: unknown): unknown; safeParse(input: unknown): { success: boolean } } = endpoints[endpoint].query;

    expect(query.parse({})).toMatchObject({ page: 1, size: paging.defaultSize });
    expect(query.safeParse({ size: String(paging.maxSize) }).success).toBe(true);
    expect(query.safeParse({ size: String(paging.maxSize + 1) }).success).toBe(false);
  });
});

describe('teams members over several pages', () => {
  const members = listOf('teams members');

  it('names the pending invitations once, after the members of every page', async () => {
    const result = await cli.run([...members.args, '--all', '--size', '25'], rows(members, 60));

    expect(result.requests).toHaveLength(3);
    expect(result.stderr).toBe('60 members\ninvited: invited1@customer.example (member)\n');
  });

  it('keeps each included invitation once in the JSON of every page', async () => {
    const result = await cli.run([...members.args, '--all', '--size', '25', '--json'], rows(members, 60));

    const document = JSON.parse(result.stdout) as { data: unknown[]; included: unknown[]; meta: unknown };
    expect(document.data).toHaveLength(60);
    expect(document.included).toEqual([teamInvitationResource(1)]);
    expect(document.meta).toEqual({ total: 60, shown: 60 });
  });
});

describe('a list whose total the server estimated', () => {
  const list = listOf('registrations list');
  const estimated: StubRoute = (request, response) => {
    if (request.path !== list.path) return false;
    const page = Number(request.query.page ?? 1);
    const size = Number(request.query.size ?? list.paging.defaultSize);
    const ids = Array.from({ length: size }, (_, i) => (page - 1) * size + i + 1);
    sendJson(response, 200, { data: ids.map(list.row), meta: { page, size, total: 48_213, pages: 1929, capped: true, estimated: true } });
  };

  it('says about how many matched under one page', async () => {
    const result = await cli.run([...list.args, '--size', '25'], estimated);

    expect(result.code).toBe(EXIT.done);
    expect(result.stderr.split('\n')[0]).toBe('page 1 of about 1,900 (about 48,000 registrations)');
  });

  it('says about how many matched under the rows of several pages, and marks the total estimated in JSON', async () => {
    const text = await cli.run([...list.args, '--limit', '30', '--size', '25'], estimated);
    expect(text.stderr.split('\n')[0]).toBe('the first 30 of about 48,000 registrations');

    const json = await cli.run([...list.args, '--limit', '30', '--size', '25', '--json'], estimated);
    expect(JSON.parse(json.stdout).meta).toEqual({ total: 48_213, capped: true, estimated: true, shown: 30 });
  });
});

describe('a list that gives cursors', () => {
  const list = listOf('emails search');
  /**
   * Rows by id, newest (highest) first, read after a cursor naming the last row shown, or by page
   * number; a newer row arrives after every answer, so reading by number would show a row twice.
   */
  function arriving(total: number): StubRoute {
    let newest = total;
    return (request, response) => {
      if (request.path !== list.path) return false;
      const page = Number(request.query.page ?? 1);
      const size = Number(request.query.size ?? list.paging.defaultSize);
      const after = request.query.cursor === undefined ? undefined : Number(String(request.query.cursor).replace('after-', ''));
      const ids = Array.from({ length: newest }, (_, i) => newest - i);
      const shown = after === undefined ? ids.slice((page - 1) * size, page * size) : ids.filter((id) => id < after).slice(0, size);
      const meta = pageMeta(newest, page, size);
      const last = shown.at(-1);
      sendJson(response, 200, {
        data: shown.map(list.row),
        meta: last && page < meta.pages ? { ...meta, next_cursor: `after-${last}` } : meta,
      });
      newest += 1;
    };
  }

  it('walks --all by each page’s cursor, so rows arriving meanwhile repeat none', async () => {
    const result = await cli.run([...list.args, '--all', '--size', '25', '--json=id'], arriving(60));

    expect(result.code).toBe(EXIT.done);
    expect(result.requests.map((r) => [r.query.page, r.query.cursor])).toEqual([
      ['1', undefined],
      ['2', 'after-36'],
      ['3', 'after-11'],
    ]);
    expect(JSON.parse(result.stdout)).toEqual(Array.from({ length: 60 }, (_, i) => ({ id: String(60 - i) })));
  });
});
