// `npm run bench -- --scale`: each list and search endpoint against the seeded database
// (`npm run seed:scale`), one client (p50/p95/p99) and 32 connections (requests/s), for the Tracker
// server and, on PostgreSQL, for a bare node:http + pg server replaying the very statements the
// Tracker server issued for that request. Both servers run in their own processes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { SESSION_COOKIE } from '@tracker/core';
import { buildApp } from '../../src/app';
import { hashPassword } from '../../src/auth/password';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { processCpuSeconds } from '../process-cpu';
import { backendsCpuBetween, databaseBackendsCpu } from './database-cpu';
import { explainPlans } from './explain-plans';
import { captureStatements, type CapturedStatement } from './capture-statements';
import { startBareServer, startTrackerServer, type ChildServer, type TrackerFrom } from './child-server';
import { cursorPath, scaleEndpoints, scaleSamples, type ScaleEndpoint, type ScaleSamples } from './endpoints';
import { latency, throughput, type Latency, type Throughput } from './load';

const BENCH_EMAIL = 'bench@tracker.example';
const BENCH_PASSWORD = 'bench password 1234';

/** CPU milliseconds a request cost under the 32 connections: the server's process and, where /proc sees them, the database's backends. */
type CpuPerRequest = { server: number | null; database: number | null };
type Measured = { latency: Latency; throughput: Throughput; cpu: CpuPerRequest };
type Result = { endpoint: ScaleEndpoint; total: string; tracker: Measured; bare?: Measured };

function trackerFrom(value: string | undefined): TrackerFrom {
  if (value === 'build' || value === 'sources') return value;
  throw new Error(`--from is build (the production bundle, the default) or sources (through tsx), not ${value}`);
}

function options() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'boolean' },
      requests: { type: 'string', default: '40' },
      warmup: { type: 'string', default: '5' },
      seconds: { type: 'string', default: '5' },
      'warmup-requests': { type: 'string', default: '1500' },
      'warmup-seconds': { type: 'string', default: '8' },
      from: { type: 'string', default: 'build' },
      connections: { type: 'string', default: '32' },
      only: { type: 'string' },
      explain: { type: 'boolean' },
    },
  });
  return {
    requests: Number(values.requests),
    warmup: Number(values.warmup),
    seconds: Number(values.seconds),
    warmupRequests: Number(values['warmup-requests']),
    warmupSeconds: Number(values['warmup-seconds']),
    from: trackerFrom(values.from),
    connections: Number(values.connections),
    only: values.only,
    explain: values.explain ?? false,
  };
}

/** Signs the bench's own admin in (creating it the first time) and captures each endpoint's statements. */
async function prepare(endpoints: ScaleEndpoint[], capture: boolean) {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const webDist = mkdtempSync(path.join(tmpdir(), 'tracker-bench-web-'));
  try {
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    await database.db.execute(sql`insert into users (email, name, user_role, password_hash, password_set_at)
      select ${BENCH_EMAIL}, 'Bench', 'admin', ${passwordHash}, now()
      where not exists (select 1 from users where lower(email) = ${BENCH_EMAIL})`);
    await database.db.execute(sql`update users set password_hash = ${passwordHash} where lower(email) = ${BENCH_EMAIL}`);
    const app = await buildApp({ config: { ...config, webDist }, db: database.db, logger: false });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/v1/sessions',
        payload: { email: BENCH_EMAIL, password: BENCH_PASSWORD },
      });
      const session = signIn.cookies.find((c) => c.name === SESSION_COOKIE);
      if (!session) throw new Error(`Sign-in failed: ${signIn.body}`);
      const cookie = `${SESSION_COOKIE}=${session.value}`;
      const statements: CapturedStatement[][] = [];
      const totals: string[] = [];
      // What signing the request in costs every endpoint: the statements of a request that only authenticates.
      const authStatements = capture
        ? await captureStatements(async () => void (await app.inject({ method: 'GET', url: '/api/v1/data', headers: { cookie } })))
        : [];
      const paths: string[] = [];
      for (const endpoint of endpoints) {
        const url = endpoint.after
          ? cursorPath(endpoint.path, (await app.inject({ method: 'GET', url: endpoint.after, headers: { cookie } })).body)
          : endpoint.path;
        paths.push(url);
        let body = '';
        let status = 0;
        const run = async () => {
          const response = await app.inject({ method: 'GET', url, headers: { cookie } });
          status = response.statusCode;
          body = response.body;
        };
        statements.push(capture ? await captureStatements(run) : (await run(), []));
        if (status !== 200) throw new Error(`${url} answered ${status}: ${body.slice(0, 300)}`);
        const meta = (JSON.parse(body) as { meta?: { total?: number; capped?: boolean; estimated?: boolean } }).meta;
        // "10000+" a lower bound, "~48213" the planner's estimate.
        totals.push(meta?.total === undefined ? '' : meta.estimated ? `~${meta.total}` : `${meta.total}${meta.capped ? '+' : ''}`);
      }
      return { cookie, paths, statements, totals, authTexts: new Set(authStatements.map((s) => s.text)), engine: database.engine };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(webDist, { recursive: true, force: true });
  }
}

