// Measures the companies list, a 10,000-row journey import and the CSV export through the real app (app.inject), on a fresh
// PGlite with the demo data, and, when DATABASE_URL is set, on a scratch database created on that
// PostgreSQL server and dropped afterwards (the database DATABASE_URL names is never written).
//
//   npm run bench -w @tracker/server
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -w @tracker/server
//
// With --scale it measures the list and search endpoints against a seeded database instead
// (scale/run-scale.ts): DATABASE_URL=postgres://.../tracker_scale npm run bench -- --scale
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ApiError,
  BULK_CONCURRENCY,
  COMPANY_EXPORT_LIMIT,
  createRows,
  guessJourneyImportColumns,
  JOURNEY_TYPES,
  journeyImportInputs,
  journeyImportPlan,
  journeyImportRows,
  parseBulkInput,
  runBulk,
} from '@tracker/core';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openTestDatabase, type TestDatabase } from '../src/db/test-database';
import { EnrichmentError } from '../src/enrichment';
import { createMemoryMailer } from '../src/mail/memory-mailer';
import { seedDatabase } from '../src/seed/seed';
import { runScaleBench } from './scale/run-scale';

const ADMIN_EMAIL = 'bench@tracker.example';
const ADMIN_PASSWORD = 'bench password 1234';
const LIST_REQUESTS = 50;
const EXPORT_RUNS = 3;

/** The filter combinations staff use most, cycled through the list requests. */
const LIST_QUERIES = [
  '',
  'q=juniper',
  'health=expired&journey_types=email_subscriber',
  'health=new&sort=created_at:desc',
  'good_fit=true&sort=tracked_count:desc',
  'tags=dtc,sms&current=true',
  'technologies=Klaviyo&company_type=brand&size=100',
  'q=.example&sort=domain_name:asc&page=3',
];

type Row = { engine: string; measure: string; n: number; p50: number; p95: number; max: number; note: string };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summarise(engine: string, measure: string, times: number[], note = ''): Row {
  const sorted = [...times].sort((a, b) => a - b);
  return { engine, measure, n: times.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1]!, note };
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

async function listLatency(app: FastifyInstance, cookie: string): Promise<number[]> {
  // Warm the query plans and the JIT first, as a running server would be.
  for (const query of LIST_QUERIES) await app.inject({ method: 'GET', url: `/api/v3/admin/companies?${query}`, headers: { cookie } });
  const times: number[] = [];
  for (let i = 0; i < LIST_REQUESTS; i++) {
    const query = LIST_QUERIES[i % LIST_QUERIES.length]!;
    const [ms, response] = await timed(() => app.inject({ method: 'GET', url: `/api/v3/admin/companies?${query}`, headers: { cookie } }));
    if (response.statusCode !== 200) throw new Error(`List ${query} answered ${response.statusCode}: ${response.body}`);
    times.push(ms);
  }
  return times;
}

const IMPORT_ROWS = 10_000;

/**
 * Journey import of a 10,000-row sheet against the server: reading it (core's parser and rules, what
 * the browser's worker and trackctl run) and creating the journeys BULK_CONCURRENCY at a time, as the
 * screen and trackctl do. Goal: the creates in under 10 s.
 */
async function journeyImport(engine: string, app: FastifyInstance, cookie: string): Promise<Row[]> {
  const found = (await app.inject({ method: 'GET', url: '/api/v3/admin/companies?q=bench-1.example', headers: { cookie } })).json().data as Array<{ id: string }>;
  const firstId = found[0]?.id;
  if (firstId === undefined) throw new Error('The bench companies are missing');
  const lines = ['company_id,journey_type,start_date,end_date'];
  for (let i = 0; i < IMPORT_ROWS; i++) lines.push(`${Number(firstId) + (i % 5000)},${JOURNEY_TYPES[i % JOURNEY_TYPES.length]},2026-0${1 + (i % 9)}-01,2026-0${1 + (i % 9)}-22`);
  const bytes = new TextEncoder().encode(lines.join('\n'));
  const [parseMs, inputs] = await timed(async () => {
    const cells = await parseBulkInput(bytes, { name: 'journeys.csv' });
    const { headerRow, columns } = guessJourneyImportColumns(cells);
    return journeyImportInputs(cells, columns, headerRow).inputs;
  });
  if (inputs.length !== IMPORT_ROWS) throw new Error(`Read ${inputs.length} journey rows of ${IMPORT_ROWS}`);
  const plan = journeyImportPlan(async (body) => {
    const response = await app.inject({ method: 'POST', url: '/api/v3/admin/journeys', headers: { cookie }, payload: body });
    if (response.statusCode !== 201) throw ApiError.fromResponse(response.statusCode, response.json());
    return response.json();
  });
  const [runMs, result] = await timed(() => runBulk(plan, createRows(journeyImportRows, inputs), { concurrency: BULK_CONCURRENCY }));
  const added = result.rows.filter((r) => r.state === 'added' && !r.result?.existed).length;
  if (added !== IMPORT_ROWS) throw new Error(`Added ${added} journeys of ${IMPORT_ROWS}`);
  return [
    summarise(engine, 'journey import: read 10,000 rows', [parseMs], 'CSV, columns guessed, rows checked'),
    summarise(engine, 'journey import: create 10,000', [runMs], `${BULK_CONCURRENCY} at a time; ${Math.round(IMPORT_ROWS / (runMs / 1000))} rows/s`),
  ];
}

