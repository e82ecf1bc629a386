import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './repo-root';

export type StartServerOptions = {
  /** Load the demo data set on first start (off by default: tests start from an empty console). */
  demoData?: boolean;
  /** More environment for the server, e.g. LOG_LEVEL. */
  env?: NodeJS.ProcessEnv;
};

export type StartedServer = {
  /** The server's origin, e.g. `http://127.0.0.1:41234`. */
  url: string;
  adminEmail: string;
  adminPassword: string;
  /** The server's own temporary TRACKER_DATA_DIR, removed on stop. */
  dataDir: string;
  stop(): Promise<void>;
};

const TEST_ADMIN_EMAIL = 'admin@tracker.test';
const TEST_ADMIN_PASSWORD = 'correct-horse-battery-staple';

const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;
/** How much of the server's output to keep for the error message when it fails to start. */
const OUTPUT_LIMIT = 20_000;

/**
 * Starts the built server (`server/dist/main.js`) on a free port with a fresh data directory and a
 * known admin account, and resolves once `GET /api/health` answers.
 */
export async function startServer(options: StartServerOptions = {}): Promise<StartedServer> {
  const entry = path.join(repoRoot, 'server', 'dist', 'main.js');
  if (!existsSync(entry)) {
    throw new Error('The server is not built: server/dist/main.js is missing. Run: npm run build -w @tracker/server');
  }

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tracker-test-data-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Settings of the developer's shell must not leak into the test server.
  for (const name of ['DATABASE_URL', 'TRACKER_PUBLIC_URL', 'SMTP_URL']) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    TRACKER_DATA_DIR: dataDir,
    TRACKER_ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    TRACKER_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    TRACKER_DEMO_DATA: options.demoData ? 'true' : 'false',
    // Test servers run side by side: none takes the SMTP port unless a test asks for it.
    TRACKER_SMTP_PORT: '0',
    ...options.env,
  });

  const child = spawn(process.execPath, [entry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Should the test runner die first, the server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      process.removeListener('exit', killOnExit);
      await terminate(child);
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
    })());

  try {
    await waitUntilHealthy(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, adminEmail: TEST_ADMIN_EMAIL, adminPassword: TEST_ADMIN_PASSWORD, dataDir, stop };
}

/** A port nothing listens on right now, picked by the operating system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('Could not find a free port'))));
    });
  });
}

/**
 * Waits for the line the server prints once it listens, then checks `/api/health` once: no polling,
 * so start-up takes as long as the server needs and no longer.
 */
async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`The server did not start within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`)),
      READY_TIMEOUT_MS,
    );
    const onData = () => {
      if (output().includes(`Tracker console: ${url} `)) finish();
    };
    const onExit = () => finish(new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`));
    function finish(error?: Error) {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
    if (child.exitCode !== null || child.signalCode !== null) onExit();
  });
  const response = await fetch(`${url}/api/health`);
  if (!response.ok) throw new Error(`${url}/api/health answered ${response.status}:\n${output()}`);
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
