import type { Clock } from '@tracker/core';

/** The process streams and environment a run uses; tests pass their own. */
export type Io = {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stderr: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  env: NodeJS.ProcessEnv;
  /** Where "now" comes from: core's system clock unless a test pins one. */
  clock?: Clock;
  /** The user's time zone, where days begin and end (date-range presets): the machine's (`TZ`) unless a test names one. */
  zone?: string;
  /** Aborted on Ctrl+C: requests in flight are cancelled and the command ends with "Cancelled.". */
  signal?: AbortSignal;
};

export function processIo(signal?: AbortSignal): Io {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env, ...(signal ? { signal } : {}) };
}
