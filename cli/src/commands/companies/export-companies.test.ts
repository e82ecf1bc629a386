import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../errors/exit-codes';
import { pageMeta, TEST_NOW } from '@tracker/core/testing';
import { stubbedCli } from '../../testing/stubbed-cli';
import { sendJson, type StubRoute } from '../../testing/stub-server';

const cli = stubbedCli('trackctl-export-');

const HEADER = 'id,name,domain_name\r\n';
// The second row's name holds a line break, quoted as CSV does: still one row.
const ROWS = ['7,Acme,acme.example\r\n', '31,"Globex\r\nEurope",globex.example\r\n', '40,"Initech ""Labs""",initech.example\r\n'];
const CSV = HEADER + ROWS.join('');

type ExportStub = { matched?: number; limited?: boolean; breakAfterRows?: number };

/** The export endpoint sending the CSV in chunks (a row each), and the list for --dry-run. */
function exporting({ matched = ROWS.length, limited = false, breakAfterRows }: ExportStub = {}): StubRoute {
  return async (request, response) => {
    if (request.path === '/api/v3/admin/companies') return sendJson(response, 200, { data: [], meta: pageMeta(matched, 1, 1) });
    if (request.path !== '/api/v3/admin/companies/export') return false;
    response.setHeader('content-type', 'text/csv; charset=utf-8');
    response.setHeader('x-total-count', String(matched));
    if (limited) response.setHeader('x-export-limited', 'true');
    response.write(HEADER);
    for (const [i, row] of ROWS.entries()) {
      if (i === breakAfterRows) {
        // The connection closes halfway through the download: the rows written so far still arrive
        // (end, not destroy, flushes them), the chunked body's last chunk never does.
        response.socket?.end();
        return;
      }
      response.write(row);
    }
    response.end();
  };
}

function trackctl(args: string[], route: StubRoute = exporting()) {
  return cli.run(args, route);
}

