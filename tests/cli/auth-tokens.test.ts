import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../support/server';
import { runTrackctl } from '../support/trackctl';

let server: StartedServer;
let home: string;

beforeAll(async () => {
  server = await startServer();
  home = await mkdtemp(path.join(os.tmpdir(), 'trackctl-tokens-'));
});
afterAll(async () => {
  await server?.stop();
  await rm(home, { recursive: true, force: true });
});

function trackctl(args: string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}) {
  return runTrackctl(args, { input: options.input, env: { HOME: home, XDG_CONFIG_HOME: home, ...options.env } });
}
const login = () => trackctl(['login', '--api-url', server.url, '--email', server.adminEmail, '--password-stdin'], { input: `${server.adminPassword}\n` });

describe('trackctl auth against a live server', () => {
  it('logs in with a token named for the machine that expires in 90 days, and shows it in auth status', async () => {
    expect((await login()).code).toBe(0);

    const status = await trackctl(['auth', 'status', '--json']);
    const list = await trackctl(['auth', 'tokens', 'list', '--json', 'name,current,expiresAt']);

    expect(status.code).toBe(0);
    const shown = JSON.parse(status.stdout) as { email: string; tokenSource: string; token: { name: string; expiresAt: string; createdAt: string } };
    expect(shown).toMatchObject({ email: server.adminEmail, apiUrl: server.url, tokenSource: 'config' });
    expect(shown.token.name).toBe(`trackctl on ${os.hostname()}`);
    const lifetime = Date.parse(shown.token.expiresAt) - Date.parse(shown.token.createdAt);
    expect(lifetime).toBe(90 * 24 * 60 * 60 * 1000);
    expect(JSON.parse(list.stdout)).toContainEqual({ name: `trackctl on ${os.hostname()}`, current: true, expiresAt: shown.token.expiresAt });
  });

  it('revokes another token by id, which then no longer works, and keeps this one', async () => {
    await login();
    const other = await runTrackctl(['login', '--api-url', server.url, '--email', server.adminEmail, '--password-stdin'], {
      input: `${server.adminPassword}\n`,
      env: { HOME: path.join(home, 'other'), XDG_CONFIG_HOME: path.join(home, 'other') },
    });
    expect(other.code).toBe(0);
    const otherToken = (JSON.parse(await readFile(path.join(home, 'other', 'trackctl', 'config.json'), 'utf8')) as { token: string }).token;
    const tokens = JSON.parse((await trackctl(['auth', 'tokens', 'list', '--json', 'id,current'])).stdout) as { id: string; current: boolean }[];
    const otherId = tokens.filter((t) => !t.current).map((t) => Number(t.id)).sort((a, b) => b - a)[0];

    const revoke = await trackctl(['auth', 'tokens', 'revoke', String(otherId)]);
    const withRevoked = await trackctl(['whoami', '--api-url', server.url], { env: { TRACKCTL_TOKEN: otherToken } });
    const withMine = await trackctl(['whoami']);

    expect(revoke.code).toBe(0);
    expect(revoke.stderr).toContain(`Revoked token ${otherId}`);
    expect(withRevoked.code).toBe(4);
    expect(withMine.code).toBe(0);
  });

  it('says there is no Tracker API when the address ends in /api', async () => {
    const result = await trackctl(['whoami', '--api-url', `${server.url}/api`], { env: { TRACKCTL_TOKEN: 'trk_whatever' } });

    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`No Tracker API at ${server.url}/api`);
    expect(result.stderr).toContain(`--api-url ${server.url}`);
  });
});
