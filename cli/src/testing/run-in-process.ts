import { Readable, Writable } from 'node:stream';
import { testClock } from '@tracker/core/testing';
import type { ExitCode } from '../errors/exit-codes';
import type { Io } from '../io/io';
import { run } from '../run';

export type InProcessResult = { code: ExitCode; stdout: string; stderr: string };

export type RunOptions = {
  env: NodeJS.ProcessEnv;
  stdin?: string;
  /** stdout is a terminal this many columns wide (tables are drawn for people, not as TSV). */
  terminalColumns?: number;
  /** Ctrl+C, as main() passes it. */
  signal?: AbortSignal;
  /** The user's time zone; the machine's unless the test names one. */
  zone?: string;
};

/** Runs trackctl in-process without a terminal (unless told), as a script or cron job would, with only `env`. */
export async function runCli(args: readonly string[], options: RunOptions): Promise<InProcessResult> {
  let stdout = '';
  let stderr = '';
  const sink = (append: (text: string) => void) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        append(chunk.toString());
        done();
      },
    });
  const io: Io = {
    stdin: Readable.from(options.stdin === undefined ? [] : [Buffer.from(options.stdin)]),
    stdout: Object.assign(
      sink((text) => (stdout += text)),
      options.terminalColumns ? { isTTY: true, columns: options.terminalColumns } : {},
    ),
    stderr: sink((text) => (stderr += text)),
    env: options.env,
    clock: testClock,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.zone ? { zone: options.zone } : {}),
  };
  const code = await run(args, io);
  return { code, stdout, stderr };
}

/**
 * Runs trackctl in-process signed in to `apiUrl` through TRACKCTL_TOKEN, with `configHome` as its
 * config directory.
 */
export function runInProcess(
  args: readonly string[],
  options: { apiUrl: string; configHome: string; env?: NodeJS.ProcessEnv } & Omit<RunOptions, 'env'>,
): Promise<InProcessResult> {
  const { apiUrl, configHome, env, ...rest } = options;
  return runCli(args, {
    ...rest,
    env: {
      XDG_CONFIG_HOME: configHome,
      HOME: configHome,
      TRACKCTL_API_URL: apiUrl,
      TRACKCTL_TOKEN: 'trk_test',
      // Plain text, even when a test gives stdout a terminal.
      NO_COLOR: '1',
      ...env,
    },
  });
}
