import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { companyResource, groupResource, pageMeta } from '@tracker/core/testing';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../errors/exit-codes';
import type { StubRequest } from '../../testing/stub-server';
import { errorDocument, sendJson } from '../../testing/stub-server';
import { stubbedCli } from '../../testing/stubbed-cli';

const cli = stubbedCli('trackctl-groups-add-');

const RETAIL = groupResource(4, { name: 'Retail' });
const COMPANIES = [
  companyResource(11, { name: 'Acme', domain_name: 'acme.example' }),
  companyResource(12, { name: 'Bolt', domain_name: 'bolt.example' }),
  companyResource(13, { name: 'Crate', domain_name: 'crate.example' }),
];

/** The API as the command meets it: Retail exists, three companies, and company 13 is refused by the group. */
function api(overrides: { lookup?: (request: StubRequest) => [number, unknown] | undefined; members?: string[] } = {}) {
  return (request: StubRequest, response: Parameters<typeof sendJson>[0]) => {
    if (request.method === 'GET' && request.path === '/api/v3/groups/4') return sendJson(response, 200, { data: RETAIL });
    if (request.method === 'GET' && request.path === '/api/v3/admin/companies' && request.query.group_id === '4') {
      const data = COMPANIES.filter((c) => overrides.members?.includes(c.id));
      return sendJson(response, 200, { data, meta: pageMeta(data.length, 1, 250) });
    }
    if (request.method === 'GET' && request.path === '/api/v3/admin/companies/lookup') {
      const answer = overrides.lookup?.(request);
      if (answer) return sendJson(response, answer[0], answer[1]);
      const q = request.query.q;
      const company = COMPANIES.find((c) => c.attributes.domain_name === q || c.id === request.query.company_id);
      return sendJson(response, 200, { data: company ?? null, meta: { source: 'database' } });
    }
    if (request.method === 'POST' && request.path === '/api/v3/groups/4/companies') {
      const { company_id } = request.body as { company_id: string };
      if (company_id === '13') return sendJson(response, 409, errorDocument(409, 'conflict', 'Crate is being merged'));
      return sendJson(response, 200, { data: RETAIL });
    }
    return false;
  };
}

async function csv(name: string, text: string): Promise<string> {
  const file = path.join(cli.home, name);
  await writeFile(file, text);
  return file;
}

const posted = (requests: StubRequest[]) =>
  requests
    .filter((r) => r.method === 'POST')
    .map((r) => (r.body as { company_id: string }).company_id)
    .sort();

