import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { journeyResource } from '@tracker/core/testing';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../errors/exit-codes';
import type { StubRequest } from '../../testing/stub-server';
import { sendJson } from '../../testing/stub-server';
import { stubbedCli } from '../../testing/stubbed-cli';
import { answerJourneyBatch, answerJourneyLookups, batchCalls } from '../../testing/journeys-batch-stub';

const cli = stubbedCli('trackctl-journeys-');

/** The API as the command meets it: journeys it has (company, type, days), refusals for company 99, and archive-old. */
function api(existing: Set<string>, archived = 2) {
  return (request: StubRequest, response: Parameters<typeof sendJson>[0]) => {
    if (answerJourneyLookups(request, existing, response)) return;
    if (request.method === 'PUT' && request.path === '/api/v3/admin/journeys/archive-old') {
      return sendJson(response, 200, { meta: { message: `${archived} journeys archived.`, archived, ended_before: '2026-05-12' } });
    }
    if (request.method === 'GET' && request.path === '/api/v3/journeys') {
      const old = [journeyResource('7', { company_id: 3, end_date: '2026-04-01T00:00:00.000Z' })];
      return sendJson(response, 200, { data: old, meta: { page: 1, size: 250, total: 1, pages: 1 } });
    }
    if (request.method === 'POST' && request.path === '/api/v3/admin/journeys/batch')
      return answerJourneyBatch(request.body, existing, response);
    return false;
  };
}

async function file(name: string, text: string): Promise<string> {
  const at = path.join(cli.home, name);
  await writeFile(at, text);
  return at;
}

