import { isRunnable, reduceRow, type BulkRow, type BulkRowEvent, type RowMachine } from './row-machine';

/** What one row's work ends in: a state its machine's `succeed` allows (the first by default) and a result. */
export type BulkOutcome<S extends string, R> = { to?: S; result?: R };

/**
 * A plan: the per-row async work of one kind of bulk job, over one row machine. The work gets the
 * run's signal to pass on (e.g. to fetch); a throw fails the row, and is never retried.
 */
export type BulkPlan<S extends string, I, R> = {
  machine: RowMachine<S>;
  work(input: I, signal: AbortSignal): Promise<BulkOutcome<S, R>>;
};

/** Sent each time a row changes: the row, and how far the run is. */
export type BulkChange<S extends string, I, R> = {
  row: BulkRow<S, I, R>;
  /** Rows this run works on (those not done when it started) and how many of them have ended. */
  total: number;
  settled: number;
};

/** A change, with all rows as they now stand. */
export type BulkProgress<S extends string, I, R> = BulkChange<S, I, R> & { rows: readonly BulkRow<S, I, R>[] };

export type RunBulkOptions<S extends string, I, R> = {
  /** How many rows are worked on at once. */
  concurrency: number;
  /** Aborting stops starting rows; rows in flight end as their work ends (cancelled if it throws, unless `letWorkFinish`). */
  signal?: AbortSignal;
  /**
   * The work does not hear the signal (trackctl lets a request in flight finish, so that the row
   * says what the server did): a row whose work throws after the abort failed, it was not cancelled.
   */
  letWorkFinish?: boolean;
  /** Each change, with a copy of every row (a screen showing them): costs the rows' length per change. */
  onProgress?: (progress: BulkProgress<S, I, R>) => void;
  /** Each change without the rows (a counter): costs nothing, whatever the number of rows. */
  onChange?: (change: BulkChange<S, I, R>) => void;
};

export type BulkRunResult<S extends string, I, R> = { rows: readonly BulkRow<S, I, R>[]; cancelled: boolean };

/**
 * Works through the rows a plan has work for, at most `concurrency` at a time, in input order.
 * Rows already done are skipped, so running the result again picks up only what failed or was
 * cancelled. Resolves once no row is in flight; it does not reject for a row's failure.
 */
export async function runBulk<S extends string, I, R>(
  plan: BulkPlan<S, I, R>,
  rows: readonly BulkRow<S, I, R>[],
  options: RunBulkOptions<S, I, R>,
): Promise<BulkRunResult<S, I, R>> {
  const { concurrency, onProgress, onChange } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a whole number of at least 1, not ${concurrency}`);
  const signal = options.signal ?? new AbortController().signal;
  // Copied once; then each change copies it again only for `onProgress`, whose rows must stay as they were.
  let current = rows.slice();
  const queue = rows.flatMap((row, position) => (isRunnable(plan.machine, row.state) ? [position] : []));
  const total = queue.length;
  let settled = 0;

  /** Applies an event to a row; false when the machine refused it. */
  const apply = (position: number, event: BulkRowEvent<S, R>, settles: boolean): boolean => {
    const before = current[position] as BulkRow<S, I, R>;
    const row = reduceRow(plan.machine, before, event);
    if (row === before) return false;
    if (onProgress) current = current.with(position, row);
    else current[position] = row;
    if (settles) settled += 1;
    onProgress?.({ row, rows: current, total, settled });
    onChange?.({ row, total, settled });
    return true;
  };

  const work = async (position: number) => {
    if (!apply(position, { type: 'start' }, false)) return;
    const { input } = current[position] as BulkRow<S, I, R>;
    try {
      const outcome = await plan.work(input, signal);
      if (!apply(position, { type: 'succeed', ...outcome }, true)) {
        apply(position, { type: 'fail', error: `The work ended in ${String(outcome.to)}, which this row cannot move to.` }, true);
      }
    } catch (error) {
      // Work that throws once the run is cancelled was most likely stopped by the cancellation.
      if (signal.aborted && !options.letWorkFinish) apply(position, { type: 'cancel' }, true);
      else apply(position, { type: 'fail', error: error instanceof Error ? error.message : String(error) }, true);
    }
  };

  const worker = async () => {
    for (let position = queue.shift(); position !== undefined && !signal.aborted; position = queue.shift()) await work(position);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  return { rows: current, cancelled: signal.aborted };
}
