import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { INVALID_CREDENTIALS_MESSAGE } from '@tracker/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLiveTrackctl, type LiveTrackctl } from '../support/live-trackctl';

let live: LiveTrackctl;

beforeAll(async () => {
  live = await startLiveTrackctl({ login: false });
});
afterAll(() => live?.stop());

// Each test signs in on its own, from a config directory trackctl has never written.
beforeEach(() => live.forgetLogin());

const configFile = () => path.join(live.configDir, 'trackctl', 'config.json');
/** The current server's entry of the config file, with its address. */
const readConfig = async () => {
  const config = JSON.parse(await readFile(configFile(), 'utf8')) as { current: string; servers: Record<string, Record<string, string>> };
  return { apiUrl: config.current, ...config.servers[config.current] } as Record<string, string>;
};

describe('trackctl against a live server', () => {
  it('signs in with the password on stdin and keeps only a token, readable by the user alone', async () => {
    const result = await live.login();

    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(`Signed in to ${live.server.url} as ${live.server.adminEmail}`);
    expect((await stat(configFile())).mode & 0o777).toBe(0o600);
    const config = await readConfig();
    expect(config).toEqual({ apiUrl: live.server.url, email: live.server.adminEmail, token: expect.any(String) });
    expect(config.token?.length).toBeGreaterThan(20);
    expect(await readFile(configFile(), 'utf8')).not.toContain(live.server.adminPassword);
  });

  it('prints the signed-in admin as JSON with whoami --json', async () => {
    await live.login();

    const result = await live.run(['whoami', '--json']);

    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ email: live.server.adminEmail, role: 'admin', apiUrl: live.server.url });
  });

  it("fails (exit 1) with the server's message on a wrong password, and stores nothing", async () => {
    const result = await live.login('not-the-password-at-all');

    expect(result.code).toBe(1);
    expect(result.stderr).toContain(INVALID_CREDENTIALS_MESSAGE);
    await expect(stat(configFile())).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('revokes the token on logout, so whoami is then not signed in (exit 4)', async () => {
    await live.login();
    const { token } = await readConfig();

    const logout = await live.run(['logout']);
    const whoami = await live.run(['whoami']);
    const oldToken = await live.run(['whoami', '--api-url', live.server.url], { env: { TRACKCTL_TOKEN: token } });

    expect(logout.code).toBe(0);
    expect(await readConfig()).not.toHaveProperty('token');
    expect(whoami.code).toBe(4);
    expect(whoami.stderr).toContain('Run: trackctl login');
    // Revoked on the server, not merely forgotten here.
    expect(oldToken.code).toBe(4);
  });

  it('stores an existing token given with --token after checking it', async () => {
    await live.login();
    const { token = '' } = await readConfig();
    await live.forgetLogin();

    const result = await live.run(['login', '--api-url', live.server.url, '--token', token]);
    const whoami = await live.run(['whoami']);

    expect(result.code).toBe(0);
    expect(whoami).toMatchObject({ code: 0, stdout: `${live.server.adminEmail} (admin)\n` });
  });

  it('refuses a bogus TRACKCTL_TOKEN (exit 4) even with a valid token stored', async () => {
    await live.login();

    const result = await live.run(['whoami'], { env: { TRACKCTL_TOKEN: 'trk_bogus' } });

    expect(result.code).toBe(4);
    expect(result.stderr).toContain('TRACKCTL_TOKEN');
  });
});