describe('journeys import', () => {
  const SHEET = [
    'Company ID,Type,Start date,End date',
    '1,cart_abandoner,2026-06-01,2026-06-22',
    '2,Free account signup,6/1/26,6/22/26',
    '3,purchaser,,2026-06-22',
    '99,custom,2026-06-01,2026-06-22',
  ].join('\n');

  it('never guesses a slash date that could be two days: a usage error (exit 2) before anything is sent, until --date-format says', async () => {
    const source = await file('ambiguous.csv', ['Company ID,Type,Start date,End date', '1,purchaser,05/12/2026,2027-01-31'].join('\n'));

    const refused = await cli.run(['journeys', 'import', source, '--dry-run'], api(new Set()));
    expect(refused.code).toBe(EXIT.usage);
    expect(refused.stderr).toContain('Row 2: start_date "05/12/2026" could be 5 Dec or May 12, and the file');
    expect(refused.stderr).toContain('--date-format dmy (day/month/year) or --date-format mdy (month/day/year)');
    expect(refused.requests).toEqual([]);

    const dayFirst = await cli.run(['journeys', 'import', source, '--dry-run', '--json', '--date-format', 'dmy'], api(new Set()));
    expect(dayFirst.code).toBe(EXIT.done);
    expect(JSON.parse(dayFirst.stdout).rows[0]).toMatchObject({ row: 2, state: 'would_add', start_date: '2026-12-05' });
  });

  it('prints the plan on --dry-run, with the old journeys it would archive, writing nothing', async () => {
    const source = await file('plan.csv', SHEET);
    const result = await cli.run(['journeys', 'import', source, '--dry-run', '--json'], api(new Set()));
    expect(result.code).toBe(EXIT.done);
    // Counted as archive-old --dry-run counts them: a read, nothing archived or created.
    expect(result.requests.every((r) => r.method === 'GET')).toBe(true);
    expect(result.requests.filter((r) => r.query.old === 'true')).toHaveLength(1);
    const plan = JSON.parse(result.stdout);
    expect(plan).toMatchObject({ dryRun: true, wouldArchive: 1, capped: false });
    // Company 99 is looked up, not taken on trust: the server has no such company.
    expect(plan.rows.map((r: { row: number; state: string }) => [r.row, r.state])).toEqual([
      [2, 'would_add'],
      [3, 'would_add'],
      [4, 'skipped'],
      [5, 'not_added'],
    ]);
    expect(result.stderr).toContain(
      'Would archive 1 old journey, then create 2 journeys; 1 row names no company the server has; 1 row skipped (dry run: nothing changed).',
    );
  });

  it('counts no old journeys on --dry-run --no-archive-old, and leaves out the journeys the server has', async () => {
    const source = await file('plan-only.csv', SHEET);
    const result = await cli.run(
      ['journeys', 'import', source, '--dry-run', '--no-archive-old'],
      api(new Set(['1/cart_abandoner/2026-06-01/2026-06-22'])),
    );
    expect(result.code).toBe(EXIT.done);
    expect(result.requests.every((r) => r.method === 'GET' && r.query.old === undefined)).toBe(true);
    expect(result.stderr).toContain(
      'Would create 1 journey; 1 journey is already there; 1 row names no company the server has; 1 row skipped (dry run: nothing changed).',
    );
  });

  it('says more than the count on --dry-run when the server stopped counting the old journeys', async () => {
    const source = await file('plan-many.csv', SHEET);
    const capped = (request: StubRequest, response: Parameters<typeof sendJson>[0]) =>
      answerJourneyLookups(request, new Set(), response) ||
      (request.path === '/api/v3/journeys'
        ? sendJson(response, 200, { data: [], meta: { page: 1, size: 1, total: 10_000, pages: 10_000, capped: true } })
        : false);
    const result = await cli.run(['journeys', 'import', source, '--dry-run'], capped);
    expect(result.code).toBe(EXIT.done);
    expect(result.stderr).toContain('Would archive more than 10,000 old journeys, then create 2 journeys');
  });

  it('archives old journeys, creates the rest, reports each row, exits 3, and a resumed run creates nothing twice', async () => {
    const existing = new Set<string>();
    const source = await file('journeys.csv', SHEET);
    const report = path.join(cli.home, 'report.csv');

    const first = await cli.run(['journeys', 'import', source, '--yes', '--report', report], api(existing));
    expect(first.code).toBe(EXIT.partlyDone);
    // Nothing is written before the archive: the companies and their journeys are only read first.
    const writes = first.requests.filter((r) => r.method !== 'GET');
    expect(writes[0]).toMatchObject({ method: 'PUT', path: '/api/v3/admin/journeys/archive-old' });
    expect(batchCalls(first.requests)).toBe(1);
    const lines = (await readFile(report, 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe('row,company_id,journey_type,start_date,end_date,state,journey_id,error');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 6).join(','))).toEqual([
      '2,1,cart_abandoner,2026-06-01,2026-06-22,added',
      '3,2,email_subscriber,2026-06-01,2026-06-22,added',
      '4,,,,,skipped',
      '5,99,custom,2026-06-01,2026-06-22,not_added',
    ]);
    expect(lines[4]).toContain('the server has no company 99');

    // The rows done are skipped, and the one left names no company the server has: nothing to send.
    const resumed = await cli.run(['journeys', 'import', source, '--yes', '--no-archive-old', '--resume', report], api(existing));
    expect(batchCalls(resumed.requests)).toBe(0);
    expect(resumed.requests.some((r) => r.method === 'PUT')).toBe(false);

    const again = await cli.run(['journeys', 'import', source, '--yes', '--no-archive-old', '--json'], api(existing));
    expect(JSON.parse(again.stdout).rows.map((r: { state: string }) => r.state)).toEqual([
      'already_there',
      'already_there',
      'skipped',
      'not_added',
    ]);
    expect(existing.size).toBe(2);
  });

  it('exits 0 when resumed with every row done, archiving and creating nothing', async () => {
    const existing = new Set<string>();
    const source = await file('all-good.csv', SHEET.split('\n').slice(0, 3).join('\n'));
    const report = path.join(cli.home, 'all-good-report.csv');
    const first = await cli.run(['journeys', 'import', source, '--yes', '--no-archive-old', '--report', report], api(existing));
    expect(first.code).toBe(EXIT.done);

    const resumed = await cli.run(['journeys', 'import', source, '--yes', '--resume', report, '--json'], api(existing));

    expect(resumed.code).toBe(EXIT.done);
    expect(resumed.requests).toEqual([]);
    expect(JSON.parse(resumed.stdout).rows.map((r: { state: string }) => r.state)).toEqual(['done_before', 'done_before']);
    expect(resumed.stderr).toContain('Nothing left to create after the earlier run; every row is done.');
  });

  it('exits 1 for a file with no row it can import, sending nothing', async () => {
    const source = await file(
      'unusable.csv',
      ['Company ID,Type,Start date,End date', 'acme,cart_abandoner,2026-06-01,2026-06-22', '3,purchaser,,2026-06-22'].join('\n'),
    );

    const result = await cli.run(['journeys', 'import', source, '--yes', '--json'], api(new Set()));

    expect(result.code).toBe(EXIT.failed);
    expect(result.requests).toEqual([]);
    expect(JSON.parse(result.stdout).rows.map((r: { state: string }) => r.state)).toEqual(['skipped', 'skipped']);
    expect(result.stderr).toContain(`No row of ${source} can be imported: each needs company_id, journey_type, start_date and end_date.`);
  });

  it('needs --yes off a terminal', async () => {
    const source = await file('yes.csv', SHEET);
    const result = await cli.run(['journeys', 'import', source], api(new Set()));
    expect(result.code).toBe(EXIT.usage);
    expect(result.requests).toEqual([]);
  });
});

