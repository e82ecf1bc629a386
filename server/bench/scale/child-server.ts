import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export type ChildServer = { port: number; pid: number | undefined; stop(): Promise<void> };

/**
 * Starts one of the bench's servers in its own process (`node` with `args`) and waits for the line
 * of its output that `portOf` reads its port from.
 */
async function startChildServer(
  args: string[],
  env: NodeJS.ProcessEnv,
  portOf: (line: string) => number | undefined,
): Promise<ChildServer> {
  const child: ChildProcess = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code} before listening`)));
    // Read to the end, so that the process never blocks on a full pipe; the first port found counts.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const found = portOf(line);
      if (found !== undefined) resolve(found);
    });
  });
  return {
    port,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Where the bench's Tracker server runs from: the production build (`node dist/main.js`) or the sources through tsx. */
export type TrackerFrom = 'build' | 'sources';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** `npm run build -w @tracker/server`: the production bundle in server/dist, as `npm start` and the image run it. */
function buildServer(): void {
  const tsup = path.join(path.dirname(createRequire(import.meta.url).resolve('tsup/package.json')), 'dist', 'cli-default.js');
  const built = spawnSync(process.execPath, [tsup], { cwd: SERVER_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error(`The server's build failed (${built.status ?? built.signal})`);
}

/**
 * The Tracker server over `env`'s database, on a free port of 127.0.0.1, with no SMTP listener, job
 * worker or log: from the production build (built first) as `npm start` runs it, or from the sources
 * through tsx (`tracker-server.ts`), whose loader wraps every named function and class.
 */
export async function startTrackerServer(from: TrackerFrom, env: NodeJS.ProcessEnv): Promise<ChildServer> {
  const webDist = mkdtempSync(path.join(tmpdir(), 'tracker-bench-web-'));
  const removeWebDist = () => rmSync(webDist, { recursive: true, force: true });
  try {
    let server: ChildServer;
    if (from === 'sources') {
      const file = fileURLToPath(new URL('./tracker-server.ts', import.meta.url));
      server = await startChildServer(['--import', 'tsx', file], { ...env, TRACKER_WEB_DIST: webDist }, jsonPort);
    } else {
      buildServer();
      const settings = { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', TRACKER_SMTP_PORT: '0', TRACKER_WORKER: 'false' };
      // main.ts says where it listens: "Tracker console: http://127.0.0.1:40123 (API reference ...".
      server = await startChildServer(
        [path.join(SERVER_DIR, 'dist', 'main.js')],
        { ...env, ...settings, TRACKER_WEB_DIST: webDist },
        (line) => {
          const port = /^Tracker console: http:\/\/\S+:(\d+)/.exec(line)?.[1];
          return port === undefined ? undefined : Number(port);
        },
      );
    }
    return {
      ...server,
      async stop() {
        await server.stop();
        removeWebDist();
      },
    };
  } catch (error) {
    removeWebDist();
    throw error;
  }
}

/** The bare node:http + pg server (`bare-server.ts`) replaying the statements in `statementsFile`. */
export function startBareServer(statementsFile: string, env: NodeJS.ProcessEnv): Promise<ChildServer> {
  const file = fileURLToPath(new URL('./bare-server.ts', import.meta.url));
  return startChildServer(['--import', 'tsx', file, statementsFile], env, jsonPort);
}

/** The port a bench server of this directory prints first, as `{"port":N}`. */
function jsonPort(line: string): number | undefined {
  try {
    const { port } = JSON.parse(line) as { port?: unknown };
    return typeof port === 'number' ? port : undefined;
  } catch {
    return undefined;
  }
}
