// The server the SMTP bench sends to: the real one (`src/main.ts`: HTTP, the SMTP listener, the
// database store and the in-process worker) in a child process of its own, so that the bench can
// kill it with SIGKILL and start it again on the same database and data directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { systemClock } from '@tracker/core';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { createAssetStore } from '../../src/assets/create-asset-store';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { addresses, emails, inboundMessages, registrations } from '../../src/db/schema';
import { seedDatabase } from '../../src/seed/seed';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from '../../src/testing/test-database';
import { freePort } from '../../src/testing/free-port';
import { processCpuSeconds } from '../process-cpu';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_EMAIL = 'bench@tracker.example';
const ADMIN_PASSWORD = 'bench password 1234';

export type Engine = 'pglite' | 'postgres';

/** What the bench reads back from the database once the server has stopped. */
export type ArrivedMessage = {
  messageId: string | null;
  state: string;
  receivedAt: Date;
  processedAt: Date | null;
  emailId: number | null;
  lastError: string | null;
};

export type BenchServer = {
  engine: Engine;
  /** What runs: the build (`dist/main.js`) or the sources through tsx. */
  runs: string;
  smtpPort: number;
  /** Demo inboxes on registrations, to send to. */
  inboxes: string[];
  /** SIGKILL: the listener and its worker die with whatever they held. */
  kill(): Promise<void>;
  /** Starts the server again on the same database and data directory; resolves once it listens. */
  restart(): Promise<void>;
  /** Waits until the queue has no job waiting or running (or `timeoutMs` passed); answers whether it emptied. */
  settled(timeoutMs: number): Promise<boolean>;
  /** Stops the server (SIGTERM: it finishes the jobs in hand) and reads this run's messages from the database. */
  stopAndRead(messageIdPrefix: string): Promise<{ messages: ArrivedMessage[]; emails: number }>;
  /** CPU seconds the server process (all its threads) has used since it last started; null where /proc is not. */
  cpuSeconds(): number | null;
  /** Removes the scratch database and data directory. */
  dispose(): Promise<void>;
};

/**
 * Prepares a database with the demo data (a scratch database on the PostgreSQL server DATABASE_URL
 * names, never that database itself; or a PGlite data directory) and starts the server on it.
 */
