// Measures the companies list, 10,000-row journey and company imports and the CSV export through the real app (app.inject), on a fresh
// PGlite with the demo data, and, when DATABASE_URL is set, on a scratch database created on that
// PostgreSQL server and dropped afterwards (the database DATABASE_URL names is never written).
//
//   npm run bench -w @tracker/server
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -w @tracker/server
//
// With --scale it measures the list and search endpoints against a seeded database instead
// (scale/run-scale.ts): DATABASE_URL=postgres://.../tracker_scale npm run bench -- --scale
// With --smtp it sends mail to the SMTP listener instead (smtp/run-smtp.ts): npm run bench -- --smtp
// With --suggestions it measures classification suggestions alone (suggestions/run-suggestions.ts), which it also does last
// It first measures platform detection's accuracy on the labelled messages (platforms/platform-detection.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ApiError,
  BULK_BATCH_SIZE,
  BULK_CONCURRENCY,
  BULK_LOOKUP_BATCH_SIZE,
  COMPANY_EXPORT_LIMIT,
  COMPANY_IMPORT_DEFAULTS,
  companyCreateInputs,
  companyCreatePlan,
  companyCreateRows,
  companyImportLookupPlan,
  companyImportLookupRows,
  countRows,
  createRows,
  guessJourneyImportColumns,
  JOURNEY_TYPES,
  journeyImportInputs,
  journeyImportPlan,
  journeyImportRows,
  parseBulkInput,
  runBulk,
  selectableRows,
  type CompanyImportInput,
} from '@tracker/core';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openTestDatabase, type TestDatabase } from '../src/testing/test-database';
import type { EnrichmentProvider } from '../src/enrichment';
import { createMemoryMailer } from '../src/testing/memory-mailer';
import { seedDatabase } from '../src/seed/seed';
import { runScaleBench } from './scale/run-scale';
import { runSmtpBench } from './smtp/run-smtp';
import { runSuggestionsBench } from './suggestions/run-suggestions';
import { benchPlatformDetection, platformVerdict } from './platforms/platform-detection';

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
  return {
    engine,
    measure,
    n: times.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1]!,
    note,
  };
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

const rate = (rows: number, ms: number) => `${Math.round(rows / (ms / 1000))} rows/s`;

/** A request through the app that must answer `status`, as the clients' typed calls would check it. */
async function call(
  app: FastifyInstance,
  cookie: string,
  request: { method: 'GET' | 'POST'; url: string; payload?: object },
  status: number,
) {
  const response = await app.inject({ ...request, headers: { cookie } });
  if (response.statusCode !== status)
    throw ApiError.fromResponse(response.statusCode, response.json(), undefined, response.headers['retry-after']?.toString());
  return response.json();
}

/**
 * Journey import of a 10,000-row sheet against the server: reading it (core's parser and rules, what
 * the browser's worker and trackctl run) and creating the journeys in batch calls of BULK_BATCH_SIZE
 * rows, BULK_CONCURRENCY calls at a time, as the screen and trackctl do. Goal: the creates in under 10 s.
 */
async function journeyImport(engine: string, app: FastifyInstance, cookie: string): Promise<Row[]> {
  const found = (await app.inject({ method: 'GET', url: '/api/v3/admin/companies?q=bench-1.example', headers: { cookie } })).json()
    .data as Array<{ id: string }>;
  const firstId = found[0]?.id;
  if (firstId === undefined) throw new Error('The bench companies are missing');
  const lines = ['company_id,journey_type,start_date,end_date'];
  for (let i = 0; i < IMPORT_ROWS; i++)
    lines.push(
      `${Number(firstId) + (i % 5000)},${JOURNEY_TYPES[i % JOURNEY_TYPES.length]},2026-0${1 + (i % 9)}-01,2026-0${1 + (i % 9)}-22`,
    );
  const bytes = new TextEncoder().encode(lines.join('\n'));
  const [parseMs, inputs] = await timed(async () => {
    const cells = await parseBulkInput(bytes, { name: 'journeys.csv' });
    const { headerRow, columns } = guessJourneyImportColumns(cells);
    return journeyImportInputs(cells, columns, headerRow).inputs;
  });
  if (inputs.length !== IMPORT_ROWS) throw new Error(`Read ${inputs.length} journey rows of ${IMPORT_ROWS}`);
  const plan = journeyImportPlan(async (body) =>
    call(app, cookie, { method: 'POST', url: '/api/v3/admin/journeys/batch', payload: body }, 200),
  );
  const [runMs, result] = await timed(() => runBulk(plan, createRows(journeyImportRows, inputs), { concurrency: BULK_CONCURRENCY }));
  const added = result.rows.filter((r) => r.state === 'added' && !r.result?.existed).length;
  if (added !== IMPORT_ROWS) throw new Error(`Added ${added} journeys of ${IMPORT_ROWS}`);
  return [
    summarise(engine, 'journey import: read 10,000 rows', [parseMs], 'CSV, columns guessed, rows checked'),
    summarise(
      engine,
      'journey import: create 10,000',
      [runMs],
      `${BULK_BATCH_SIZE} rows a call, ${BULK_CONCURRENCY} calls at a time; ${rate(IMPORT_ROWS, runMs)}`,
    ),
  ];
}

