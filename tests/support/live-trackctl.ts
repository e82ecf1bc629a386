import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer, type StartedServer, type StartServerOptions } from './server';
import { runTrackctl, type TrackctlResult } from './trackctl';

export type LiveTrackctlOptions = StartServerOptions & {
  /** Sign trackctl in as the admin before the tests (default true); false leaves it to the test. */
  login?: boolean;
};

export type LiveTrackctl = {
  /** The built server, on a fresh database of its own. */
  server: StartedServer;
  /** A temporary HOME for trackctl, removed on stop; a test may write its files here too. */
  home: string;
  /** trackctl's XDG_CONFIG_HOME inside `home`: its config is `trackctl/config.json` in it. */
  configDir: string;
  /** HOME and XDG_CONFIG_HOME as trackctl gets them, for a test that starts it another way (on a terminal). */
  env: { HOME: string; XDG_CONFIG_HOME: string };
  /** Runs the built trackctl with that HOME; `env` adds to its environment (TRACKCTL_TOKEN ...). */
  run(args: readonly string[], options?: { input?: string; env?: NodeJS.ProcessEnv }): Promise<TrackctlResult>;
  /** Signs trackctl in as the server's admin, the password on stdin (another one to see it refused). */
  login(password?: string): Promise<TrackctlResult>;
  /** The API token trackctl stored on its last sign-in. */
  token(): Promise<string>;
  /** A request to the live API as the signed-in admin (its token), for what trackctl has no command for. */
  api(method: string, apiPath: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  /** Forgets trackctl's config, as a machine it never signed in on (the server keeps its tokens). */
  forgetLogin(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The live setting of the trackctl tests: the built server started on a fresh database, a HOME of
 * its own for trackctl (so the developer's config and TRACKCTL_* never leak in), and trackctl
 * signed in to that server as its admin unless `login: false`.
 */
export async function startLiveTrackctl(options: LiveTrackctlOptions = {}): Promise<LiveTrackctl> {
  const { login: signIn = true, ...serverOptions } = options;
  const server = await startServer(serverOptions);
  const home = await mkdtemp(path.join(os.tmpdir(), 'trackctl-home-'));
  const configDir = path.join(home, 'xdg');
  const homeEnv = { HOME: home, XDG_CONFIG_HOME: configDir };
  const run: LiveTrackctl['run'] = (args, { input, env } = {}) =>
    runTrackctl(args, { ...(input === undefined ? {} : { input }), env: { ...homeEnv, ...env } });
  const token = async () => {
    const config = JSON.parse(await readFile(path.join(configDir, 'trackctl', 'config.json'), 'utf8')) as {
      current: string;
      servers: Record<string, { token: string }>;
    };
    return config.servers[config.current]?.token ?? '';
  };
  const live: LiveTrackctl = {
    server,
    home,
    configDir,
    env: homeEnv,
    run,
    login: (password = server.adminPassword) =>
      run(['login', '--api-url', server.url, '--email', server.adminEmail, '--password-stdin'], { input: `${password}\n` }),
    token,
    async api(method, apiPath, body) {
      const response = await fetch(`${server.url}/api${apiPath}`, {
        method,
        headers: { authorization: `Bearer ${await token()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    forgetLogin: () => rm(configDir, { recursive: true, force: true }),
    async stop() {
      await server.stop();
      await rm(home, { recursive: true, force: true });
    },
  };
  try {
    if (signIn) {
      const result = await live.login();
      if (result.code !== 0) throw new Error(`trackctl login failed (exit ${result.code}):\n${result.stderr}`);
    }
  } catch (error) {
    await live.stop();
    throw error;
  }
  return live;
}
