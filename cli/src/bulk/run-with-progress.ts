import type { BulkPlan, BulkRow, BulkRunResult } from '@tracker/core';
import { loadCore } from '../api/load-core';
import type { Context } from '../context/create-context';
import { progressLine, type BulkTally } from './progress-line';

export type RunWithProgressOptions<S extends string, I, R> = {
  /** What the progress line says is happening, e.g. `Looking up`. */
  doing: string;
  /** Stops starting rows (Ctrl+C, or a failure every row would meet). */
  signal?: AbortSignal;
  /** The work does not hear the signal: a row in flight ends as its request does (see `rowsApi`). */
  letWorkFinish?: boolean;
  /** Told of each row as it settles (done or failed), to write it to the report at once. */
  onSettle?: (row: BulkRow<S, I, R>) => void;
};

/** How often the line is redrawn while no row changes, so that the time and a stop show. */
const REFRESH_MS = 250;

/**
 * Runs a plan on core's bulk runner, a few rows at a time, with a progress line on stderr while it
 * runs, on a terminal only (rows done and failed, the rate, the time left; after Ctrl+C, the rows
 * in flight it waits for). Elsewhere nothing is printed: the command's summary says what was done.
 * The same runner the web console uses.
 */
export async function runWithProgress<S extends string, I, R>(
  context: Context,
  plan: BulkPlan<S, I, R>,
  rows: readonly BulkRow<S, I, R>[],
  options: RunWithProgressOptions<S, I, R>,
): Promise<BulkRunResult<S, I, R>> {
  const { runBulk, BULK_CONCURRENCY } = await loadCore();
  const { signal } = options;
  const startedAt = performance.now();
  const tally: BulkTally = {
    doing: options.doing,
    total: 0,
    settled: 0,
    failed: 0,
    inFlight: 0,
    elapsedMs: 0,
    stopping: signal?.aborted ?? false,
  };
  const progress = context.ui.startProgress(() => progressLine({ ...tally, elapsedMs: performance.now() - startedAt }));
  const redraw = () => progress.update(tally.settled);
  const refresh = context.io.stderr.isTTY ? setInterval(redraw, REFRESH_MS).unref() : undefined;
  const onStop = () => {
    tally.stopping = true;
    redraw();
  };
  signal?.addEventListener('abort', onStop, { once: true });
  try {
    return await runBulk(plan, rows, {
      concurrency: BULK_CONCURRENCY,
      ...(signal ? { signal } : {}),
      letWorkFinish: options.letWorkFinish ?? false,
      onChange: ({ row, total, settled }) => {
        tally.total = total;
        if (settled > tally.settled) {
          tally.settled = settled;
          tally.inFlight -= 1;
          if (row.error !== undefined) tally.failed += 1;
          options.onSettle?.(row);
        } else {
          tally.inFlight += 1;
        }
        redraw();
      },
    });
  } finally {
    clearInterval(refresh);
    signal?.removeEventListener('abort', onStop);
    progress.stop();
  }
}
