import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { companyResource } from '@tracker/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { EXIT } from '../../errors/exit-codes';
import type { StubRequest } from '../../testing/stub-server';
import { runInProcess } from '../../testing/run-in-process';
import { sendJson, startStubServer } from '../../testing/stub-server';
import { stubbedCli } from '../../testing/stubbed-cli';

const cli = stubbedCli('trackctl-companies-import-');

const HEALTHY = companyResource(11, {
  domain_name: 'healthy.example',
  journey_health: { email_subscriber: null, cart_abandoner: null, browse_abandoner: null, purchaser: null, custom: null },
});
const EXPIRED = companyResource(12, {
  domain_name: 'expired.example',
  journey_health: { email_subscriber: 'expired', cart_abandoner: 'new', browse_abandoner: 'new', purchaser: 'new', custom: 'new' },
});
const MERGED = companyResource(13, { domain_name: 'merged.example', state: 'merged' });
const CANDIDATE = {
  domain_name: 'fresh.example',
  name: 'Fresh',
  description: null,
  logo_url: null,
  url: null,
  technologies: [],
  clearbit_tags: [],
};

const LOOKUPS = '/api/v3/admin/companies/lookups';
const CREATES = '/api/v3/admin/companies/batch';

function lookupOf(value: string) {
  const found = [HEALTHY, EXPIRED, MERGED].find((c) => c.attributes.domain_name === value);
  if (found) return { data: found, meta: { source: 'database' } };
  if (value === 'fresh.example') return { data: null, meta: { source: 'enrichment', candidate: CANDIDATE } };
  return { error: { status: '404', code: 'not_found', title: 'Not found', detail: `No company or website answers for ${value}.` } };
}

/** A create's outcome: a company_id is updated, a domain created (as company 20). */
function createdOf(company: { company_id?: number; domain_name?: string }, skipped: string[] = []) {
  return {
    company_id: String(company.company_id ?? 20),
    domain_name: company.domain_name ?? 'expired.example',
    created: !company.company_id,
    journeys: [],
    skipped_journey_types: skipped,
  };
}

function api(request: StubRequest, response: Parameters<typeof sendJson>[0]) {
  if (request.method === 'POST' && request.path === LOOKUPS) {
    return sendJson(response, 200, { results: (request.body as { values: string[] }).values.map(lookupOf) });
  }
  if (request.method === 'POST' && request.path === CREATES) {
    return sendJson(response, 200, {
      results: (request.body as { companies: { company_id?: number }[] }).companies.map((c) => createdOf(c)),
    });
  }
  return false;
}

const creates = (requests: readonly StubRequest[]) => requests.filter((r) => r.path === CREATES);

const SHEET =
  'Brand,Website\nHealthy,healthy.example\nExpired,expired.example\nMerged,merged.example\nFresh,fresh.example\nGone,gone.example\n,\n';