describe('groups add', () => {
  it('says "already in the group" of a company that is, and sends nothing for it', async () => {
    const result = await cli.run(['groups', 'add', '4', '-', '--yes', '--json'], api({ members: ['11'] }), {
      stdin: 'acme.example\nbolt.example\n',
    });

    expect(result.code).toBe(EXIT.done);
    expect(posted(result.requests)).toEqual(['12']);
    expect(JSON.parse(result.stdout).rows.map((r: { value: string; state: string }) => [r.value, r.state])).toEqual([
      ['acme.example', 'already_in_group'],
      ['bolt.example', 'added'],
    ]);
    expect(result.stderr).toContain('Added 1 company to Retail; 1 company already in the group.');
  });

  it('checks each value first: a URL as its domain, an email refused with its reason, a repeat flagged; none of those looked up', async () => {
    const file = await csv('mixed.csv', 'https://acme.example/about\nada@bolt.example\nACME.example\nAcme.example/shop\n');

    const result = await cli.run(['groups', 'add', '4', file, '--yes', '--json'], api());

    expect(result.code).toBe(EXIT.partlyDone);
    expect(result.requests.filter((r) => r.path === '/api/v3/admin/companies/lookup').map((r) => r.query.q)).toEqual(['acme.example']);
    expect(JSON.parse(result.stdout).rows.map((r: { row: number; state: string; error?: string }) => [r.row, r.state, r.error])).toEqual([
      [1, 'added', undefined],
      [2, 'skipped', "is an email address: give the company's domain (bolt.example)"],
      [3, 'duplicate', 'repeats row 1'],
      [4, 'duplicate', 'repeats row 1'],
    ]);
  });

  it('looks up the column the header names, adds the companies found, and exits 3 when some rows were not added', async () => {
    const file = await csv('brands.csv', 'Owner,Website\nada,acme.example\nbob,nowhere.example\n\ncy,bolt.example\ndee,crate.example\n');

    const result = await cli.run(['groups', 'add', '4', file, '--yes'], api(), { terminalColumns: 120 });

    expect(result.code).toBe(EXIT.partlyDone);
    expect(posted(result.requests)).toEqual(['11', '12', '13']);
    expect(result.stdout).toBe(
      [
        'ROW  VALUE            ID  COMPANY  STATE',
        '  3  nowhere.example               not found',
        '  6  crate.example    13  Crate    failed: Crate is being merged',
        '',
      ].join('\n'),
    );
    // A terminal lists the rows that need a look; the others are counted.
    expect(result.stderr).toContain('The other 2 rows are as planned and not listed: --report <file> or --json lists every row.');
    expect(result.stderr).toContain('Added 2 companies to Retail; 2 rows were not added (see the state column).');
  });

  it('adds them all, and exits 0, when every row is found and accepted; numbers are looked up as ids too', async () => {
    const result = await cli.run(['groups', 'add', '4', '-', '--yes', '--json'], api(), { stdin: 'acme.example\n12\n' });

    expect(result.code).toBe(EXIT.done);
    expect(JSON.parse(result.stdout)).toEqual({
      group: { id: '4', name: 'Retail' },
      dryRun: false,
      rows: [
        { row: 1, value: 'acme.example', state: 'added', company_id: '11', name: 'Acme' },
        { row: 2, value: '12', state: 'added', company_id: '12', name: 'Bolt' },
      ],
    });
    expect(result.requests.find((r) => r.query.q === '12')?.query.company_id).toBe('12');
    expect(result.stderr).toContain('Added 2 companies to Retail.');
  });

  it('with --dry-run looks the companies up, says what would be added, and adds nothing', async () => {
    const file = await csv('brands.csv', 'name;domain\nAcme;acme.example\nNowhere;nowhere.example\n');

    const result = await cli.run(['groups', 'add', '4', file, '--dry-run', '--column', 'DOMAIN'], api(), { terminalColumns: 120 });

    expect(result.code).toBe(EXIT.done);
    expect(posted(result.requests)).toEqual([]);
    expect(result.stdout).toContain('  3  nowhere.example');
    expect(result.stdout).not.toContain('acme.example');
    expect(result.stderr).toBe(
      'One other row is as planned and not listed: --report <file> or --json lists every row.\n' +
        'Would add 1 company to Retail (dry run: nothing changed); 1 value not found.\n',
    );
  });

  it('refuses to add without --yes when stdin is not a terminal (exit 2), before asking the server anything', async () => {
    const file = await csv('brands.csv', 'acme.example\n');

    const result = await cli.run(['groups', 'add', '4', file], api());

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('pass --yes to go ahead without a prompt');
    expect(result.requests).toHaveLength(0);
  });

  it('says which columns there are when --column names none of them (exit 2), and adds nothing', async () => {
    const file = await csv('brands.csv', 'Owner,Website\nada,acme.example\n');

    const result = await cli.run(['groups', 'add', '4', file, '--yes', '--column', 'domain'], api());

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('brands.csv: There is no column "domain": the first row reads "Owner", "Website".');
    expect(posted(result.requests)).toEqual([]);
  });

  it('says so when the file is not there (exit 2)', async () => {
    const result = await cli.run(['groups', 'add', '4', path.join(cli.home, 'missing.csv'), '--yes'], api());

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('missing.csv: no such file.');
  });

  it('fails (exit 1) when the group does not exist, before reading any company', async () => {
    const file = await csv('brands.csv', 'acme.example\n');

    const result = await cli.run(['groups', 'add', '99', file, '--yes'], api());

    expect(result.code).toBe(EXIT.failed);
    expect(result.requests.map((r) => r.path)).toEqual(['/api/v3/groups/99']);
  });

  it('stops the whole run when the server no longer accepts the token, rather than failing row after row (exit 4)', async () => {
    const file = await csv('brands.csv', 'acme.example\nbolt.example\ncrate.example\n');
    const refused = errorDocument(401, 'unauthenticated', 'Sign in first');

    const result = await cli.run(['groups', 'add', '4', file, '--yes'], api({ lookup: () => [401, refused] }));

    expect(result.code).toBe(EXIT.notSignedIn);
    expect(posted(result.requests)).toEqual([]);
  });
});
