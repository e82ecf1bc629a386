import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createConfigStore } from '../../config/config-store';
import { EXIT } from '../../errors/exit-codes';
import { runInProcess } from '../../testing/run-in-process';
import { startStubServer, sendJson, errorDocument, type StubRoute } from '../../testing/stub-server';
import { stubbedCli } from '../../testing/stubbed-cli';

const cli = stubbedCli('trackctl-auth-');

const user = { data: { id: '1', type: 'users', attributes: { email: 'ada@example.com', name: 'Ada', userRole: 'admin', admin: true } } };
const token = (id: number, name: string, current: boolean, expiresAt = '2026-08-10T12:00:00.000Z') => ({
  id: String(id),
  type: 'api_tokens',
  attributes: { name, createdAt: '2026-05-12T12:00:00.000Z', lastUsedAt: null, expiresAt, current },
});
const tokens = [token(7, 'trackctl on laptop', true), token(3, 'nightly cron', false, '2026-05-20T12:00:00.000Z')];

/** The user, their tokens, and revoking any of them. */
const server: StubRoute = (request, response) => {
  if (request.path === '/api/v1/data') return sendJson(response, 200, user);
  if (request.path === '/api/v1/tokens') return sendJson(response, 200, { data: tokens, meta: { page: 1, size: 2, total: 2, pages: 1 } });
  const revoke = /^\/api\/v1\/tokens\/(\d+)$/.exec(request.path);
  if (request.method === 'DELETE' && revoke) {
    if (revoke[1] === '7' || revoke[1] === '3') {
      response.statusCode = 204;
      response.end();
      return;
    }
    return sendJson(response, 404, errorDocument(404, 'not_found', `You have no API token with the id ${revoke[1]}.`, { parameter: 'id' }));
  }
  return false;
};

describe('trackctl auth', () => {
  it('status shows the server, the user and the token in use with its expiry', async () => {
    const result = await cli.run(['auth', 'status'], server);

    expect(result.code).toBe(EXIT.done);
    expect(result.stdout).toMatch(/^server {3}http:\/\/127\.0\.0\.1:\d+\n/);
    expect(result.stdout).toContain('user     ada@example.com (admin)\n');
    expect(result.stdout).toContain('token    trackctl on laptop (id 7)\n');
    expect(result.stdout).toContain('from     TRACKCTL_TOKEN\n');
    expect(result.stdout).toMatch(/expires {2}2026-08-1\d \(in 90 days\)\n/);
  });

  it('status is "not signed in" (exit 4) without a token', async () => {
    const result = await cli.run(['auth', 'status'], server, { env: { TRACKCTL_TOKEN: '' } });

    expect(result.code).toBe(EXIT.notSignedIn);
    expect(result.requests).toHaveLength(0);
  });

  it('tokens list prints each token, the current one marked; --json fields for scripts', async () => {
    const table = await cli.run(['auth', 'tokens', 'list'], server);
    const json = await cli.run(['auth', 'tokens', 'list', '--json=id,name,current'], server);

    expect(table.stdout.split('\n')[0]).toBe('id\tname\tcreated\tlast used\texpires\tcurrent');
    expect(table.stdout).toMatch(/^7\ttrackctl on laptop\t2026-05-1\d \d\d:\d\d\t-\t2026-08-1\d \(in 90 days\)\tyes$/m);
    expect(table.stdout).toMatch(/^3\tnightly cron\t.*\(in 8 days\)\tno$/m);
    expect(JSON.parse(json.stdout)).toEqual([
      { id: '7', name: 'trackctl on laptop', current: true },
      { id: '3', name: 'nightly cron', current: false },
    ]);
  });

  it('tokens revoke revokes by id, and says which', async () => {
    const result = await cli.run(['auth', 'tokens', 'revoke', '3'], server);

    expect(result.code).toBe(EXIT.done);
    expect(result.stderr).toBe('✔ Revoked token 3 (nightly cron).\n');
    expect(result.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/v1/tokens/3' });
  });

  it("revoking this machine's own stored token signs it out", async () => {
    const stub = await startStubServer(server);
    try {
      const store = createConfigStore({ XDG_CONFIG_HOME: cli.home });
      await store.write({ apiUrl: stub.url, token: 'trk_laptop', email: 'ada@example.com' });

      const result = await runInProcess(['auth', 'tokens', 'revoke', '7'], {
        apiUrl: stub.url,
        configHome: cli.home,
        env: { TRACKCTL_TOKEN: '' },
      });

      expect(result.code).toBe(EXIT.done);
      expect(result.stderr).toContain('It was the token this machine used: signed out.');
      expect(JSON.parse(await readFile(store.path, 'utf8'))).toEqual({
        current: stub.url,
        servers: { [stub.url]: { email: 'ada@example.com' } },
      });
    } finally {
      await stub.close();
    }
  });

  it.each([
    [['auth', 'tokens', 'revoke', 'abc'], '<id> must be a whole number from 1 to 2,147,483,647, not "abc".', EXIT.usage],
    [['auth', 'tokens', 'revoke', '99'], 'You have no API token with the id 99.', EXIT.failed],
  ])('%j fails with a message a user can act on', async (args, message, code) => {
    const result = await cli.run(args, server);

    expect(result.code).toBe(code);
    expect(result.stderr).toContain(message);
  });
});