describe('companies export', () => {
  it('streams the CSV to stdout as the server sent it, and says on stderr how many rows', async () => {
    const result = await trackctl(['companies', 'export', '--company-type', 'brand', '--good-fit']);

    expect(result.code).toBe(EXIT.done);
    expect(result.stdout).toBe(CSV);
    expect(result.stderr).toBe('✔ Exported 3 companies.\n');
    expect(result.requests).toMatchObject([
      { path: '/api/v3/admin/companies/export', query: { company_type: 'brand', good_fit: 'true', admin: 'true' } },
    ]);
  });

  it('writes the CSV to the --output file, and nothing else beside it', async () => {
    const file = path.join(cli.home, 'companies.csv');

    const result = await trackctl(['companies', 'export', '-o', file]);

    expect(result).toMatchObject({ code: EXIT.done, stdout: '' });
    expect(result.stderr).toBe(`✔ Exported 3 companies to ${file}.\n`);
    expect(await readFile(file, 'utf8')).toBe(CSV);
    expect((await readdir(cli.home)).filter((name) => name.startsWith('companies'))).toEqual(['companies.csv']);
  });

  it('says on stderr when the server limited the export, and how many matched, and exits 3', async () => {
    const result = await trackctl(
      ['companies', 'export', '-o', path.join(cli.home, 'all.csv')],
      exporting({ matched: 12_345, limited: true }),
    );

    expect(result.code).toBe(EXIT.partlyDone);
    expect(result.stderr).toContain('Warning: Export limited to 9,999 (12,345 matched).');
    expect(result.stderr).toContain('only part of what matched (exit 3)');
  });

  it('writes a dated file inside the directory -o names', async () => {
    const result = await trackctl(['companies', 'export', '-o', cli.home]);

    // The test clock's day, TEST_NOW.
    const file = path.join(cli.home, `companies-${TEST_NOW.slice(0, 10)}.csv`);
    expect(result.code).toBe(EXIT.done);
    expect(result.stderr).toBe(`✔ Exported 3 companies to ${file}.\n`);
    expect(await readFile(file, 'utf8')).toBe(CSV);
  });

  it('adds -1, -2 to the dated name when the directory already has that day’s export', async () => {
    const day = TEST_NOW.slice(0, 10);
    await writeFile(path.join(cli.home, `companies-${day}.csv`), 'this morning\n');

    const first = await trackctl(['companies', 'export', '-o', cli.home]);
    const second = await trackctl(['companies', 'export', '-o', `${cli.home}/`]);

    expect([first.code, second.code]).toEqual([EXIT.done, EXIT.done]);
    expect(await readFile(path.join(cli.home, `companies-${day}.csv`), 'utf8')).toBe('this morning\n');
    expect(await readFile(path.join(cli.home, `companies-${day}-1.csv`), 'utf8')).toBe(CSV);
    expect(second.stderr).toBe(`✔ Exported 3 companies to ${path.join(cli.home, `companies-${day}-2.csv`)}.\n`);
  });

  it('refuses an existing --output file as a usage error (exit 2), downloading nothing, and replaces it with --force', async () => {
    const file = path.join(cli.home, 'companies.csv');
    await writeFile(file, 'yesterday\n');

    const refused = await trackctl(['companies', 'export', '-o', file]);

    expect(refused.code).toBe(EXIT.usage);
    expect(refused.stderr).toContain(`${file} exists: an export never replaces a file unasked.`);
    expect(refused.stderr).toContain('Add --force to replace it');
    expect(refused.requests).toHaveLength(0);
    expect(await readFile(file, 'utf8')).toBe('yesterday\n');

    const replaced = await trackctl(['companies', 'export', '-o', file, '--force']);
    expect(replaced.code).toBe(EXIT.done);
    expect(await readFile(file, 'utf8')).toBe(CSV);
  });

  it('starts the CSV with a byte order mark with --bom, for Excel', async () => {
    const result = await trackctl(['companies', 'export', '--bom']);

    expect(result.stdout).toBe(`\uFEFF${CSV}`);
  });

  it('refuses --json without --dry-run as a usage error (exit 2), downloading nothing', async () => {
    const result = await trackctl(['companies', 'export', '--json']);

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('--json goes only with --dry-run');
    expect(result.requests).toHaveLength(0);
  });

  it('leaves no file, and an earlier export untouched, when the download breaks off (exit 1)', async () => {
    const file = path.join(cli.home, 'companies.csv');
    await writeFile(file, 'yesterday\n');

    const result = await trackctl(['companies', 'export', '--output', file, '--force'], exporting({ breakAfterRows: 1 }));

    expect(result.code).toBe(EXIT.failed);
    expect(result.stderr).toMatch(/Error: The export stopped after 1 row: \S/);
    expect(result.stderr).toContain(`Nothing was written to ${file}. Try again.`);
    expect(await readFile(file, 'utf8')).toBe('yesterday\n');
    expect(await readdir(cli.home)).not.toContainEqual(expect.stringMatching(/\.tmp$/));
  });

  it('fails before downloading when the file cannot be written (exit 1)', async () => {
    const file = path.join(cli.home, 'missing-dir', 'companies.csv');

    const result = await trackctl(['companies', 'export', '-o', file]);

    expect(result.code).toBe(EXIT.failed);
    expect(result.stderr).toContain(`Could not write ${file}: no such file or directory\n`);
    expect(result.requests).toHaveLength(0);
  });

  it('with --dry-run, counts the matches through the list and writes nothing', async () => {
    const file = path.join(cli.home, 'companies.csv');

    const result = await trackctl(['companies', 'export', '--tags', 'Retail', '-o', file, '--dry-run'], exporting({ matched: 290 }));

    expect(result.code).toBe(EXIT.done);
    expect(result.stdout).toBe(`Would export 290 companies to ${file} (dry run: nothing written).\n`);
    expect(result.requests).toMatchObject([{ path: '/api/v3/admin/companies', query: { tags: 'Retail', page: '1', size: '1' } }]);
    expect(await readdir(cli.home)).toEqual([]);
  });

  it('with --dry-run --json, prints the counts for scripts and warns when over the limit', async () => {
    const result = await trackctl(['companies', 'export', '--dry-run', '--json'], exporting({ matched: 12_345 }));

    expect(result.code).toBe(EXIT.partlyDone);
    expect(JSON.parse(result.stdout)).toEqual({ dryRun: true, matched: 12_345, rows: 9_999, limited: true });
    expect(result.stderr).toContain('Export limited to 9,999 (12,345 matched).');
  });

  it('refuses a bad filter (exit 2) before creating the file', async () => {
    const file = path.join(cli.home, 'companies.csv');

    const result = await trackctl(['companies', 'export', '--health', 'bad', '-o', file]);

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('Invalid --health "bad"');
    expect(await readdir(cli.home)).toEqual([]);
  });
});