describe('companies import', () => {
  it('looks every row up and prints the plan on --dry-run, creating nothing', async () => {
    const source = path.join(cli.home, 'brands.csv');
    await writeFile(source, SHEET);
    const result = await cli.run(['companies', 'import', source, '--dry-run', '--json'], api);
    expect(result.code).toBe(EXIT.done);
    expect(creates(result.requests)).toEqual([]);
    expect(result.requests[0]!.body).toEqual({
      values: ['healthy.example', 'expired.example', 'merged.example', 'fresh.example', 'gone.example'],
      clearbit: true,
      stats: false,
    });
    expect(
      JSON.parse(result.stdout).rows.map((r: { value: string; state: string; journeys: string }) => [r.value, r.state, r.journeys]),
    ).toEqual([
      ['healthy.example', 'found', ''],
      ['expired.example', 'found', 'email_subscriber'],
      ['merged.example', 'merged', ''],
      ['fresh.example', 'new', 'email_subscriber'],
      ['gone.example', 'not_found', ''],
    ]);
    expect(result.stderr).toContain('Would create 2 journeys for 2 companies');
  });

  it.each(['2026-13-01', '2026-02-30', '30/06/2026'])(
    'refuses --end-date %s as a usage error (exit 2) before reading the file',
    async (day) => {
      const result = await cli.run(['companies', 'import', 'no-such-file.csv', '--dry-run', '--stats', '--end-date', day], () => false);

      expect(result.code).toBe(EXIT.usage);
      expect(result.stderr).toContain(`--end-date: ${day} is no such day; use a date as YYYY-MM-DD.`);
      expect(result.requests).toEqual([]);
    },
  );

  it("refuses a --base-email-domain that is not one of the server's registration domains (exit 2), before reading the file", async () => {
    const settings = (request: StubRequest, response: Parameters<typeof sendJson>[0]) =>
      request.path === '/api/v1/data' &&
      sendJson(response, 200, {
        data: { id: '1', type: 'users', attributes: { email: 'a@tracker.example', name: null, userRole: 'admin', admin: true } },
        meta: { registration_domains: ['inbox.tracker.example', 'mail.tracker.example'] },
      });

    const refused = await cli.run(['companies', 'import', 'no-such-file.csv', '--dry-run', '--base-email-domain', 'gmail.com'], settings);
    expect(refused.code).toBe(EXIT.usage);
    expect(refused.stderr).toContain(
      '--base-email-domain: gmail.com is not a registration domain; use one of inbox.tracker.example, mail.tracker.example.',
    );
    expect(refused.requests.map((r) => r.path)).toEqual(['/api/v1/data']);

    // One of them, written in capitals, passes the check and goes on to read the file.
    const taken = await cli.run(
      ['companies', 'import', 'no-such-file.csv', '--dry-run', '--base-email-domain', 'Mail.Tracker.Example'],
      settings,
    );
    expect(taken.stderr).not.toContain('--base-email-domain');
    expect(taken.stderr).toContain('no-such-file.csv');
  });

  it('looks up without stats on --dry-run --stats, since a lookup with stats stores them, and says so', async () => {
    const source = path.join(cli.home, 'stats.csv');
    await writeFile(source, SHEET);

    const result = await cli.run(['companies', 'import', source, '--dry-run', '--stats', '--end-date', '2026-06-30', '--json'], api);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests.map((r) => [r.path, (r.body as { stats: boolean }).stats])).toEqual([[LOOKUPS, false]]);
    expect(result.stderr).toContain('A dry run does not fetch stats: looking them up stores them on each company.');
    expect(result.stderr).toContain('Would create 2 journeys for 2 companies (dry run: nothing changed).');
  });

  it('looks up with stats when not a dry run', async () => {
    const source = path.join(cli.home, 'stats-run.csv');
    await writeFile(source, 'Website\nhealthy.example\n');

    const result = await cli.run(['companies', 'import', source, '--yes', '--stats', '--end-date', '2026-06-30'], api);

    expect(result.requests.map((r) => r.body)).toEqual([
      { values: ['healthy.example'], clearbit: true, stats: true, end_date: '2026-06-30' },
    ]);
    expect(result.stderr).not.toContain('does not fetch stats');
  });

  it('creates the new company and updates the found one with their journeys, and exits 3 for the row not found', async () => {
    const source = path.join(cli.home, 'brands2.csv');
    await writeFile(source, SHEET);
    const result = await cli.run(['companies', 'import', source, '--yes', '--journey-types', 'email_subscriber,purchaser', '--json'], api);
    const posts = creates(result.requests).flatMap((r) => (r.body as { companies: unknown[] }).companies);
    expect(posts).toEqual([
      {
        company_id: 12,
        journeys: [
          { type: 'email_subscriber', description: 'Newsletter signup' },
          { type: 'purchaser', description: 'Newsletter signup' },
        ],
        prioritized: true,
        force: true,
      },
      {
        domain_name: 'fresh.example',
        name: 'Fresh',
        journeys: [
          { type: 'email_subscriber', description: 'Newsletter signup' },
          { type: 'purchaser', description: 'Newsletter signup' },
        ],
        prioritized: true,
        force: true,
      },
    ]);
    expect(JSON.parse(result.stdout).rows.map((r: { state: string }) => r.state)).toEqual([
      'found',
      'updated',
      'merged',
      'created',
      'not_found',
    ]);
    // gone.example was not found: exit 3.
    expect(result.code).toBe(EXIT.partlyDone);
  });

  it('reports a company whose journey was already there (an earlier run today) as updated, counting no journey for it', async () => {
    const source = path.join(cli.home, 'again.csv');
    await writeFile(source, 'Website\nexpired.example\n');
    const startedBefore = (request: StubRequest, response: Parameters<typeof sendJson>[0]) =>
      request.path === CREATES
        ? sendJson(response, 200, { results: [createdOf({ company_id: 12 }, ['email_subscriber'])] })
        : api(request, response);

    const result = await cli.run(
      ['companies', 'import', source, '--yes', '--journey-types', 'email_subscriber,purchaser', '--json'],
      startedBefore,
    );

    expect(result.code).toBe(EXIT.done);
    expect(
      JSON.parse(result.stdout).rows.map((r: { state: string; journeys: string; error: string }) => [r.state, r.journeys, r.error]),
    ).toEqual([['updated', 'purchaser', '']]);
    expect(result.stderr).toContain('Created or updated 1 company with 1 journey (1 journey was already there); every row is done.');
  });
});

