import { holdStatusLine } from './status-line';

/** A count of work done, e.g. rows written, shown on stderr while the work runs. */
export type Progress = {
  update(count: number): void;
  /** Clears the line; the command then says what it did. */
  stop(): void;
};

const REDRAW_MS = 100;

/**
 * Redraws one line in place on a terminal, at most every 100 ms. Elsewhere (a log file, a cron
 * mail) it prints nothing: the final summary says how much was done. A terminal that cannot move
 * the cursor (`TERM=dumb`, as Emacs' shell is) is written to as a log is: nothing to redraw.
 */
export function createProgress(
  stream: NodeJS.WritableStream & { isTTY?: boolean },
  format: (count: number) => string,
  env: NodeJS.ProcessEnv,
  // Milliseconds from a monotonic clock: redraw spacing is elapsed time, not a date (tests pass their own).
  elapsedMs: () => number = () => performance.now(),
): Progress {
  if (!stream.isTTY || env.TERM === 'dumb') return { update: () => undefined, stop: () => undefined };
  let drawnAt = -Infinity;
  let drawn = false;
  // The status line is this progress line's from its first draw (a waiting spinner is wiped).
  let release: (() => void) | undefined;
  return {
    update(count) {
      const now = elapsedMs();
      if (now - drawnAt < REDRAW_MS) return;
      drawnAt = now;
      drawn = true;
      release ??= holdStatusLine(stream);
      stream.write(`\r\u001b[K${format(count)}`);
    },
    stop() {
      if (drawn) stream.write('\r\u001b[K');
      release?.();
    },
  };
}