async function benchEngine(engine: string, database: TestDatabase): Promise<Row[]> {
  const webDist = mkdtempSync(path.join(tmpdir(), 'tracker-bench-'));
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', TRACKER_WEB_DIST: webDist }),
    db: database.db,
    logger: false,
    mailer: createMemoryMailer(),
    enrichment: { enrich: async () => Promise.reject(new EnrichmentError('unreachable', 'Not used by the bench')) },
  });
  try {
    const [seedMs] = await timed(() => seedDatabase(database.db, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, demoData: true }));
    const signIn = await app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    const session = signIn.cookies.find((c) => c.name === 'tracker_session') ?? signIn.cookies[0];
    if (!session) throw new Error(`Sign-in failed: ${signIn.body}`);
    const cookie = `${session.name}=${session.value}`;
    const rows: Row[] = [];

    rows.push(summarise(engine, 'list, demo data, fresh', await listLatency(app, cookie), `${LIST_QUERIES.length} filter combos; seed ${Math.round(seedMs)} ms`));
    // PGlite has no autovacuum: until something runs ANALYZE, its planner works without statistics.
    await database.db.execute(sql`analyze`);
    rows.push(summarise(engine, 'list, demo data, analyzed', await listLatency(app, cookie), '300 companies'));

    const [insertMs] = await timed(() =>
      database.db.execute(sql`insert into companies (name, domain_name, good_fit, tracked_count, created_at)
        select 'Bench ' || lpad(n::text, 5, '0'), 'bench-' || n || '.example', n % 3 = 0, n % 50, now() - n * interval '1 minute'
        from generate_series(1, 10000) as n`),
    );
    await database.db.execute(sql`analyze`);
    rows.push(summarise(engine, 'list, 10,300 companies', await listLatency(app, cookie), `after inserting 10,000 (${Math.round(insertMs)} ms)`));

    rows.push(...(await journeyImport(engine, app, cookie)));

    const exportTimes: number[] = [];
    let note = '';
    for (let i = 0; i < EXPORT_RUNS; i++) {
      const [ms, response] = await timed(() => app.inject({ method: 'GET', url: '/api/v3/admin/companies/export', headers: { cookie } }));
      const lines = response.body.split('\r\n').length - 2;
      if (response.statusCode !== 200 || lines !== COMPANY_EXPORT_LIMIT) throw new Error(`Export answered ${response.statusCode} with ${lines} rows`);
      note = `${lines} rows of ${response.headers['x-total-count']}, ${(response.body.length / 1e6).toFixed(1)} MB`;
      exportTimes.push(ms);
    }
    rows.push(summarise(engine, 'export 9,999 rows (whole body)', exportTimes, note));
    return rows;
  } finally {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  }
}

function print(rows: Row[]): void {
  const header = ['engine', 'measure', 'n', 'p50 ms', 'p95 ms', 'max ms', 'note'];
  const cells = rows.map((r) => [r.engine, r.measure, String(r.n), r.p50.toFixed(1), r.p95.toFixed(1), r.max.toFixed(1), r.note]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: string[]) => `| ${values.map((v, i) => (i >= 2 && i <= 5 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const engines: Array<[string, string | undefined]> = [['PGlite', undefined], ...(serverUrl ? [['PostgreSQL', serverUrl] as [string, string]] : [])];
  const rows: Row[] = [];
  for (const [engine, url] of engines) {
    // openTestDatabase makes an in-memory PGlite, or a scratch database on the server it is pointed at.
    if (url) process.env.TEST_DATABASE_URL = url;
    else delete process.env.TEST_DATABASE_URL;
    const database = await openTestDatabase();
    try {
      console.error(`Benchmarking ${engine}...`);
      rows.push(...(await benchEngine(engine, database)));
    } finally {
      await database.dispose();
    }
  }
  print(rows);
}

if (process.argv.includes('--scale')) await runScaleBench();
else await main();