async function measure(
  server: ChildServer,
  path: string,
  headers: Record<string, string>,
  o: ReturnType<typeof options>,
): Promise<Measured> {
  const target = { port: server.port, path, headers };
  // The same load, unmeasured, first, counted in requests: one client's times and the CPU a request
  // costs are then those of a server that has compiled the endpoint's code, as one serving it all day
  // has, not V8's work on its first thousand or so requests (which weighs on the Tracker server's much
  // larger code far more than on the bare server's). A time limit bounds it where requests are slow,
  // and there the compiler's share of a request is small anyway.
  if (o.warmupRequests > 0 && o.warmupSeconds > 0) await throughput(target, o.connections, o.warmupSeconds, o.warmupRequests);
  const measuredLatency = await latency(target, o.requests, o.warmup);
  const databaseUrl = process.env.DATABASE_URL;
  const [serverBefore, databaseBefore] = [processCpuSeconds(server.pid), databaseUrl ? await databaseBackendsCpu(databaseUrl) : null];
  const measuredThroughput = await throughput(target, o.connections, o.seconds);
  const [serverAfter, databaseAfter] = [processCpuSeconds(server.pid), databaseUrl ? await databaseBackendsCpu(databaseUrl) : null];
  const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, measuredThroughput.requests);
  return {
    latency: measuredLatency,
    throughput: measuredThroughput,
    cpu: {
      server: serverBefore === null || serverAfter === null ? null : perRequest(serverAfter - serverBefore),
      database: databaseBefore && databaseAfter ? perRequest(backendsCpuBetween(databaseBefore, databaseAfter)) : null,
    },
  };
}

/** "0.62 + 0.85": the server's CPU and the database's a request, in ms. */
function cpuText({ server, database }: CpuPerRequest): string {
  return [server, database].map((n) => (n === null ? '-' : n.toFixed(2))).join(' + ');
}

/** `--only`: a part of the endpoint's name, or a regular expression over it (`lists, default|users list`), case aside. */
function onlyMatches(only: string, name: string): boolean {
  if (name.includes(only)) return true;
  try {
    return new RegExp(only, 'i').test(name);
  } catch {
    return false;
  }
}

const ms = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(1) : n.toFixed(0));

function print(results: Result[], engine: string, o: ReturnType<typeof options>): void {
  const header = [
    'endpoint',
    'total',
    'p50',
    'p95',
    'p99',
    `req/s @${o.connections}`,
    `p50 @${o.connections}`,
    'CPU ms/req',
    'errors',
    'bare p50',
    'bare p95',
    'bare p99',
    'bare req/s',
    'bare CPU ms/req',
    'ratio',
  ];
  const rows = results.map(({ endpoint, total, tracker: t, bare: b }) => [
    endpoint.name,
    total,
    ms(t.latency.p50),
    ms(t.latency.p95),
    ms(t.latency.p99),
    t.throughput.rps.toFixed(1),
    ms(t.throughput.p50),
    cpuText(t.cpu),
    String(t.latency.errors + t.throughput.errors),
    b ? ms(b.latency.p50) : '',
    b ? ms(b.latency.p95) : '',
    b ? ms(b.latency.p99) : '',
    b ? b.throughput.rps.toFixed(1) : '',
    b ? cpuText(b.cpu) : '',
    b ? `${(t.throughput.rps / b.throughput.rps).toFixed(2)}×` : '',
  ]);
  console.log(
    `\n${engine}, the Tracker server from ${o.from === 'build' ? 'its production build' : 'its sources'}: times in ms; one client ${o.requests} requests after ${o.warmup} warm-up; ${o.connections} connections for ${o.seconds} s after ${o.warmupRequests} requests unmeasured (at most ${o.warmupSeconds} s)`,
  );
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, i) => (i < 2 ? '---' : '---:')).join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

export async function runScaleBench(): Promise<void> {
  const o = options();
  const databaseUrl = process.env.DATABASE_URL;
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const probe = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  let samples: ScaleSamples;
  try {
    samples = await scaleSamples(probe.db);
  } finally {
    await probe.close();
  }
  const endpoints = scaleEndpoints(samples).filter((e) => !o.only || onlyMatches(o.only, e.name));
  console.error(`Capturing the statements of ${endpoints.length} endpoints...`);
  const prepared = await prepare(endpoints, Boolean(databaseUrl));
  if (o.explain) {
    if (!databaseUrl) throw new Error('--explain reads plans from PostgreSQL: set DATABASE_URL');
    await explainPlans(databaseUrl, endpoints, prepared.statements, prepared.authTexts);
    return;
  }
  const headers = { cookie: prepared.cookie };
  const dir = mkdtempSync(path.join(tmpdir(), 'tracker-bench-sql-'));
  const file = path.join(dir, 'statements.json');
  writeFileSync(file, JSON.stringify(prepared.statements));
  const results: Result[] = [];
  const tracker = await startTrackerServer(o.from, process.env);
  let bare: ChildServer | undefined;
  try {
    // Both servers run side by side and take turns endpoint by endpoint, so whatever else the
    // machine is doing weighs on an endpoint's two figures alike.
    if (databaseUrl) bare = await startBareServer(file, process.env);
    for (const [i, endpoint] of endpoints.entries()) {
      console.error(`${endpoint.name} (${prepared.statements[i]!.length} statements)`);
      const result: Result = { endpoint, total: prepared.totals[i]!, tracker: await measure(tracker, prepared.paths[i]!, headers, o) };
      if (bare) result.bare = await measure(bare, `/${i}`, {}, o);
      results.push(result);
    }
  } finally {
    await Promise.all([tracker.stop(), bare?.stop()]);
    rmSync(dir, { recursive: true, force: true });
  }
  print(results, prepared.engine === 'postgres' ? 'PostgreSQL' : 'PGlite', o);
}
