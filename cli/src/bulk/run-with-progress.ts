import type { BulkPlan, BulkRow, BulkRunResult } from '@tracker/core';
import { loadCore } from '../api/load-core';
import type { Context } from '../context/create-context';
import { formatCount } from '../ui/count';

export type RunWithProgressOptions = {
  /** What the progress line says is happening, e.g. `Looking up`. */
  doing: string;
  signal?: AbortSignal;
};

/**
 * Runs a plan on core's bulk runner, a few rows at a time, with a progress line on stderr while it
 * runs (`Looking up 12/40…`, on a terminal only). The same runner the web console uses.
 */
export async function runWithProgress<S extends string, I, R>(
  context: Context,
  plan: BulkPlan<S, I, R>,
  rows: readonly BulkRow<S, I, R>[],
  options: RunWithProgressOptions,
): Promise<BulkRunResult<S, I, R>> {
  const { runBulk, BULK_CONCURRENCY } = await loadCore();
  let total = 0;
  const progress = context.ui.startProgress((settled) => `${options.doing} ${formatCount(settled)}/${formatCount(total)}…`);
  try {
    return await runBulk(plan, rows, {
      concurrency: BULK_CONCURRENCY,
      ...(options.signal ? { signal: options.signal } : {}),
      onProgress: (event) => {
        total = event.total;
        progress.update(event.settled);
      },
    });
  } finally {
    progress.stop();
  }
}
