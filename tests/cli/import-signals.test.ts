import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../support/csv';
import { startEnrichmentStub, type EnrichmentStub } from '../support/enrichment-stub';
import { startLiveTrackctl, type LiveTrackctl } from '../support/live-trackctl';
import { repoRoot } from '../support/repo-root';
import { onTerminal } from '../support/terminal';
import { trackctlEntry } from '../support/trackctl';
import { startWatchingProxy, type WatchingProxy } from '../support/watching-proxy';

// The other ways an import is stopped, as operators meet them: `timeout` and systemd send SIGTERM,
// a closed terminal SIGHUP, an impatient one kill -9, and a user Ctrl+C on a terminal right after
// answering the y/N prompt (where Ink's signal-exit handler once turned it into an immediate death).
// trackctl runs as a process of its own against a live server, through a proxy that says when the
// answer to its first batch call has gone back; a real signal then stops it.

/** Rows in each file: 20 batch calls of 100, four at a time, so that most are never sent. */
const ROWS = 2_000;
const JOURNEY_COMPANIES = 20;
const FIRST_ANSWER_TIMEOUT_MS = 30_000;
const PAGE_SIZE = 250;
const JOURNEYS_BATCH = '/api/v3/admin/journeys/batch';

let enrichment: EnrichmentStub;
let live: LiveTrackctl;
let proxy: WatchingProxy;
let companyIds: string[];

beforeAll(async () => {
  enrichment = await startEnrichmentStub();
  live = await startLiveTrackctl({ env: { ENRICHMENT_API_URL: enrichment.urlTemplate, ENRICHMENT_ALLOW_PRIVATE_NETWORKS: 'true' } });
  proxy = await startWatchingProxy(live.server.url);
  const companies = Array.from({ length: JOURNEY_COMPANIES }, (_, i) => ({
    domain_name: `signalled-${i}.example`,
    name: `Signalled ${i}`,
  }));
  const created = await live.api('POST', '/v3/admin/companies/batch', { companies });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  companyIds = (created.body as { results: { company_id: string }[] }).results.map((r) => r.company_id);
});
afterAll(async () => {
  await proxy?.stop();
  await live?.stop();
  await enrichment?.stop();
});

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const allRowNumbers = Array.from({ length: ROWS }, (_, i) => String(i + 2));

/** A journeys file of ROWS rows whose journeys start in `year`: each test's journeys are its own. */
async function journeysFile(name: string, year: number): Promise<{ source: string; journeys: string[] }> {
  const journeys = Array.from({ length: ROWS }, (_, i) => {
    const start = Date.UTC(year, 0, 1 + Math.floor(i / JOURNEY_COMPANIES));
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    return [companyIds[i % JOURNEY_COMPANIES], 'cart_abandoner', day(start), day(start + 21 * 86_400_000)].join(',');
  });
  const source = path.join(live.home, name);
  await writeFile(source, ['company_id,journey_type,start_date,end_date', ...journeys, ''].join('\n'));
  return { source, journeys };
}

