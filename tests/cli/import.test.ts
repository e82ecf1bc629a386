import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../support/csv';
import { startEnrichmentStub, type EnrichmentStub } from '../support/enrichment-stub';
import { startLiveTrackctl, type LiveTrackctl } from '../support/live-trackctl';

// The imports as a script runs them against the live server: every row ends in a state the report
// keeps, a run resumed from that report skips the rows done, and running a file again creates no
// journey twice. Unknown domains are enriched by a local stub, never the internet.

let enrichment: EnrichmentStub;
let live: LiveTrackctl;
/** The company the database knows before the import, with no journey yet. */
let knownId: string;

beforeAll(async () => {
  enrichment = await startEnrichmentStub();
  live = await startLiveTrackctl({ env: { ENRICHMENT_API_URL: enrichment.urlTemplate, ENRICHMENT_ALLOW_PRIVATE_NETWORKS: 'true' } });
  const known = await live.api('POST', '/v3/admin/companies', { domain_name: 'known-brand.example', name: 'Known Brand' });
  expect(known.status, JSON.stringify(known.body)).toBe(201);
  knownId = (known.body as { data: { id: string } }).data.id;
});
afterAll(async () => {
  await live?.stop();
  await enrichment?.stop();
});

/** A file in trackctl's temporary HOME. */
async function file(name: string, text: string): Promise<string> {
  const at = path.join(live.home, name);
  await writeFile(at, text);
  return at;
}

