import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTrackctl } from '../support/trackctl';

// The built trackctl, as a user runs it, against a server that accepts connections and never
// answers, and against a web server that answers every path with an HTML page.
let silent: Server;
let html: HttpServer;
let home: string;
const sockets = new Set<Socket>();
const urlOf = (server: Server | HttpServer) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  home = await mkdtemp(path.join(os.tmpdir(), 'trackctl-guarded-'));
  silent = createServer((socket) => void sockets.add(socket));
  html = createHttpServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end('<!doctype html><html><body>It works!</body></html>');
  });
  await Promise.all([silent, html].map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  html.closeAllConnections();
  await Promise.all([silent, html].map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(home, { recursive: true, force: true });
});

const trackctl = (args: string[], apiUrl: string) =>
  runTrackctl(args, { env: { HOME: home, XDG_CONFIG_HOME: home, TRACKCTL_API_URL: apiUrl, TRACKCTL_TOKEN: 'trk_test' } });

describe('trackctl and a server that never answers', () => {
  it('gives up after --timeout and says so (exit 1)', async () => {
    const result = await trackctl(['companies', 'list', '--timeout', '1'], urlOf(silent));

    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`No answer from the server at ${urlOf(silent)} within 1 s.`);
    expect(result.stderr).toContain('--timeout <seconds>');
  });

  it('also when signing in', async () => {
    const result = await runTrackctl(
      ['login', '--api-url', urlOf(silent), '--email', 'ada@example.com', '--password-stdin', '--timeout', '1'],
      {
        env: { HOME: home, XDG_CONFIG_HOME: home },
        input: 'a long passphrase\n',
      },
    );

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No answer from the server');
  });
});

describe('trackctl and a web page where the API should be', () => {
  it.each([['whoami'], ['companies', 'list'], ['companies', 'export']])(
    '%s says there is no Tracker API there (exit 1)',
    async (...args) => {
      const result = await trackctl(args, urlOf(html));

      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(`Error: No Tracker API at ${urlOf(html)} (it answered with a web page (HTTP 200)).`);
    },
  );
});
