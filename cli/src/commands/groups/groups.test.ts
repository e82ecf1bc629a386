import { describe, expect, it } from 'vitest';
import { EXIT } from '../../errors/exit-codes';
import { groupResource, pageMeta } from '@tracker/core/testing';
import { stubbedCli } from '../../testing/stubbed-cli';
import { sendJson } from '../../testing/stub-server';

const cli = stubbedCli('trackctl-groups-');

const groups = [
  groupResource(3, { name: 'Fashion', global: true, featured: true, companies_count: 42, users: [] }),
  groupResource(9, {
    name: 'Ada’s watchlist',
    global: false,
    companies_count: 5,
    users: [
      { id: '1', email: 'ada@example.com' },
      { id: '2', email: 'bob@example.com' },
    ],
  }),
];

function trackctl(args: string[], options: { terminalColumns?: number } = {}) {
  return cli.run(
    args,
    (request, response) => {
      if (request.path !== '/api/v3/groups') return false;
      sendJson(response, 200, { data: groups, meta: pageMeta(2, 1, 100) });
    },
    options,
  );
}

describe('groups list', () => {
  it('leaves global to the server unless --global or --no-global says otherwise', async () => {
    const byDefault = await trackctl(['groups', 'list']);
    const notGlobal = await trackctl(['groups', 'list', '--no-global', '--q', 'watch', '--sort', 'companies_count:desc']);
    const global = await trackctl(['groups', 'list', '--global', '--page', '2', '--size', '10']);

    expect(byDefault.requests[0]?.query).toEqual({ admin: 'true' });
    expect(notGlobal.requests[0]?.query).toEqual({ global: 'false', q: 'watch', sort: 'companies_count:desc', admin: 'true' });
    expect(global.requests[0]?.query).toEqual({ global: 'true', page: '2', size: '10', admin: 'true' });
  });

  it('offers every filter the groups list declares, such as featured and company', async () => {
    const result = await trackctl(['groups', 'list', '--no-featured', '--company-id', '7']);

    expect(result.requests[0]?.query).toEqual({ featured: 'false', company_id: '7', admin: 'true' });
  });

  it('prints a table of groups with their users on a terminal, and the page on stderr', async () => {
    const result = await trackctl(['groups', 'list'], { terminalColumns: 120 });

    expect(result.code).toBe(EXIT.done);
    expect(result.stdout).toBe(
      [
        'ID  NAME             GLOBAL  FEATURED  COMPANIES  USERS',
        ' 3  Fashion          yes     yes              42',
        ' 9  Ada’s watchlist  no      no                5  ada@example.com, bob@example.com',
        '',
      ].join('\n'),
    );
    expect(result.stderr).toBe('page 1 of 1 (2 groups)\n');
  });

  it('prints tab-separated values with a header off a terminal, for cut and awk', async () => {
    const result = await trackctl(['groups', 'list']);

    expect(result.stdout).toBe(
      [
        'id\tname\tglobal\tfeatured\tcompanies\tusers',
        '3\tFashion\tyes\tyes\t42\t',
        '9\tAda’s watchlist\tno\tno\t5\tada@example.com, bob@example.com',
        '',
      ].join('\n'),
    );
  });

  it('prints the JSON:API document with --json', async () => {
    const result = await trackctl(['groups', 'list', '--json']);

    expect(JSON.parse(result.stdout)).toEqual({ data: groups, meta: pageMeta(2, 1, 100) });
  });

  it('refuses an unknown sort field (exit 2), naming the fields', async () => {
    const result = await trackctl(['groups', 'list', '--sort', 'users:asc']);

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain(
      'Invalid --sort "users:asc": use field:asc or field:desc with a field among name, created_at, updated_at, companies_count.',
    );
    expect(result.requests).toHaveLength(0);
  });
});
