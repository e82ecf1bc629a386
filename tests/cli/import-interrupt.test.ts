import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../support/csv';
import { startEnrichmentStub, type EnrichmentStub } from '../support/enrichment-stub';
import { startLiveTrackctl, type LiveTrackctl } from '../support/live-trackctl';
import { repoRoot } from '../support/repo-root';
import { trackctlEntry } from '../support/trackctl';
import { startWatchingProxy, type WatchingProxy } from '../support/watching-proxy';

// Ctrl+C in the imports as a user meets it: trackctl runs as a process of its own against the live
// server and gets a real SIGINT once the answer to its first batch call is back, while most rows
// are still to be sent. Its exit status, summary and report must say what the server did with each
// row, and a run resumed from that report finishes the rest, creating nothing twice. Off a terminal
// trackctl prints no progress, so a proxy in front of the server, adding no delay, tells the test
// when that first answer went back. Unknown domains are enriched by a local stub, never the internet.

/** Rows in each file: 20 batch calls of 100, four at a time, so that most are never sent. */
const ROWS = 2_000;
/** Companies the journey rows are spread over, each with no journey before the import. */
const JOURNEY_COMPANIES = 20;
/** How long the first batch call may take to be answered (a live server answers in far less). */
const FIRST_ANSWER_TIMEOUT_MS = 30_000;
const PAGE_SIZE = 250;

let enrichment: EnrichmentStub;
let live: LiveTrackctl;
let proxy: WatchingProxy;

beforeAll(async () => {
  enrichment = await startEnrichmentStub();
  live = await startLiveTrackctl({ env: { ENRICHMENT_API_URL: enrichment.urlTemplate, ENRICHMENT_ALLOW_PRIVATE_NETWORKS: 'true' } });
  proxy = await startWatchingProxy(live.server.url);
});
afterAll(async () => {
  await proxy?.stop();
  await live?.stop();
  await enrichment?.stop();
});

/** A file in trackctl's temporary HOME. */
async function file(name: string, lines: readonly string[]): Promise<string> {
  const at = path.join(live.home, name);
  await writeFile(at, `${lines.join('\n')}\n`);
  return at;
}