export async function startBenchServer(
  engine: Engine,
  opts: { senders: number; concurrency?: number | undefined; renderThreads?: number | undefined; cpuProfileDir?: string | undefined },
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tracker-smtp-bench-'));
  const env: Record<string, string> = { TRACKER_DATA_DIR: dataDir };
  let dropScratch = async () => undefined as void;
  if (engine === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('The PostgreSQL run needs DATABASE_URL (a server the bench may create a scratch database on)');
    const name = uniqueDatabaseName('tracker_smtp_bench');
    await createDatabase(serverUrl, name);
    dropScratch = () => dropDatabase(serverUrl, name);
    env.DATABASE_URL = databaseUrl(serverUrl, name);
  }
  const config = () => loadConfig({ ...env, TRACKER_SMTP_PORT: '0' });
  const open = () => openDatabase({ url: config().databaseUrl, dataDir: config().dataDir });

  // The demo data, as a first start makes it, and inboxes of registrations to send to.
  const seeding = await open();
  let inboxes: string[];
  try {
    await seedDatabase(seeding.db, {
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
      demoData: true,
      registrationDomains: config().registrationDomains,
      clock: systemClock,
      assets: createAssetStore(config(), systemClock),
    });
    const rows = await seeding.db
      .selectDistinct({ inbox: addresses.emailAddress })
      .from(addresses)
      .innerJoin(registrations, eq(registrations.addressId, addresses.id))
      .where(eq(registrations.current, true))
      .orderBy(addresses.emailAddress)
      .limit(10);
    inboxes = rows.map((r) => r.inbox);
  } finally {
    await seeding.close();
  }
  if (inboxes.length === 0) throw new Error('The demo data has no inbox on a registration');

  // The built server, as it runs in production, when there is one (`npm run build`); its sources through tsx otherwise.
  const built = existsSync(path.join(serverRoot, 'dist', 'main.js')) && existsSync(path.join(serverRoot, 'dist', 'render-worker.js'));
  const profile = opts.cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(opts.cpuProfileDir)] : [];
  const serverArgs = [...profile, ...(built ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'])];
  const httpPort = await freePort();
  const smtpPort = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<unknown> = Promise.resolve();

  async function launch(): Promise<void> {
    const started = spawn(process.execPath, serverArgs, {
      cwd: serverRoot,
      env: {
        PATH: process.env.PATH,
        ...env,
        HOST: '127.0.0.1',
        PORT: String(httpPort),
        TRACKER_SMTP_HOST: '127.0.0.1',
        TRACKER_SMTP_PORT: String(smtpPort),
        // The bench's senders all come from one address.
        TRACKER_SMTP_MAX_CONNECTIONS_PER_ADDRESS: String(Math.max(20, opts.senders * 2)),
        ...(opts.concurrency ? { TRACKER_WORKER_CONCURRENCY: String(opts.concurrency) } : {}),
        ...(opts.renderThreads !== undefined ? { TRACKER_RENDER_THREADS: String(opts.renderThreads) } : {}),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    exited = new Promise((resolve) => started.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const listening = (chunk: Buffer) => {
        output += chunk.toString();
        // Printed once HTTP listens, the SMTP listener having started before it.
        if (/Mail in: SMTP on .*\n/.test(output)) resolve();
      };
      started.stdout!.on('data', listening);
      started.stderr!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        process.stderr.write(chunk);
      });
      void exited.then(() => reject(new Error(`the server exited before it listened:\n${output}`)));
    });
  }

  await launch();

  async function signIn(): Promise<string> {
    const response = await fetch(`http://127.0.0.1:${httpPort}/api/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!response.ok || !cookie) throw new Error(`The bench could not sign in: ${response.status} ${await response.text()}`);
    return cookie;
  }

  return {
    engine,
    runs: built ? 'dist/main.js' : 'src/main.ts through tsx (no build)',
    smtpPort,
    inboxes,
    async kill() {
      child?.kill('SIGKILL');
      await exited;
    },
    restart: launch,
    cpuSeconds() {
      return processCpuSeconds(child?.pid);
    },
    async settled(timeoutMs) {
      const cookie = await signIn();
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline) {
        const response = await fetch(`http://127.0.0.1:${httpPort}/api/v1/admin/inbound/status`, { headers: { cookie } });
        const body = (await response.json()) as { data: { attributes: { queued: number; running: number } } };
        if (!response.ok) throw new Error(`Inbound status: ${response.status} ${JSON.stringify(body)}`);
        if (body.data.attributes.queued + body.data.attributes.running === 0) return true;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return false;
    },
    async stopAndRead(prefix) {
      child?.kill('SIGTERM');
      await exited;
      const database = await open();
      try {
        const messages = await database.db
          .select({
            messageId: inboundMessages.messageId,
            state: inboundMessages.state,
            receivedAt: inboundMessages.receivedAt,
            processedAt: inboundMessages.processedAt,
            emailId: inboundMessages.emailId,
            lastError: inboundMessages.lastError,
          })
          .from(inboundMessages)
          .where(like(inboundMessages.messageId, `${prefix}%`));
        const ids = messages.flatMap((m) => (m.emailId === null ? [] : [m.emailId]));
        let found = 0;
        for (let i = 0; i < ids.length; i += 1000) {
          const [row] = await database.db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(emails)
            .where(and(inArray(emails.id, ids.slice(i, i + 1000))));
          found += row?.n ?? 0;
        }
        return { messages, emails: found };
      } finally {
        await database.close();
      }
    },
    async dispose() {
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await dropScratch();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