/** A report's rows as objects by its header. */
async function report(at: string): Promise<Record<string, string>[]> {
  const [header = [], ...rows] = parseCsv(await readFile(at, 'utf8'));
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

/** The company's journeys as the API lists them: [type, start day, end day]. */
async function journeysOf(companyId: string): Promise<string[][]> {
  const listed = await live.api('GET', `/v3/journeys?company_id=${companyId}&size=100`);
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  const { data } = listed.body as { data: { attributes: { type: string; start_date: string; end_date: string } }[] };
  return data.map(({ attributes: a }) => [a.type, a.start_date.slice(0, 10), a.end_date.slice(0, 10)]).sort();
}

describe('trackctl companies import against a live server', () => {
  const BRANDS =
    'Brand,Website,Notes\nFresh Outfitters,fresh-outfitters.example,\nKnown Brand,known-brand.example,\nNameless Label,,no site yet\n,,a note alone\n';
  let reportFile: string;
  let freshId: string;

  it('creates the new company and updates the known one, each with a journey, and reports every row (exit 3)', async () => {
    const source = await file('brands.csv', BRANDS);
    reportFile = path.join(live.home, 'brands-report.csv');

    const result = await live.run(['companies', 'import', source, '--yes', '--report', reportFile]);

    expect(result.code, result.stderr).toBe(3);
    expect(result.stderr).toContain('Created or updated 2 companies with 2 journeys; 2 rows were not done (see the state column).');
    expect(result.stderr).toContain(`again with --resume ${reportFile}`);
    const rows = await report(reportFile);
    expect(rows.map((r) => [r.row, r.value, r.state, r.journeys])).toEqual([
      ['2', 'fresh-outfitters.example', 'created', 'email_subscriber'],
      ['3', 'known-brand.example', 'updated', 'email_subscriber'],
      ['4', 'Nameless Label', 'not_found', ''],
      ['5', '', 'skipped', ''],
    ]);
    expect(rows[3]!.error).toBe('no domain or name');
    expect(rows[1]!.company_id).toBe(knownId);
    freshId = rows[0]!.company_id!;
    expect(enrichment.requests).toContain('fresh-outfitters.example');
    for (const id of [freshId, knownId]) expect((await journeysOf(id)).map(([type]) => type)).toEqual(['email_subscriber']);
  });

  it('skips the rows the report says are done when resumed, and looks the others up again', async () => {
    const source = path.join(live.home, 'brands.csv');
    const resumed = path.join(live.home, 'brands-report-2.csv');

    const result = await live.run(['companies', 'import', source, '--yes', '--resume', reportFile, '--report', resumed]);

    expect(result.code, result.stderr).toBe(3);
    expect(result.stderr).toContain('No row looked up is a company to import: nothing to create; 2 rows were not done');
    expect((await report(resumed)).map((r) => [r.row, r.state])).toEqual([
      ['2', 'done_before'],
      ['3', 'done_before'],
      ['4', 'not_found'],
      ['5', 'skipped'],
    ]);
    for (const id of [freshId, knownId]) expect(await journeysOf(id)).toHaveLength(1);
  });

  it('creates no journey twice when the file is run again in full, or twice at once', async () => {
    const source = path.join(live.home, 'brands.csv');
    const before = await Promise.all([freshId, knownId].map(journeysOf));

    const again = await live.run(['companies', 'import', source, '--yes', '--json']);
    const atOnce = await Promise.all([1, 2].map(() => live.run(['companies', 'import', source, '--yes', '--json'])));

    // Both companies now have a live journey: healthy, they need none, so there is nothing to create;
    // the row not found and the row skipped are still not done, as in the first run (exit 3).
    for (const run of [again, ...atOnce]) {
      expect(run.code, run.stderr).toBe(3);
      expect(run.stderr).toContain(
        'No selected company needs a journey of the checked types and healths: nothing to create; 2 rows were not done',
      );
      expect((JSON.parse(run.stdout) as { rows: { state: string }[] }).rows.map((r) => r.state)).toEqual([
        'found',
        'found',
        'not_found',
        'skipped',
      ]);
    }
    expect(await Promise.all([freshId, knownId].map(journeysOf))).toEqual(before);
  });

  it('exits 0 when the rows it imported are run again: nothing left to create is no failure', async () => {
    const source = await file(
      'brands-imported.csv',
      'Brand,Website\nFresh Outfitters,fresh-outfitters.example\nKnown Brand,known-brand.example\n',
    );
    const before = await Promise.all([freshId, knownId].map(journeysOf));

    const result = await live.run(['companies', 'import', source, '--yes']);

    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      'No selected company needs a journey of the checked types and healths: nothing to create; every row is done.',
    );
    expect(await Promise.all([freshId, knownId].map(journeysOf))).toEqual(before);
  });

  it('starts a journey once when two imports that both found a company new create it at once', async () => {
    const source = await file('twins.csv', 'Brand,Website\nTwin Goods,twin-goods.example\n');
    // Enrichment answers both lookups together, so each run finds the company new and creates it.
    enrichment.answerTogether = 2;

    const runs = await Promise.all([1, 2].map(() => live.run(['companies', 'import', source, '--yes', '--json']))).finally(
      () => (enrichment.answerTogether = 0),
    );

    const company = await live.run(['companies', 'show', 'twin-goods.example', '--json=id']);
    expect(company.code, company.stderr).toBe(0);
    const { id } = JSON.parse(company.stdout) as { id: string };
    expect(await journeysOf(id)).toHaveLength(1);
    // One run created the company and its journey; the other found both there, which is no failure.
    for (const run of runs) expect(run.code, run.stderr).toBe(0);
    const states = runs.map((run) =>
      (JSON.parse(run.stdout) as { rows: { state: string; journeys: string }[] }).rows.map((r) => [r.state, r.journeys]),
    );
    expect(states.sort()).toEqual([[['created', 'email_subscriber']], [['updated', '']]]);
    expect(runs.map((run) => run.stderr).find((stderr) => stderr.includes('already there'))).toContain(
      'Created or updated 1 company with 0 journeys (1 journey was already there); every row is done.',
    );
  });
});

describe('trackctl companies import checks locally what it can', () => {
  it('refuses random bytes named .xlsx (exit 2): nothing is read as text or sent', async () => {
    const source = path.join(live.home, 'random.xlsx');
    await writeFile(source, Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 97 + 13) % 256)));

    const result = await live.run(['companies', 'import', source, '--dry-run']);

    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain('This is not an .xlsx file');
    expect(result.stdout).toBe('');
  });

  it('refuses a --base-email-domain that is not a registration domain (exit 2), and takes one that is', async () => {
    const source = await file('one-brand.csv', 'domain\nknown-brand.example\n');

    const refused = await live.run(['companies', 'import', source, '--dry-run', '--base-email-domain', 'gmail.com']);
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toContain('--base-email-domain: gmail.com is not a registration domain; use one of inbox.tracker.example');

    const taken = await live.run(['companies', 'import', source, '--dry-run', '--base-email-domain', 'mail.tracker.example']);
    expect(taken.code, taken.stderr).toBe(0);
  });
});

