import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createConfigStore } from './config/config-store';
import { EXIT } from './errors/exit-codes';
import { runCli } from './testing/run-in-process';

let configHome: string;

beforeEach(async () => {
  configHome = await mkdtemp(path.join(os.tmpdir(), 'trackctl-run-'));
});
afterEach(async () => {
  await rm(configHome, { recursive: true, force: true });
});

/** Runs trackctl in-process without a terminal, as a script or cron job would. */
function trackctl(args: string[], options: { env?: NodeJS.ProcessEnv; stdin?: string } = {}) {
  return runCli(args, { env: { XDG_CONFIG_HOME: configHome, HOME: configHome, ...options.env }, stdin: options.stdin });
}

/** A stand-in for the server's "data" call that knows one token. */
async function startUserServer(validToken: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/api/v1/data') && request.headers.authorization === `Bearer ${validToken}`) {
      response.end(
        JSON.stringify({
          data: { id: '1', type: 'users', attributes: { email: 'ada@example.com', name: 'Ada', userRole: 'admin', admin: true } },
        }),
      );
      return;
    }
    response.statusCode = 401;
    response.end(JSON.stringify({ errors: [{ status: '401', code: 'unauthenticated', title: 'Sign in first' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('trackctl without a terminal', () => {
  it('does not prompt for login details but names the flags to pass (exit 2)', async () => {
    const result = await trackctl(['login']);

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('stdin is not a terminal');
    expect(result.stderr).toContain('--email');
    expect(result.stderr).toContain('--password-stdin');
  });

  it('asks for --email when the password comes from stdin (exit 2)', async () => {
    const result = await trackctl(['login', '--password-stdin'], { stdin: 'secret\n' });

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('--password-stdin needs --email');
  });

  it('refuses an empty password on stdin (exit 2)', async () => {
    const result = await trackctl(['login', '--email', 'ada@example.com', '--password-stdin'], { stdin: '' });

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('stdin is empty');
  });

  it('warns on stderr before sending a password over plain http to another machine, and not to this one', async () => {
    const login = (apiUrl: string) =>
      trackctl(['login', '--email', 'ada@example.com', '--password-stdin'], { stdin: 'secret\n', env: { TRACKCTL_API_URL: apiUrl } });
    const server = await startUserServer('t0ken');
    try {
      const remote = await login('http://tracker.invalid:9');
      const local = await login(server.url);

      expect(remote.stderr).toContain('Warning: http://tracker.invalid:9 is plain http: your password crosses the network unencrypted');
      expect(remote.stderr.indexOf('Warning:')).toBeLessThan(remote.stderr.indexOf('Signing in'));
      expect(local.stderr).not.toContain('plain http');
      expect(local.stderr).toContain('Signing in');
    } finally {
      await server.close();
    }
  });

  it('turns an unknown option into a usage error that points at the help (exit 2)', async () => {
    const result = await trackctl(['whoami', '--frobnicate']);

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain("unknown option '--frobnicate'");
    expect(result.stderr).toContain('Run: trackctl whoami --help');
  });

  it('prints help with examples on stdout and exits 0', async () => {
    const result = await trackctl(['login', '--help']);

    expect(result.code).toBe(EXIT.done);
    expect(result.stdout).toContain('Usage: trackctl login');
    expect(result.stdout).toContain('Examples:');
  });
});

describe('signed-in state', () => {
  it('says how to sign in when there is no token (exit 4)', async () => {
    const result = await trackctl(['whoami']);

    expect(result.code).toBe(EXIT.notSignedIn);
    expect(result.stderr).toContain('Not signed in.');
    expect(result.stderr).toContain('Run: trackctl login');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('uses TRACKCTL_TOKEN instead of the stored token', async () => {
    const server = await startUserServer('trk_env');
    try {
      await createConfigStore({ XDG_CONFIG_HOME: configHome }).write({ apiUrl: server.url, token: 'trk_stored' });

      const withEnv = await trackctl(['whoami', '--json'], { env: { TRACKCTL_TOKEN: 'trk_env' } });
      const withoutEnv = await trackctl(['whoami']);

      expect(withEnv.code).toBe(EXIT.done);
      expect(JSON.parse(withEnv.stdout)).toMatchObject({ email: 'ada@example.com', role: 'admin' });
      expect(withoutEnv.code).toBe(EXIT.notSignedIn);
      expect(withoutEnv.stderr).toContain('Run: trackctl login');
    } finally {
      await server.close();
    }
  });

  it('names TRACKCTL_TOKEN when the server refuses it (exit 4)', async () => {
    const server = await startUserServer('trk_valid');
    try {
      const result = await trackctl(['whoami', '--api-url', server.url], { env: { TRACKCTL_TOKEN: 'trk_bogus' } });

      expect(result.code).toBe(EXIT.notSignedIn);
      expect(result.stderr).toContain('TRACKCTL_TOKEN');
    } finally {
      await server.close();
    }
  });

  it('prints the user for people, and only data on stdout', async () => {
    const server = await startUserServer('trk_valid');
    try {
      await createConfigStore({ XDG_CONFIG_HOME: configHome }).write({ apiUrl: server.url, token: 'trk_valid' });

      const result = await trackctl(['whoami']);

      expect(result).toMatchObject({ code: EXIT.done, stdout: 'ada@example.com (admin)\n', stderr: '' });
    } finally {
      await server.close();
    }
  });

  it('forgets the token when logging out while the server is down, and says it is only partly done (exit 3)', async () => {
    const server = await startUserServer('trk_valid');
    const url = server.url;
    await server.close();
    const store = createConfigStore({ XDG_CONFIG_HOME: configHome });
    await store.write({ apiUrl: url, token: 'trk_valid', email: 'ada@example.com' });

    const result = await trackctl(['logout']);

    expect(result.code).toBe(EXIT.partlyDone);
    expect(result.stderr).toContain(`Could not reach the server at ${url}`);
    expect(JSON.parse(await readFile(store.path, 'utf8'))).toEqual({ current: url, servers: { [url]: { email: 'ada@example.com' } } });
  });
});
