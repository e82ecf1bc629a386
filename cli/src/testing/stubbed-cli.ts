import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { runInProcess, type RunOptions } from './run-in-process';
import { startStubServer, type StubRoute, type StubServer } from './stub-server';

/**
 * For a test file of commands that call the server: a fresh config home per test, and `run`, which
 * answers one trackctl call with a stub server (every one is closed after the test).
 */
export function stubbedCli(tempPrefix: string) {
  let home = '';
  const servers: StubServer[] = [];
  beforeEach(async () => {
    home = await mkdtemp(path.join(os.tmpdir(), tempPrefix));
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    await rm(home, { recursive: true, force: true });
  });
  return {
    /** The config home of the running test. */
    get home() {
      return home;
    },
    /**
     * Runs trackctl against a stub server answering with `route` (with `stdin` piped in, if given);
     * returns what it printed and the requests made.
     */
    async run(args: readonly string[], route: StubRoute, options: Omit<RunOptions, 'env'> & { env?: NodeJS.ProcessEnv } = {}) {
      const server = await startStubServer(route);
      servers.push(server);
      const result = await runInProcess(args, { apiUrl: server.url, configHome: home, ...options });
      return { ...result, requests: server.requests };
    },
  };
}