describe('journeys archive-old', () => {
  it('says how many and which on --dry-run, archives with --yes, and prints the count with --json', async () => {
    const dry = await cli.run(['journeys', 'archive-old', '--dry-run'], api(new Set()));
    expect(dry.code).toBe(EXIT.done);
    expect(dry.requests.map((r) => r.method)).toEqual(['GET']);
    expect(dry.requests[0]!.query).toMatchObject({ old: 'true' });
    expect(dry.stderr).toContain('Would archive 1 journey');

    const refused = await cli.run(['journeys', 'archive-old'], api(new Set()));
    expect(refused.code).toBe(EXIT.usage);

    const done = await cli.run(['journeys', 'archive-old', '--yes', '--json'], api(new Set(), 5));
    expect(JSON.parse(done.stdout)).toEqual({ archived: 5, ended_before: '2026-05-12' });
  });
});

describe('journeys list', () => {
  const listed = (request: StubRequest, response: Parameters<typeof sendJson>[0]) => {
    if (request.method !== 'GET' || request.path !== '/api/v3/journeys') return false;
    const journeys = [
      journeyResource('31', { company_id: 7, company_name: 'Acme Outfitters', type: 'purchaser', start_date: '2026-05-12T00:00:00.000Z' }),
      journeyResource('32', { company_id: 9, company_name: 'Harbor Freight', type: 'purchaser', start_date: '2026-05-12T00:00:00.000Z' }),
    ];
    return sendJson(response, 200, { data: journeys, meta: { page: 1, size: 25, total: 2, pages: 1 } });
  };

  it('searches company names and inboxes with --q, and tells the journeys apart by their company', async () => {
    const result = await cli.run(['journeys', 'list', '--q', 'persona.417@', '--type', 'purchaser', '--no-old'], listed);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests[0]?.query).toMatchObject({ q: 'persona.417@', type: 'purchaser', old: 'false' });
    expect(result.stdout).toMatch(/31\s+Acme Outfitters\s+purchaser/);
    expect(result.stdout).toMatch(/32\s+Harbor Freight\s+purchaser/);
  });

  it('offers each filter of the list as a flag in its help', async () => {
    const result = await cli.run(['journeys', 'list', '--help'], () => false);

    expect(result.stdout).toContain('--q <text>');
    expect(result.stdout).toContain('company name or inbox (email address) contains the text');
    expect(result.stdout).toContain('--company-id <id>');
  });
});