/** The API above, holding every request to `path` until the test lets it answer. */
function heldApi(path: string) {
  const held: (() => void)[] = [];
  let hold = true;
  return {
    held,
    route: async (request: StubRequest, response: Parameters<typeof sendJson>[0]) => {
      if (hold && request.path === path) await new Promise<void>((resolve) => held.push(resolve));
      return api(request, response);
    },
    /** Answers the requests held so far, and every later one at once. */
    release() {
      hold = false;
      held.splice(0).forEach((answer) => answer());
    },
  };
}

/** The report's lines as [row, value, state, journeys, error]. */
async function reportLines(at: string): Promise<string[][]> {
  const [, ...lines] = (await readFile(at, 'utf8')).trim().split('\r\n');
  return lines
    .map((l) => l.split(','))
    .map(([row, value, , state, journeys, ...error]) => [row!, value!, state!, journeys!, error.join(',')]);
}

describe('companies import with nothing to create', () => {
  it('exits 0 when no company found needs a journey: every row is done', async () => {
    const source = path.join(cli.home, 'healthy.csv');
    await writeFile(source, 'Website\nhealthy.example\nmerged.example\n');

    const result = await cli.run(['companies', 'import', source, '--yes', '--json'], api);

    expect(result.code).toBe(EXIT.done);
    expect(creates(result.requests)).toEqual([]);
    expect(JSON.parse(result.stdout).rows.map((r: { state: string }) => r.state)).toEqual(['found', 'merged']);
    expect(result.stderr).toContain(
      'No selected company needs a journey of the checked types and healths: nothing to create; every row is done.',
    );
  });

  it('exits 0 when the state filter keeps no company: nothing to create', async () => {
    const source = path.join(cli.home, 'no-new.csv');
    await writeFile(source, 'Website\nexpired.example\n');

    const result = await cli.run(['companies', 'import', source, '--yes', '--state-filter', 'new'], api);

    expect(result.code).toBe(EXIT.done);
    expect(creates(result.requests)).toEqual([]);
    expect(result.stderr).toContain('No row looked up is a company to import (state filter new): nothing to create; every row is done.');
  });

  it('exits 3 when some rows needing nothing stand beside rows not found', async () => {
    const source = path.join(cli.home, 'healthy-gone.csv');
    await writeFile(source, 'Website\nhealthy.example\ngone.example\n');

    const result = await cli.run(['companies', 'import', source, '--yes'], api);

    expect(result.code).toBe(EXIT.partlyDone);
    expect(result.stderr).toContain(
      'No selected company needs a journey of the checked types and healths: nothing to create; 1 row was not done',
    );
  });

  it('exits 1 when no row was found: nothing could run', async () => {
    const source = path.join(cli.home, 'gone.csv');
    await writeFile(source, 'Website\ngone.example\nlost.example\n');

    const result = await cli.run(['companies', 'import', source, '--yes'], api);

    expect(result.code).toBe(EXIT.failed);
    expect(creates(result.requests)).toEqual([]);
    expect(result.stderr).toContain('No row looked up is a company to import: nothing to create; 2 rows were not done');
  });

  it('exits 1 for a file with no domain or name to look up, looking nothing up', async () => {
    const source = path.join(cli.home, 'notes.csv');
    await writeFile(source, 'Website,Brand,Notes\n,,big\n,,small\n');

    const result = await cli.run(['companies', 'import', source, '--yes', '--json'], api);

    expect(result.code).toBe(EXIT.failed);
    expect(result.requests).toEqual([]);
    expect(JSON.parse(result.stdout).rows.map((r: { state: string }) => r.state)).toEqual(['skipped', 'skipped']);
    expect(result.stderr).toContain(`Error: No row of ${source} has a domain or a name to look up.`);
  });

  it('exits 1 with no journey type to start', async () => {
    const source = path.join(cli.home, 'no-types.csv');
    await writeFile(source, SHEET);

    const result = await cli.run(['companies', 'import', source, '--yes', '--journey-types', ''], api);

    expect(result.code).toBe(EXIT.failed);
    expect(creates(result.requests)).toEqual([]);
    expect(result.stderr).toContain('Error: Check at least one journey type.');
  });
});

