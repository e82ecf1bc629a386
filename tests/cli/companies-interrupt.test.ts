import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';
import { trackctlEntry } from '../support/trackctl';

let dir: string;
let server: Server;
let requested: Promise<void>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'trackctl-interrupt-'));
  // An export that sends its header and a row, then stalls: the user gives up and presses Ctrl-C.
  let onRequest: () => void;
  requested = new Promise((resolve) => (onRequest = resolve));
  server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/csv');
    response.write('id,name\r\n1,Acme\r\n', () => onRequest());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

it.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)('leaves no file behind when an export to a file is interrupted by %s', async (signal) => {
  const { port } = server.address() as AddressInfo;
  const child = spawn(process.execPath, [trackctlEntry, 'companies', 'export', '-o', path.join(dir, 'companies.csv')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NO_COLOR: '1',
      XDG_CONFIG_HOME: dir,
      TRACKCTL_API_URL: `http://127.0.0.1:${port}`,
      TRACKCTL_TOKEN: 'trk_test',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));

  await requested;
  expect(await readdir(dir)).toEqual([expect.stringMatching(/^companies\.csv\.\w+\.tmp$/)]);
  child.kill(signal);

  expect(await exited).toBe(signal);
  expect(await readdir(dir)).toEqual([]);
});
