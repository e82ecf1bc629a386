import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { INVALID_CREDENTIALS_MESSAGE } from '@tracker/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../support/server';
import { runTrackctl } from '../support/trackctl';

let server: StartedServer;
let home: string;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

// Each test signs in on its own, with its own config directory.
beforeEach(async () => {
  home = await mkdtemp(path.join(os.tmpdir(), 'trackctl-home-'));
});
afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

const configFile = () => path.join(home, 'xdg', 'trackctl', 'config.json');
const readConfig = async () => JSON.parse(await readFile(configFile(), 'utf8')) as Record<string, string>;

function trackctl(args: string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}) {
  return runTrackctl(args, {
    input: options.input,
    env: { HOME: home, XDG_CONFIG_HOME: path.join(home, 'xdg'), ...options.env },
  });
}

function login(password = server.adminPassword) {
  return trackctl(['login', '--api-url', server.url, '--email', server.adminEmail, '--password-stdin'], {
    input: `${password}\n`,
  });
}

describe('trackctl against a live server', () => {
  it('signs in with the password on stdin and keeps only a token, readable by the user alone', async () => {
    const result = await login();

    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`Signed in to ${server.url} as ${server.adminEmail}`);
    expect((await stat(configFile())).mode & 0o777).toBe(0o600);
    const config = await readConfig();
    expect(config).toEqual({ apiUrl: server.url, email: server.adminEmail, token: expect.any(String) });
    expect(config.token?.length).toBeGreaterThan(20);
    expect(await readFile(configFile(), 'utf8')).not.toContain(server.adminPassword);
  });

  it('prints the signed-in admin as JSON with whoami --json', async () => {
    await login();

    const result = await trackctl(['whoami', '--json']);

    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ email: server.adminEmail, role: 'admin', apiUrl: server.url });
  });

  it('fails (exit 1) with the server\'s message on a wrong password, and stores nothing', async () => {
    const result = await login('not-the-password-at-all');

    expect(result.code).toBe(1);
    expect(result.stderr).toContain(INVALID_CREDENTIALS_MESSAGE);
    await expect(stat(configFile())).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('revokes the token on logout, so whoami is then not signed in (exit 4)', async () => {
    await login();
    const { token } = await readConfig();

    const logout = await trackctl(['logout']);
    const whoami = await trackctl(['whoami']);
    const oldToken = await trackctl(['whoami', '--api-url', server.url], { env: { TRACKCTL_TOKEN: token } });

    expect(logout.code).toBe(0);
    expect(await readConfig()).not.toHaveProperty('token');
    expect(whoami.code).toBe(4);
    expect(whoami.stderr).toContain('Run: trackctl login');
    // Revoked on the server, not merely forgotten here.
    expect(oldToken.code).toBe(4);
  });

  it('stores an existing token given with --token after checking it', async () => {
    await login();
    const { token = '' } = await readConfig();
    await rm(path.join(home, 'xdg'), { recursive: true });

    const result = await trackctl(['login', '--api-url', server.url, '--token', token]);
    const whoami = await trackctl(['whoami']);

    expect(result.code).toBe(0);
    expect(whoami).toMatchObject({ code: 0, stdout: `${server.adminEmail} (admin)\n` });
  });

  it('refuses a bogus TRACKCTL_TOKEN (exit 4) even with a valid token stored', async () => {
    await login();

    const result = await trackctl(['whoami'], { env: { TRACKCTL_TOKEN: 'trk_bogus' } });

    expect(result.code).toBe(4);
    expect(result.stderr).toContain('TRACKCTL_TOKEN');
  });
});