/** Every fifth row of the company import is a domain the database does not know. */
const NEW_COMPANY_EVERY = 5;

/**
 * Enrichment that knows every domain and answers at once, in-process: the company import's lookups
 * of unknown domains need a candidate, and the bench must neither reach the network nor time it.
 */
const offlineEnrichment: EnrichmentProvider = {
  enrich: async (domain) => ({ domain, name: `Found ${domain}`, url: `https://${domain}`, technologies: [], tags: ['Bench'] }),
};

/**
 * Company import of 10,000 domains against the server, on the bench companies the journey import
 * gave journeys (so their healths vary): looking each up
 * (core's plan, as the screen and trackctl run it: batch calls of BULK_LOOKUP_BATCH_SIZE rows,
 * BULK_CONCURRENCY calls at a time; a fifth unknown, so enriched) and creating or updating the
 * importable ones with an email_subscriber journey in calls of BULK_BATCH_SIZE.
 * Goal: the lookups and creates together in under 10 s.
 */
async function companyImport(engine: string, app: FastifyInstance, cookie: string): Promise<Row[]> {
  const inputs: CompanyImportInput[] = Array.from({ length: IMPORT_ROWS }, (_, i) => ({
    row: i + 2,
    value: i % NEW_COMPANY_EVERY === NEW_COMPANY_EVERY - 1 ? `import-new-${i}.example` : `bench-${i + 1}.example`,
    name: null,
  }));
  const options = COMPANY_IMPORT_DEFAULTS;
  const lookupPlan = companyImportLookupPlan(
    async (body) => call(app, cookie, { method: 'POST', url: '/api/v3/admin/companies/lookups', payload: body }, 200),
    options,
  );
  const [lookupMs, lookups] = await timed(() =>
    runBulk(lookupPlan, createRows(companyImportLookupRows, inputs), { concurrency: BULK_CONCURRENCY }),
  );
  const looked = countRows(companyImportLookupRows, lookups.rows);
  if (looked.new !== IMPORT_ROWS / NEW_COMPANY_EVERY || looked.found + looked.new !== IMPORT_ROWS) {
    throw new Error(`Lookups ended as ${JSON.stringify(looked)}`);
  }
  const creates = companyCreateInputs(lookups.rows, selectableRows(lookups.rows, options.stateFilter), options);
  const createPlan = companyCreatePlan(async (body) =>
    call(app, cookie, { method: 'POST', url: '/api/v3/admin/companies/batch', payload: body }, 200),
  );
  const [createMs, created] = await timed(() =>
    runBulk(createPlan, createRows(companyCreateRows, creates), { concurrency: BULK_CONCURRENCY }),
  );
  const states = countRows(companyCreateRows, created.rows);
  if (states.created !== looked.new || states.created + states.updated !== creates.length)
    throw new Error(`Creates ended as ${JSON.stringify(states)}`);
  return [
    summarise(
      engine,
      'company import: look up 10,000',
      [lookupMs],
      `${looked.found} found, ${looked.new} new (enriched in-process); ${rate(IMPORT_ROWS, lookupMs)}`,
    ),
    summarise(
      engine,
      `company import: create ${creates.length.toLocaleString('en')}`,
      [createMs],
      `${states.created} created, ${states.updated} updated, a journey each; ${rate(creates.length, createMs)}`,
    ),
    summarise(
      engine,
      'company import: look up and create',
      [lookupMs + createMs],
      `${BULK_LOOKUP_BATCH_SIZE} rows a lookup call, ${BULK_BATCH_SIZE} a create call, ${BULK_CONCURRENCY} calls at a time; goal under 10 s`,
    ),
  ];
}

