import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveTrackctl, type LiveTrackctl } from '../support/live-trackctl';
import { runTrackctl } from '../support/trackctl';

let live: LiveTrackctl;

// Signing in is part of what these tests check, so each does it itself.
beforeAll(async () => {
  live = await startLiveTrackctl({ login: false });
});
afterAll(() => live?.stop());

describe('trackctl auth against a live server', () => {
  it('logs in with a token named for the machine that expires in 90 days, and shows it in auth status', async () => {
    expect((await live.login()).code).toBe(0);

    const status = await live.run(['auth', 'status', '--json']);
    const list = await live.run(['auth', 'tokens', 'list', '--json=name,current,expiresAt']);

    expect(status.code).toBe(0);
    const shown = JSON.parse(status.stdout) as {
      email: string;
      tokenSource: string;
      token: { name: string; expiresAt: string; createdAt: string };
    };
    expect(shown).toMatchObject({ email: live.server.adminEmail, apiUrl: live.server.url, tokenSource: 'config' });
    // Named with the machine and the day, as the console's token list shows it.
    expect(shown.token.name).toBe(`trackctl on ${os.hostname()}, ${shown.token.createdAt.slice(0, 10)}`);
    const lifetime = Date.parse(shown.token.expiresAt) - Date.parse(shown.token.createdAt);
    expect(lifetime).toBe(90 * 24 * 60 * 60 * 1000);
    expect(JSON.parse(list.stdout)).toContainEqual({
      name: shown.token.name,
      current: true,
      expiresAt: shown.token.expiresAt,
    });
  });

  it("revokes this machine's previous token when it logs in again: tokens do not pile up", async () => {
    expect((await live.login()).code).toBe(0);
    const first = await live.token();
    const again = await live.login();
    expect(again.code).toBe(0);
    expect(again.stderr).toContain("Revoked this machine's previous token for that server.");

    const old = await runTrackctl(['whoami', '--api-url', live.server.url], { env: { TRACKCTL_TOKEN: first } });
    expect(old.code).toBe(4);
    const list = await live.run(['auth', 'tokens', 'list', '--json=name,current']);
    const mine = (JSON.parse(list.stdout) as { name: string; current: boolean }[]).filter((t) =>
      t.name.startsWith(`trackctl on ${os.hostname()}`),
    );
    expect(mine).toEqual([{ name: expect.any(String), current: true }]);
  });

  it('revokes another token by id, which then no longer works, and keeps this one', async () => {
    await live.login();
    // Another machine: a HOME of its own.
    const otherHome = path.join(live.home, 'other');
    const other = await runTrackctl(['login', '--api-url', live.server.url, '--email', live.server.adminEmail, '--password-stdin'], {
      input: `${live.server.adminPassword}\n`,
      env: { HOME: otherHome, XDG_CONFIG_HOME: otherHome },
    });
    expect(other.code).toBe(0);
    const otherConfig = JSON.parse(await readFile(path.join(otherHome, 'trackctl', 'config.json'), 'utf8')) as {
      current: string;
      servers: Record<string, { token: string }>;
    };
    const otherToken = otherConfig.servers[otherConfig.current]!.token;
    const tokens = JSON.parse((await live.run(['auth', 'tokens', 'list', '--json=id,current'])).stdout) as {
      id: string;
      current: boolean;
    }[];
    const otherId = tokens
      .filter((t) => !t.current)
      .map((t) => Number(t.id))
      .sort((a, b) => b - a)[0];

    const revoke = await live.run(['auth', 'tokens', 'revoke', String(otherId)]);
    const withRevoked = await live.run(['whoami', '--api-url', live.server.url], { env: { TRACKCTL_TOKEN: otherToken } });
    const withMine = await live.run(['whoami']);

    expect(revoke.code).toBe(0);
    expect(revoke.stderr).toContain(`Revoked token ${otherId}`);
    expect(withRevoked.code).toBe(4);
    expect(withMine.code).toBe(0);
  });

  it('says there is no Tracker API when the address ends in /api', async () => {
    const result = await live.run(['whoami', '--api-url', `${live.server.url}/api`], { env: { TRACKCTL_TOKEN: 'trk_whatever' } });

    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`No Tracker API at ${live.server.url}/api`);
    expect(result.stderr).toContain(`--api-url ${live.server.url}`);
  });
});
