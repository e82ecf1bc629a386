import { isRunnable, reduceRow, type BulkRow, type BulkRowEvent, type RowMachine } from './row-machine';

/** What one row's work ends in: a state its machine's `succeed` allows (the first by default) and a result. */
export type BulkOutcome<S extends string, R> = { to?: S; result?: R };

/** What one row of a batch ends in: an outcome, or why the row failed (the other rows stand). */
export type BulkBatchOutcome<S extends string, R> = BulkOutcome<S, R> | { error: string };

/**
 * A plan: the async work of one kind of bulk job, over one row machine. The work gets the run's
 * signal to pass on (e.g. to fetch); a throw fails the row, and is never retried. A plan works on
 * one row at a time (`work`), or on up to `batchSize` rows in one call (`workBatch`, one request for
 * many rows), answering one outcome per input in order; a batch that throws fails all its rows.
 */
export type BulkPlan<S extends string, I, R> = BulkRowPlan<S, I, R> | BulkBatchPlan<S, I, R>;

export type BulkRowPlan<S extends string, I, R> = {
  machine: RowMachine<S>;
  work(input: I, signal: AbortSignal): Promise<BulkOutcome<S, R>>;
  batchSize?: undefined;
};

export type BulkBatchPlan<S extends string, I, R> = {
  machine: RowMachine<S>;
  batchSize: number;
  workBatch(inputs: I[], signal: AbortSignal): Promise<readonly BulkBatchOutcome<S, R>[]>;
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
  /** How many calls of the plan's work run at once: rows, or batches of rows. */
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
 * Works through the rows a plan has work for, at most `concurrency` rows (or batches) at a time, in input order.
 * Rows already done are skipped, so running the result again picks up only what failed or was
 * cancelled. Resolves once no row is in flight; it does not reject for a row's failure.
 */
export async function runBulk<S extends string, I, R>(
  plan: BulkPlan<S, I, R>,
  rows: readonly BulkRow<S, I, R>[],
  options: RunBulkOptions<S, I, R>,
): Promise<BulkRunResult<S, I, R>> {
  const { concurrency, onProgress, onChange } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new RangeError(`concurrency must be a whole number of at least 1, not ${concurrency}`);
  const batchSize = plan.batchSize ?? 1;
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new RangeError(`batchSize must be a whole number of at least 1, not ${batchSize}`);
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

  /** Ends a started row as its work ended. */
  const settle = (position: number, outcome: BulkBatchOutcome<S, R>) => {
    if ('error' in outcome) apply(position, { type: 'fail', error: outcome.error }, true);
    else if (!apply(position, { type: 'succeed', ...outcome }, true)) {
      apply(position, { type: 'fail', error: `The work ended in ${String(outcome.to)}, which this row cannot move to.` }, true);
    }
  };

  /** Ends started rows whose work threw. */
  const settleThrown = (positions: readonly number[], error: unknown) => {
    // Work that throws once the run is cancelled was most likely stopped by the cancellation.
    const event: BulkRowEvent<S, R> =
      signal.aborted && !options.letWorkFinish
        ? { type: 'cancel' }
        : { type: 'fail', error: error instanceof Error ? error.message : String(error) };
    for (const position of positions) apply(position, event, true);
  };

  const work = async (taken: readonly number[]) => {
    const positions = taken.filter((position) => apply(position, { type: 'start' }, false));
    if (positions.length === 0) return;
    const inputs = positions.map((position) => (current[position] as BulkRow<S, I, R>).input);
    try {
      if (plan.batchSize === undefined) {
        settle(positions[0]!, await plan.work(inputs[0]!, signal));
        return;
      }
      const outcomes = await plan.workBatch(inputs, signal);
      if (outcomes.length !== positions.length)
        throw new Error(`The batch answered ${outcomes.length} outcomes for ${positions.length} rows.`);
      positions.forEach((position, i) => settle(position, outcomes[i]!));
    } catch (error) {
      settleThrown(positions, error);
    }
  };

  const worker = async () => {
    while (queue.length > 0 && !signal.aborted) await work(queue.splice(0, batchSize));
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.ceil(total / batchSize)) }, worker));
  return { rows: current, cancelled: signal.aborted };
}
