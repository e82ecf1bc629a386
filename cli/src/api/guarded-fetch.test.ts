import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../errors/exit-codes';
import { stubbedCli } from '../testing/stubbed-cli';
import { runInProcess } from '../testing/run-in-process';
import { errorDocument, sendJson, startStubServer } from '../testing/stub-server';

const cli = stubbedCli('trackctl-guard-');

/** A server that accepts connections and never says a word, until closed. */
async function silentServer(onConnection: () => void = () => undefined): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    onConnection();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('a server that never answers', () => {
  it('is given up after --timeout with a clear error (exit 1)', async () => {
    const server = await silentServer();
    try {
      const result = await cli.run(['whoami', '--timeout', '0.3'], () => undefined, { env: { TRACKCTL_API_URL: server.url } });

      expect(result.code).toBe(EXIT.failed);
      expect(result.stderr).toBe(
        `Error: No answer from the server at ${server.url} within 0.3 s.\n  Check that the server is up, or give it longer with --timeout <seconds>.\n`,
      );
    } finally {
      await server.close();
    }
  });

  it('is left at once on Ctrl+C, which says "Cancelled." (exit 130)', async () => {
    const interrupt = new AbortController();
    const server = await silentServer(() => interrupt.abort());
    try {
      const result = await cli.run(['companies', 'list'], () => undefined, {
        env: { TRACKCTL_API_URL: server.url },
        signal: interrupt.signal,
      });

      expect(result.code).toBe(EXIT.interrupted);
      expect(result.stderr).toBe('Error: Cancelled.\n');
    } finally {
      await server.close();
    }
  });

  it('refuses a timeout that is not a number of seconds (exit 2)', async () => {
    const result = await cli.run(['whoami', '--timeout', 'soon'], () => undefined);

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('--timeout must be a number of seconds from 0.1 to 3600, not "soon".');
    expect(result.requests).toHaveLength(0);
  });
});

describe('an address that is not the Tracker API', () => {
  it('says "No Tracker API at <url>" when a web page answers, whatever its status', async () => {
    for (const status of [200, 404]) {
      const result = await cli.run(['whoami'], (_request, response) => {
        response.statusCode = status;
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end('<!doctype html><title>Welcome</title>');
      });

      expect(result.code).toBe(EXIT.failed);
      expect(result.stderr).toMatch(
        new RegExp(`^Error: No Tracker API at http://127\\.0\\.0\\.1:\\d+ \\(it answered with a web page \\(HTTP ${status}\\)\\)\\.\\n`),
      );
    }
  });

  it('writes no HTML into an export', async () => {
    const result = await cli.run(['companies', 'export'], (_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end('<html></html>');
    });

    expect(result.code).toBe(EXIT.failed);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('No Tracker API at');
  });

  it('says to drop /api when the address ends with it', async () => {
    const server = await startStubServer((request, response) =>
      sendJson(response, 404, errorDocument(404, 'not_found', `Nothing at GET ${request.path}.`)),
    );
    try {
      const result = await runInProcess(['companies', 'list'], { apiUrl: `${server.url}/api`, configHome: cli.home });

      expect(result.code).toBe(EXIT.failed);
      expect(result.stderr).toBe(
        `Error: No Tracker API at ${server.url}/api (it knows no such call).\n  Give the console's address without /api: --api-url ${server.url}\n`,
      );
    } finally {
      await server.close();
    }
  });
});
