import { Readable, Writable } from 'node:stream';
import { testClock } from '@tracker/core/testing';
import type { ExitCode } from '../errors/exit-codes';
import type { Io } from '../io/io';
import { run } from '../run';

export type InProcessResult = { code: ExitCode; stdout: string; stderr: string };

/** Runs trackctl in-process without a terminal, as a script or cron job would, with only `env`. */
export async function runCli(args: readonly string[], options: { env: NodeJS.ProcessEnv; stdin?: string }): Promise<InProcessResult> {
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
    stdout: sink((text) => (stdout += text)),
    stderr: sink((text) => (stderr += text)),
    env: options.env,
    clock: testClock,
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
  options: { apiUrl: string; configHome: string; env?: NodeJS.ProcessEnv; stdin?: string },
): Promise<InProcessResult> {
  return runCli(args, {
    ...(options.stdin === undefined ? {} : { stdin: options.stdin }),
    env: {
      XDG_CONFIG_HOME: options.configHome,
      HOME: options.configHome,
      TRACKCTL_API_URL: options.apiUrl,
      TRACKCTL_TOKEN: 'trk_test',
      ...options.env,
    },
  });
}
