import type { Clock } from '@tracker/core';

/** The process streams and environment a run uses; tests pass their own. */
export type Io = {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number; rows?: number };
  stderr: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  env: NodeJS.ProcessEnv;
  /** Where "now" comes from: core's system clock unless a test pins one. */
  clock?: Clock;
  /** The user's time zone, where days begin and end (date-range presets): the machine's (`TZ`) unless a test names one. */
  zone?: string;
  /** Aborted on Ctrl+C (or SIGTERM, SIGHUP): requests in flight are cancelled and the command ends with "Cancelled.". */
  signal?: AbortSignal;
  /** How a summary names what aborted `signal`: `Ctrl+C` unless a SIGTERM or SIGHUP did. */
  stoppedBy?: () => string;
};

export function processIo(interrupts?: { signal: AbortSignal; stoppedBy(): string }): Io {
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    ...(interrupts ? { signal: interrupts.signal, stoppedBy: () => interrupts.stoppedBy() } : {}),
  };
}