describe('companies import columns', () => {
  it('takes the columns by letter, and says which it guessed', async () => {
    const source = path.join(cli.home, 'letters.csv');
    await writeFile(source, 'Notes,Brand,Site\nbig,Expired,expired.example\n');

    const result = await cli.run(['companies', 'import', source, '--dry-run', '--json', '--domain-column', 'C'], api);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests.map((r) => (r.body as { values: string[] }).values)).toEqual([['expired.example']]);
    expect(result.stderr).toContain('Guessed name from column B ("Brand").');
  });

  it('says when it found no name column, and how to name one', async () => {
    const source = path.join(cli.home, 'domains.csv');
    await writeFile(source, 'Website\nexpired.example\n');

    const result = await cli.run(['companies', 'import', source, '--dry-run'], api);

    expect(result.stderr).toContain('Guessed domain from column A ("Website"); found no name column (--name-column names one).');
  });
});

describe('companies import resumed from a report', () => {
  it('skips the rows the report says are done, and does the rest again', async () => {
    const source = path.join(cli.home, 'resume.csv');
    const report = path.join(cli.home, 'report.csv');
    await writeFile(source, SHEET);
    const first = await cli.run(['companies', 'import', source, '--yes', '--report', report], api);
    expect(first.code).toBe(EXIT.partlyDone);
    expect(first.stderr).toContain(`Fix those rows and run again with --resume ${report}: rows done are skipped.`);

    const resumed = await cli.run(['companies', 'import', source, '--yes', '--resume', report, '--json'], api);

    // Healthy (found, nothing to do) and gone (not found) are looked up again; the rest are done.
    expect(resumed.requests.map((r) => [r.path, (r.body as { values: string[] }).values])).toEqual([
      [LOOKUPS, ['healthy.example', 'gone.example']],
    ]);
    expect(JSON.parse(resumed.stdout).rows.map((r: { value: string; state: string }) => [r.value, r.state])).toEqual([
      ['healthy.example', 'found'],
      ['expired.example', 'done_before'],
      ['merged.example', 'done_before'],
      ['fresh.example', 'done_before'],
      ['gone.example', 'not_found'],
    ]);
    expect(resumed.code).toBe(EXIT.partlyDone);
    expect(resumed.stderr).toContain(
      'Warning: No selected company needs a journey of the checked types and healths: nothing to create; 1 row was not done (see the state column).',
    );
  });

  it('exits 0 when resumed with every row done, looking nothing up', async () => {
    const source = path.join(cli.home, 'all-done.csv');
    const report = path.join(cli.home, 'all-done-report.csv');
    await writeFile(source, 'Website\nexpired.example\nmerged.example\n');
    const first = await cli.run(['companies', 'import', source, '--yes', '--report', report], api);
    expect(first.code).toBe(EXIT.done);

    const resumed = await cli.run(['companies', 'import', source, '--yes', '--resume', report], api);

    expect(resumed.code).toBe(EXIT.done);
    expect(resumed.requests).toEqual([]);
    expect(resumed.stderr).toContain('Nothing left to create after the earlier run; every row is done.');
  });

  it('refuses a report of another command as a usage error', async () => {
    const source = path.join(cli.home, 'wrong.csv');
    const report = path.join(cli.home, 'journeys-report.csv');
    await writeFile(source, SHEET);
    await writeFile(report, 'row,company_id,state\n2,7,added\n');

    const result = await cli.run(['companies', 'import', source, '--yes', '--resume', report], api);

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain(`Error: --resume: ${report} is not a companies import report: it has no value column.`);
    expect(result.requests).toEqual([]);
  });
});

