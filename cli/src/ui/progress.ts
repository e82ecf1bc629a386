/** A count of work done, e.g. rows written, shown on stderr while the work runs. */
export type Progress = {
  update(count: number): void;
  /** Clears the line; the command then says what it did. */
  stop(): void;
};

const REDRAW_MS = 100;

/**
 * Redraws one line in place on a terminal, at most every 100 ms. Elsewhere (a log file, a cron
 * mail) it prints nothing: the final summary says how much was done.
 */
export function createProgress(
  stream: NodeJS.WritableStream & { isTTY?: boolean },
  format: (count: number) => string,
  // Milliseconds from a monotonic clock: redraw spacing is elapsed time, not a date (tests pass their own).
  elapsedMs: () => number = () => performance.now(),
): Progress {
  if (!stream.isTTY) return { update: () => undefined, stop: () => undefined };
  let drawnAt = -Infinity;
  let drawn = false;
  return {
    update(count) {
      const now = elapsedMs();
      if (now - drawnAt < REDRAW_MS) return;
      drawnAt = now;
      drawn = true;
      stream.write(`\r\u001b[K${format(count)}`);
    },
    stop() {
      if (drawn) stream.write('\r\u001b[K');
    },
  };
}