describe('trackctl journeys import against a live server', () => {
  let source: string;
  let reportFile: string;

  beforeAll(async () => {
    source = await file(
      'journeys.csv',
      [
        'company_id,journey_type,start_date,end_date',
        `${knownId},cart_abandoner,2030-01-06,2030-01-27`,
        `${knownId},purchaser,2030-02-03,2030-02-24`,
        `${knownId},browse_abandoner,2030-03-03,`,
      ].join('\n'),
    );
    reportFile = path.join(live.home, 'journeys-report.csv');
  });

  it('says on --dry-run how many old journeys it would archive first, archiving and creating nothing', async () => {
    const company = await live.api('POST', '/v3/admin/companies', { domain_name: 'old-brand.example', name: 'Old Brand' });
    expect(company.status, JSON.stringify(company.body)).toBe(201);
    const oldId = (company.body as { data: { id: string } }).data.id;
    const ended = await live.api('POST', '/v3/admin/journeys', {
      company_id: Number(oldId),
      journey_type: 'custom',
      start_date: '2020-01-06',
      end_date: '2020-01-27',
    });
    expect(ended.status, JSON.stringify(ended.body)).toBe(201);
    const before = await journeysOf(knownId);

    const result = await live.run(['journeys', 'import', source, '--dry-run']);

    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('Would archive 1 old journey, then create 2 journeys; 1 row skipped (dry run: nothing changed).');
    const old = await live.api('GET', '/v3/journeys?old=true&size=1');
    expect((old.body as { meta: { total: number } }).meta.total).toBe(1);
    expect(await journeysOf(knownId)).toEqual(before);
  });

  it('creates the journey of each full row, and skips and reports the row missing a field (exit 3)', async () => {
    const result = await live.run(['journeys', 'import', source, '--yes', '--report', reportFile]);

    expect(result.code, result.stderr).toBe(3);
    expect(result.stderr).toContain('Created 2 journeys; 1 row is not done.');
    const rows = await report(reportFile);
    expect(rows.map((r) => [r.row, r.journey_type, r.state])).toEqual([
      ['2', 'cart_abandoner', 'added'],
      ['3', 'purchaser', 'added'],
      ['4', '', 'skipped'],
    ]);
    expect(rows[2]!.error).toContain('end_date');
    expect(rows.slice(0, 2).every((r) => /^\d+$/.test(r.journey_id ?? ''))).toBe(true);
    expect(await journeysOf(knownId)).toEqual([
      ['cart_abandoner', '2030-01-06', '2030-01-27'],
      ['email_subscriber', expect.any(String), expect.any(String)],
      ['purchaser', '2030-02-03', '2030-02-24'],
    ]);
  });

  it('creates nothing twice when run again: the journeys are already there (exit 3 for the skipped row)', async () => {
    const before = await journeysOf(knownId);
    const again = path.join(live.home, 'journeys-report-2.csv');

    const result = await live.run(['journeys', 'import', source, '--yes', '--report', again]);

    expect(result.code, result.stderr).toBe(3);
    // Looked up first: nothing is sent, and nothing old is archived for a run that creates nothing.
    expect(result.stderr).toContain('Nothing to create; 2 journeys are already there; 1 row skipped; 1 row is not done.');
    expect((await report(again)).map((r) => [r.row, r.state])).toEqual([
      ['2', 'already_there'],
      ['3', 'already_there'],
      ['4', 'skipped'],
    ]);
    expect(await journeysOf(knownId)).toEqual(before);
  });

  it('skips the rows the first report says are done when resumed from it', async () => {
    const before = await journeysOf(knownId);
    const resumed = path.join(live.home, 'journeys-report-3.csv');

    const result = await live.run(['journeys', 'import', source, '--yes', '--resume', reportFile, '--report', resumed, '--no-archive-old']);

    expect(result.code, result.stderr).toBe(3);
    expect((await report(resumed)).map((r) => [r.row, r.state])).toEqual([
      ['2', 'done_before'],
      ['3', 'done_before'],
      ['4', 'skipped'],
    ]);
    expect(result.stderr).toContain('Nothing left to create after the earlier run; 1 row is not done.');
    expect(await journeysOf(knownId)).toEqual(before);
  });

  it('exits 1 for a file with no row it can import, changing nothing', async () => {
    const unusable = await file(
      'journeys-unusable.csv',
      `company_id,journey_type,start_date,end_date\n${knownId},onboarding,2030-04-07,2030-04-28\n,purchaser,2030-05-05,2030-05-26\n`,
    );
    const before = await journeysOf(knownId);

    const result = await live.run(['journeys', 'import', unusable, '--yes']);

    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain(`No row of ${unusable} can be imported: each needs company_id, journey_type, start_date and end_date.`);
    expect(await journeysOf(knownId)).toEqual(before);
  });
});