describe('companies import stopped with Ctrl+C', () => {
  // 25 rows a lookup call and 100 a create call, four calls at a time: a fifth call waits until one of those ends.
  const LATER = Array.from({ length: 146 }, (_, n) => `later${n + 1}.example`);
  const MANY = `Website\n${['expired.example', 'fresh.example', 'healthy.example', 'gone.example', ...LATER].join('\n')}\n`;

  it('while looking up: lets the lookups in flight finish, creates nothing, and reports each row (exit 130)', async () => {
    const held = heldApi(LOOKUPS);
    const interrupt = new AbortController();
    const source = path.join(cli.home, 'lookups.csv');
    const report = path.join(cli.home, 'lookups-report.csv');
    await writeFile(source, MANY);

    const running = cli.run(['companies', 'import', source, '--yes', '--report', report], held.route, { signal: interrupt.signal });
    await vi.waitFor(() => expect(held.held).toHaveLength(4));
    interrupt.abort();
    held.release();
    const result = await running;

    expect(result.code).toBe(EXIT.interrupted);
    expect(result.requests.map((r) => r.path)).toEqual([LOOKUPS, LOOKUPS, LOOKUPS, LOOKUPS]);
    const lines = await reportLines(report);
    expect(lines.slice(0, 4)).toEqual([
      ['2', 'expired.example', 'stopped', 'email_subscriber', 'stopped before it was created (Ctrl+C)'],
      ['3', 'fresh.example', 'stopped', 'email_subscriber', 'stopped before it was created (Ctrl+C)'],
      ['4', 'healthy.example', 'found', '', ''],
      ['5', 'gone.example', 'not_found', '', 'No company or website answers for gone.example.'],
    ]);
    expect(lines.slice(100)).toEqual(
      LATER.slice(96).map((value, n) => [String(n + 102), value, 'stopped', '', 'stopped before it was looked up (Ctrl+C)']),
    );
    expect(lines.slice(4, 100).every(([, , state]) => state === 'not_found')).toBe(true);
    expect(result.stderr).toContain('Warning: Stopped by Ctrl+C. Created or updated 0 companies with 0 journeys; 149 rows were not done');
  });

  it('while creating: lets the creates in flight finish and reports the rest as stopped (exit 130)', async () => {
    const held = heldApi(CREATES);
    const interrupt = new AbortController();
    const source = path.join(cli.home, 'creates.csv');
    await writeFile(source, `Website\n${Array(450).fill('expired.example').join('\n')}\n`);

    const running = cli.run(['companies', 'import', source, '--yes', '--json'], held.route, { signal: interrupt.signal });
    await vi.waitFor(() => expect(held.held).toHaveLength(4));
    interrupt.abort();
    held.release();
    const result = await running;

    expect(result.code).toBe(EXIT.interrupted);
    expect(creates(result.requests).map((r) => (r.body as { companies: unknown[] }).companies.length)).toEqual([100, 100, 100, 100]);
    expect(JSON.parse(result.stdout).rows.map((r: { state: string; error: string }) => [r.state, r.error])).toEqual([
      ...Array(400).fill(['updated', '']),
      ...Array(50).fill(['stopped', 'stopped before it was created (Ctrl+C)']),
    ]);
  });
});

describe('companies import of input past a limit', () => {
  it('refuses a cell of more than 10,000 characters as a usage error, looking nothing up (exit 2)', async () => {
    const source = path.join(cli.home, 'long.csv');
    await writeFile(source, `Website,Notes\nacme.example,${'x'.repeat(10_001)}\n`);

    const result = await cli.run(['companies', 'import', source, '--dry-run'], api);

    expect(result.code).toBe(EXIT.usage);
    expect(result.requests).toEqual([]);
    expect(result.stderr).toContain(
      'A cell of more than 10,000 characters at row 2, column 2 (B): an import reads cells of up to 10,000 characters.',
    );
  });
});

describe('companies import without a server', () => {
  it('stops at the first call that reaches no server, with one error (exit 1), not a "not found" on every row', async () => {
    const server = await startStubServer(() => false);
    await server.close();
    const source = path.join(cli.home, 'down.csv');
    await writeFile(source, 'domain\na.example\nb.example\nc.example\n');

    const result = await runInProcess(['companies', 'import', source, '--dry-run'], { apiUrl: server.url, configHome: cli.home });

    expect(result.code).toBe(EXIT.failed);
    expect(result.stdout).toBe('');
    expect(result.stderr.match(/Could not reach the server/g)).toHaveLength(1);
    expect(result.stderr).not.toContain('not found');
  });
});