/** A report's rows as objects by its header. */
async function report(at: string): Promise<Record<string, string>[]> {
  const [header = [], ...rows] = parseCsv(await readFile(at, 'utf8'));
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

/** Every record of a list the API pages (`apiPath` has a query already). */
async function listAll<T>(apiPath: string): Promise<T[]> {
  const records: T[] = [];
  for (let page = 1; ; page += 1) {
    const listed = await live.api('GET', `${apiPath}&size=${PAGE_SIZE}&page=${page}`);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const { data, meta } = listed.body as { data: T[]; meta: { pages: number } };
    records.push(...data);
    if (page >= meta.pages) return records;
  }
}

/** `1 journey`, `1,900 journeys`: a count as trackctl's summary writes it. */
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The row numbers of a file of ROWS rows under a header line. */
const allRowNumbers = Array.from({ length: ROWS }, (_, i) => String(i + 2));

type Interrupted = { status: number; stdout: string; stderr: string };

/**
 * Runs trackctl through the proxy, as a script does (no terminal, TRACKCTL_API_URL and
 * TRACKCTL_TOKEN), and sends it SIGINT, as Ctrl+C would, once its first call to `batchPath` has
 * been answered. Its status is the one a shell gives: 128 + the signal's number when it dies of one.
 */
async function interruptAfterFirstBatch(args: readonly string[], batchPath: string): Promise<Interrupted> {
  const firstAnswer = proxy.answered('POST', batchPath);
  const env = { PATH: process.env.PATH, NO_COLOR: '1', ...live.env, TRACKCTL_API_URL: proxy.url, TRACKCTL_TOKEN: await live.token() };
  const child = spawn(process.execPath, [trackctlEntry, ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const timedOut = new Promise<'timed out'>((resolve) => (timer = setTimeout(resolve, FIRST_ANSWER_TIMEOUT_MS, 'timed out')));
    const first = await Promise.race([firstAnswer.then(() => 'answered' as const), exited.then(() => 'exited' as const), timedOut]);
    if (first !== 'answered') throw new Error(`trackctl ${first} before its first ${batchPath} call was answered:\n${stderr}`);
    child.kill('SIGINT');
    return { status: await exited, stdout, stderr };
  } finally {
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

describe('Ctrl+C in trackctl journeys import against a live server', () => {
  type ListedJourney = { id: string; attributes: { company_id: number; type: string; start_date: string; end_date: string } };
  let companyIds: string[];
  let source: string;
  let reportFile: string;
  /** Each row's journey as `company,type,start,end`, the way both the report and the API are read here. */
  let fileJourneys: string[];

  const journeyOf = (r: Record<string, string>) => [r.company_id, r.journey_type, r.start_date, r.end_date].join(',');
  /** The journeys of the import's companies as the API lists them, by id. */
  async function serverJourneys(): Promise<Map<string, string>> {
    const listed = (await Promise.all(companyIds.map((id) => listAll<ListedJourney>(`/v3/journeys?company_id=${id}`)))).flat();
    return new Map(
      listed.map(({ id, attributes: a }) => [id, [a.company_id, a.type, a.start_date.slice(0, 10), a.end_date.slice(0, 10)].join(',')]),
    );
  }

  beforeAll(async () => {
    const companies = Array.from({ length: JOURNEY_COMPANIES }, (_, i) => ({
      domain_name: `journey-import-${i}.example`,
      name: `Journey Import ${i}`,
    }));
    const created = await live.api('POST', '/v3/admin/companies/batch', { companies });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    companyIds = (created.body as { results: { company_id: string }[] }).results.map((r) => r.company_id);
    // Each company's journeys start on consecutive days of 2031: every row is a journey of its own,
    // and none has ended, so archive-old leaves them be.
    fileJourneys = Array.from({ length: ROWS }, (_, i) => {
      const start = Date.UTC(2031, 0, 1 + Math.floor(i / JOURNEY_COMPANIES));
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      return [companyIds[i % JOURNEY_COMPANIES], 'cart_abandoner', day(start), day(start + 21 * 86_400_000)].join(',');
    });
    source = await file('journeys.csv', ['company_id,journey_type,start_date,end_date', ...fileJourneys]);
    reportFile = path.join(live.home, 'journeys-report.csv');
  });

  it('stops sending rows, exits 130, and reports every row: those added exist on the server, those stopped do not', async () => {
    const run = await interruptAfterFirstBatch(
      ['journeys', 'import', source, '--yes', '--report', reportFile],
      '/api/v3/admin/journeys/batch',
    );

    expect(run.status, run.stderr).toBe(130);
    const rows = await report(reportFile);
    expect(rows.map((r) => r.row)).toEqual(allRowNumbers);
    expect(rows.map(journeyOf)).toEqual(fileJourneys);
    const added = rows.filter((r) => r.state === 'added');
    const stopped = rows.filter((r) => r.state !== 'added');
    // The first batch was answered before the signal; the four calls at a time cannot have sent the rest.
    expect(added.length).toBeGreaterThanOrEqual(100);
    expect(stopped.length).toBeGreaterThanOrEqual(ROWS / 2);
    expect(new Set(stopped.map((r) => `${r.state}: ${r.error}`))).toEqual(new Set(['not_added: stopped before it ran (Ctrl+C)']));
    expect(run.stderr).toContain(
      `Stopped by Ctrl+C. Created ${plural(added.length, 'journey', 'journeys')}; ${plural(stopped.length, 'row is', 'rows are')} not done.`,
    );
    expect(run.stderr).toContain(`Run again with --resume ${reportFile}: nothing is created twice.`);
    const onServer = await serverJourneys();
    expect([...onServer.keys()].sort()).toEqual(added.map((r) => r.journey_id).sort());
    expect([...onServer.values()].sort()).toEqual(added.map(journeyOf).sort());
  });

  it('finishes the rest when resumed from the report (exit 0), creating no journey twice', async () => {
    const first = await report(reportFile);
    const stoppedBefore = first.filter((r) => r.state !== 'added').length;
    const resumed = path.join(live.home, 'journeys-report-2.csv');

    const result = await live.run(['journeys', 'import', source, '--yes', '--resume', reportFile, '--report', resumed]);

    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(`Created ${plural(stoppedBefore, 'journey', 'journeys')}; every row is done.`);
    const rows = await report(resumed);
    expect(rows.map((r) => [r.row, r.state])).toEqual(first.map((r) => [r.row, r.state === 'added' ? 'done_before' : 'added']));
    const onServer = await serverJourneys();
    expect(onServer.size).toBe(ROWS);
    expect([...onServer.values()].sort()).toEqual([...fileJourneys].sort());
  });
});

describe('Ctrl+C in trackctl companies import against a live server', () => {
  type ListedCompany = { id: string; attributes: { domain_name: string } };
  type ListedJourney = { attributes: { company_id: number } };
  const domains = Array.from({ length: ROWS }, (_, i) => `interrupted-brand-${i}.example`);
  let source: string;
  let reportFile: string;

  /** The companies of the file on the server, as `id domain`. */
  const serverCompanies = async () =>
    (await listAll<ListedCompany>('/v3/admin/companies?q=interrupted-brand-')).map((c) => `${c.id} ${c.attributes.domain_name}`);
  /** The companies that have an email_subscriber journey, once per journey: only this import starts them. */
  const companiesWithJourneys = async () =>
    (await listAll<ListedJourney>('/v3/journeys?type=email_subscriber')).map((j) => String(j.attributes.company_id));

  beforeAll(async () => {
    source = await file('brands.csv', ['Brand,Website', ...domains.map((domain, i) => `Interrupted Brand ${i},${domain}`)]);
    reportFile = path.join(live.home, 'brands-report.csv');
  });

  it('stops sending creates, exits 130, and reports every row: the companies created exist with their journey, those stopped do not', async () => {
    const run = await interruptAfterFirstBatch(
      ['companies', 'import', source, '--yes', '--report', reportFile],
      '/api/v3/admin/companies/batch',
    );

    expect(run.status, run.stderr).toBe(130);
    const rows = await report(reportFile);
    expect(rows.map((r) => [r.row, r.value])).toEqual(allRowNumbers.map((row, i) => [row, domains[i]]));
    const created = rows.filter((r) => r.state === 'created');
    const stopped = rows.filter((r) => r.state !== 'created');
    expect(created.length).toBeGreaterThanOrEqual(100);
    expect(stopped.length).toBeGreaterThanOrEqual(ROWS / 2);
    expect(new Set(created.map((r) => r.journeys))).toEqual(new Set(['email_subscriber']));
    expect(new Set(stopped.map((r) => `${r.state}: ${r.error}`))).toEqual(new Set(['stopped: stopped before it was created (Ctrl+C)']));
    expect(run.stderr).toContain(
      `Stopped by Ctrl+C. Created or updated ${plural(created.length, 'company', 'companies')} with ${plural(created.length, 'journey', 'journeys')}; ` +
        `${plural(stopped.length, 'row was', 'rows were')} not done (see the state column).`,
    );
    expect(run.stderr).toContain(`Run again with --resume ${reportFile}: rows done are skipped.`);
    expect((await serverCompanies()).sort()).toEqual(created.map((r) => `${r.company_id} ${r.value}`).sort());
    expect((await companiesWithJourneys()).sort()).toEqual(created.map((r) => r.company_id).sort());
  });

  it('finishes the rest when resumed from the report (exit 0), creating no company or journey twice', async () => {
    const first = await report(reportFile);
    const stoppedBefore = first.filter((r) => r.state !== 'created').length;
    const resumed = path.join(live.home, 'brands-report-2.csv');

    const result = await live.run(['companies', 'import', source, '--yes', '--resume', reportFile, '--report', resumed]);

    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      `Created or updated ${plural(stoppedBefore, 'company', 'companies')} with ${plural(stoppedBefore, 'journey', 'journeys')}; every row is done.`,
    );
    const rows = await report(resumed);
    expect(rows.map((r) => [r.row, r.state])).toEqual(first.map((r) => [r.row, r.state === 'created' ? 'done_before' : 'created']));
    const companies = await serverCompanies();
    expect(companies.map((c) => c.split(' ')[1]).sort()).toEqual([...domains].sort());
    expect((await companiesWithJourneys()).sort()).toEqual(companies.map((c) => c.split(' ')[0]).sort());
  });
});