async function report(at: string): Promise<Record<string, string>[]> {
  const [header = [], ...rows] = parseCsv(await readFile(at, 'utf8'));
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

/** The journeys of `year` on the server, as `company,type,start,end`. */
async function serverJourneys(year: number): Promise<string[]> {
  const found: string[] = [];
  for (const id of companyIds) {
    for (let page = 1; ; page += 1) {
      const listed = await live.api('GET', `/v3/journeys?company_id=${id}&size=${PAGE_SIZE}&page=${page}`);
      expect(listed.status).toBe(200);
      const { data, meta } = listed.body as {
        data: { attributes: { company_id: number; type: string; start_date: string; end_date: string } }[];
        meta: { pages: number };
      };
      for (const { attributes: a } of data)
        if (a.start_date.startsWith(String(year)))
          found.push([a.company_id, a.type, a.start_date.slice(0, 10), a.end_date.slice(0, 10)].join(','));
      if (page >= meta.pages) break;
    }
  }
  return found.sort();
}

const journeyOf = (r: Record<string, string>) => [r.company_id, r.journey_type, r.start_date, r.end_date].join(',');

async function trackctlEnv() {
  return { PATH: process.env.PATH, NO_COLOR: '1', ...live.env, TRACKCTL_API_URL: proxy.url, TRACKCTL_TOKEN: await live.token() };
}

/** Starts trackctl through the proxy as a script does (no terminal); `exited` is the status a shell gives. */
async function start(args: readonly string[]) {
  const child = spawn(process.execPath, [trackctlEntry, ...args], {
    cwd: repoRoot,
    env: await trackctlEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
  });
  return { child, output, exited };
}

/** Waits for `event`, failing when trackctl ends first or it takes too long. */
async function before<T>(event: Promise<T>, exited: Promise<unknown>, what: string, said: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`No ${what}:\n${said()}`)), FIRST_ANSWER_TIMEOUT_MS)),
  );
  const ended = exited.then(() => {
    throw new Error(`trackctl ended before ${what}:\n${said()}`);
  });
  try {
    return await Promise.race([event, ended, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

describe('journeys import stopped by a signal other than Ctrl+C', () => {
  for (const [signal, year] of [
    ['SIGTERM', 2041],
    ['SIGHUP', 2042],
  ] as const) {
    it(`${signal} stops it as the first Ctrl+C does: the rows in flight finish and the report says what happened to each`, async () => {
      const { source, journeys } = await journeysFile(`${signal}.csv`, year);
      const reportFile = path.join(live.home, `${signal}-report.csv`);
      const firstAnswer = proxy.answered('POST', JOURNEYS_BATCH);
      const run = await start(['journeys', 'import', source, '--yes', '--no-archive-old', '--report', reportFile]);
      try {
        await before(firstAnswer, run.exited, 'answer to the first batch', () => run.output.stderr);
        run.child.kill(signal);
        const status = await run.exited;

        expect(status, run.output.stderr).toBe(128 + os.constants.signals[signal]);
        const rows = await report(reportFile);
        expect(rows.map((r) => r.row)).toEqual(allRowNumbers);
        expect(rows.map(journeyOf)).toEqual(journeys);
        const added = rows.filter((r) => r.state === 'added');
        const stopped = rows.filter((r) => r.state !== 'added');
        expect(added.length).toBeGreaterThanOrEqual(100);
        expect(stopped.length).toBeGreaterThanOrEqual(ROWS / 2);
        expect(new Set(stopped.map((r) => `${r.state}: ${r.error}`))).toEqual(new Set([`not_added: stopped before it ran (${signal})`]));
        expect(run.output.stderr).toContain(`Stopped by ${signal}. Created ${plural(added.length, 'journey', 'journeys')}`);
        expect(await serverJourneys(year)).toEqual(added.map(journeyOf).sort());
      } finally {
        run.child.kill('SIGKILL');
      }
    });
  }
});

describe('journeys import killed with kill -9', () => {
  it('leaves a report of the rows settled so far, and --resume finishes the rest without creating any twice', async () => {
    const year = 2043;
    const { source, journeys } = await journeysFile('killed.csv', year);
    const reportFile = path.join(live.home, 'killed-report.csv');
    const run = await start(['journeys', 'import', source, '--yes', '--no-archive-old', '--report', reportFile]);
    try {
      // Killed once the report holds the first batch's rows: they reached the file as they settled.
      const settled = (async () => {
        for (;;) {
          const text = await readFile(reportFile, 'utf8').catch(() => '');
          if (text.split('\n').filter((l) => l.includes(',added,')).length >= 100) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      await before(settled, run.exited, 'report of the first batch', () => run.output.stderr);
      run.child.kill('SIGKILL');
      expect(await run.exited).toBe(137);
    } finally {
      run.child.kill('SIGKILL');
    }
    const left = await report(reportFile);
    const addedBefore = left.filter((r) => r.state === 'added');
    expect(addedBefore.length).toBeGreaterThanOrEqual(100);
    expect(addedBefore.length).toBeLessThan(ROWS);

    const resumedFile = path.join(live.home, 'killed-report-2.csv');
    const resumed = await live.run([
      'journeys',
      'import',
      source,
      '--yes',
      '--no-archive-old',
      '--resume',
      reportFile,
      '--report',
      resumedFile,
    ]);

    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stderr).toContain('every row is done.');
    const rows = await report(resumedFile);
    expect(rows.map((r) => r.row)).toEqual(allRowNumbers);
    const doneBefore = new Set(addedBefore.map((r) => r.row));
    // Rows the server created after the last line reached the file are found there, not created again.
    expect(
      rows.map((r) => (doneBefore.has(r.row) ? r.state === 'done_before' : ['added', 'already_there'].includes(r.state ?? ''))),
    ).toEqual(rows.map(() => true));
    expect(await serverJourneys(year)).toEqual([...journeys].sort());
  });
});

describe('journeys import on a terminal', () => {
  it('a Ctrl+C after answering the prompt stops it (exit 130) with its report and summary', async () => {
    const year = 2044;
    const { source } = await journeysFile('prompted.csv', year);
    const reportFile = path.join(live.home, 'prompted-report.csv');
    const firstAnswer = proxy.answered('POST', JOURNEYS_BATCH);
    const terminal = onTerminal(['journeys', 'import', source, '--no-archive-old', '--report', reportFile], { env: await trackctlEnv() });
    try {
      await terminal.shows(`Create ${plural(ROWS, 'journey', 'journeys')}? (y/N)`);
      terminal.press('y\r');
      await before(firstAnswer, terminal.exited, 'answer to the first batch', () => terminal.screen);
      // The prompt is gone, so the terminal is no longer raw: Ctrl+C is a real SIGINT to trackctl.
      terminal.press('\x03');

      expect(await terminal.exited, terminal.screen).toBe(130);
      await terminal.shows('Stopped by Ctrl+C. Created ');
      const rows = await report(reportFile);
      expect(rows.map((r) => r.row)).toEqual(allRowNumbers);
      const added = rows.filter((r) => r.state === 'added');
      expect(added.length).toBeGreaterThanOrEqual(100);
      expect(added.length).toBeLessThan(ROWS);
      expect(await serverJourneys(year)).toEqual(added.map(journeyOf).sort());
    } finally {
      terminal.stop();
    }
  });

  it('asks to archive the old journeys and create only those the server lacks; Ctrl+C there cancels it (exit 130)', async () => {
    const year = 2045;
    const { source, journeys } = await journeysFile('cancelled.csv', year);
    // One journey ended long ago (archive-old would archive it), and the file's first row is there already.
    const [company = '', type = '', start = '', end = ''] = journeys[0]!.split(',');
    for (const journey of [
      { company_id: Number(company), journey_type: 'custom', start_date: '2020-01-06', end_date: '2020-01-27' },
      { company_id: Number(company), journey_type: type, start_date: start, end_date: end },
    ]) {
      const created = await live.api('POST', '/v3/admin/journeys', journey);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const terminal = onTerminal(['journeys', 'import', source], { env: await trackctlEnv() });
    try {
      await terminal.shows(
        `Archive 1 old journey, then create ${plural(ROWS - 1, 'journey', 'journeys')}? (1 journey is already there) (y/N)`,
      );
      terminal.press('\x03');

      expect(await terminal.exited, terminal.screen).toBe(130);
      await terminal.shows('Cancelled.');
      expect(await serverJourneys(year)).toEqual([journeys[0]]);
      const old = await live.api('GET', '/v3/journeys?old=true&size=1');
      expect((old.body as { meta: { total: number } }).meta.total).toBe(1);
    } finally {
      terminal.stop();
    }
  });
});
