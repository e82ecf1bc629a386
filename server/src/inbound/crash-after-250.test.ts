import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock } from '@tracker/core';
import { testClock } from '@tracker/core/testing';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createAssetStore } from '../assets/create-asset-store';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { addresses, emails, inboundMessages } from '../db/schema';
import { SAMPLE_INBOX, sendSampleMessage } from '../seed/send-test-mail';
import { seedDatabase } from '../seed/seed';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from '../testing/test-database';
import { createMemoryMailer } from '../testing/memory-mailer';
import { freePort } from '../testing/free-port';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A crash after `250`: the SMTP listener alone (no worker, as `npm run smtp` runs) answers 250, is
 * killed with SIGKILL before anything processed the message, and a server opened afterwards on the
 * same database and asset directory processes it: present exactly once. On PGlite (a data
 * directory) and, with TEST_DATABASE_URL, on PostgreSQL.
 */
describe('a listener killed right after it answered 250', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('loses nothing: a new process processes the message once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tracker-crash-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const serverUrl = process.env.TEST_DATABASE_URL;
    const env: Record<string, string> = { TRACKER_DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    if (serverUrl) {
      const name = uniqueDatabaseName('tracker_crash');
      await createDatabase(serverUrl, name);
      cleanups.push(() => dropDatabase(serverUrl, name));
      env.DATABASE_URL = databaseUrl(serverUrl, name);
    }
    const config = () => loadConfig({ ...env, TRACKER_SMTP_HOST: '127.0.0.1' });
    const open = () => openDatabase({ url: config().databaseUrl, dataDir: config().dataDir });

    // The demo data, as the first start makes it.
    const seeding = await open();
    const assets = createAssetStore(config(), testClock);
    await seedDatabase(seeding.db, {
      adminEmail: 'admin@tracker.test',
      adminPassword: 'a long test passphrase',
      demoData: true,
      clock: testClock,
      assets,
    });
    await seeding.close();

    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/smtp-main.ts'], {
      cwd: serverRoot,
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        TRACKER_SMTP_HOST: '127.0.0.1',
        TRACKER_SMTP_PORT: String(port),
        TRACKER_WORKER: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    cleanups.push(async () => {
      child.kill('SIGKILL');
      await exited;
    });
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Tracker mail in: SMTP')) resolve();
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      void exited.then(() => reject(new Error(`the listener exited before it listened:\n${output}`)));
    });

    expect(await sendSampleMessage('127.0.0.1', port)).toMatch(/^250 /);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    // A new server on the same database: its worker finds the stored message and processes it.
    const database = await open();
    cleanups.push(() => database.close());
    const app = await buildApp({
      config: config(),
      db: database.db,
      logger: false,
      mailer: createMemoryMailer(),
      // The clock a restarted process has: the child queued the job at its own (real) time.
      clock: systemClock,
      assets: createAssetStore(config(), systemClock),
    });
    cleanups.push(() => app.close());
    const [before] = await database.db.select().from(inboundMessages).where(eq(inboundMessages.recipient, SAMPLE_INBOX));
    expect(before?.state).toBe('stored');

    await app.inbound.worker.drain();

    const rows = await database.db.select().from(inboundMessages).where(eq(inboundMessages.recipient, SAMPLE_INBOX));
    expect(rows.map((r) => r.state)).toEqual(['processed']);
    const arrived = await database.db
      .select({ id: emails.id })
      .from(emails)
      .innerJoin(addresses, eq(addresses.id, emails.addressId))
      .where(eq(emails.id, rows[0]!.emailId!));
    expect(arrived).toHaveLength(1);
    // Seeding, a child process started through tsx and a render thread: on a loaded machine, well past the default.
  }, 120_000);
});