async function benchEngine(engine: string, database: TestDatabase): Promise<Row[]> {
  const webDist = mkdtempSync(path.join(tmpdir(), 'tracker-bench-'));
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', TRACKER_WEB_DIST: webDist }),
    db: database.db,
    logger: false,
    mailer: createMemoryMailer(),
    enrichment: offlineEnrichment,
  });
  try {
    const [seedMs] = await timed(() =>
      seedDatabase(database.db, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, demoData: true }),
    );
    const signIn = await app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    const session = signIn.cookies.find((c) => c.name === 'tracker_session') ?? signIn.cookies[0];
    if (!session) throw new Error(`Sign-in failed: ${signIn.body}`);
    const cookie = `${session.name}=${session.value}`;
    const rows: Row[] = [];

    rows.push(
      summarise(
        engine,
        'list, demo data, fresh',
        await listLatency(app, cookie),
        `${LIST_QUERIES.length} filter combos; seed ${Math.round(seedMs)} ms`,
      ),
    );
    // PGlite has no autovacuum: until something runs ANALYZE, its planner works without statistics.
    await database.db.execute(sql`analyze`);
    rows.push(summarise(engine, 'list, demo data, analyzed', await listLatency(app, cookie), '300 companies'));

    const [insertMs] = await timed(() =>
      database.db.execute(sql`insert into companies (name, domain_name, good_fit, tracked_count, created_at)
        select 'Bench ' || lpad(n::text, 5, '0'), 'bench-' || n || '.example', n % 3 = 0, n % 50, now() - n * interval '1 minute'
        from generate_series(1, 10000) as n`),
    );
    await database.db.execute(sql`analyze`);
    rows.push(
      summarise(engine, 'list, 10,300 companies', await listLatency(app, cookie), `after inserting 10,000 (${Math.round(insertMs)} ms)`),
    );

    rows.push(...(await journeyImport(engine, app, cookie)));

    const exportTimes: number[] = [];
    let note = '';
    for (let i = 0; i < EXPORT_RUNS; i++) {
      const [ms, response] = await timed(() => app.inject({ method: 'GET', url: '/api/v3/admin/companies/export', headers: { cookie } }));
      const lines = response.body.split('\r\n').length - 2;
      if (response.statusCode !== 200 || lines !== COMPANY_EXPORT_LIMIT)
        throw new Error(`Export answered ${response.statusCode} with ${lines} rows`);
      note = `${lines} rows of ${response.headers['x-total-count']}, ${(response.body.length / 1e6).toFixed(1)} MB`;
      exportTimes.push(ms);
    }
    rows.push(summarise(engine, 'export 9,999 rows (whole body)', exportTimes, note));
    // Last, so the figures above stay those of the 10,300 companies they always measured.
    rows.push(...(await companyImport(engine, app, cookie)));
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
  const line = (values: string[]) =>
    `| ${values.map((v, i) => (i >= 2 && i <= 5 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const engines: Array<[string, string | undefined]> = [
    ['PGlite', undefined],
    ...(serverUrl ? [['PostgreSQL', serverUrl] as [string, string]] : []),
  ];
  const rows: Row[] = [];
  // Platform detection and authentication need no database: measured once, on the labelled messages.
  const platforms = await benchPlatformDetection();
  const verdict = platformVerdict(platforms);
  rows.push(summarise('-', 'platform detection, a message', platforms.detectMs, verdict.note));
  rows.push(summarise('-', 'authentication, DNS off, a message', platforms.authenticateMs, 'DKIM, SPF and DMARC with mailauth'));
  if (!verdict.met) process.exitCode = 1;
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
  await runSuggestionsBench();
}

if (process.argv.includes('--scale')) await runScaleBench();
else if (process.argv.includes('--smtp')) await runSmtpBench();
else if (process.argv.includes('--suggestions')) await runSuggestionsBench();
else await main();
