import { BULK_CONCURRENCY, createRows, runBulk, type BulkPlan, type BulkRow, type BulkRunResult } from '@tracker/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How often a run's row changes are drawn at most. Rows end far more often than a person can read
 * them, and each draw of a sheet of 10,000 rows goes over all of them (counts, selection, the
 * preview's lines): drawn every frame, a run would keep the main thread busy from start to end.
 */
const DRAW_INTERVAL_MS = 100;

/**
 * Row changes gathered and applied in one go, at the first frame DRAW_INTERVAL_MS after the first
 * of them: each apply copies the rows once, however many of them changed.
 */
function drawBatch<T>(apply: (changes: ReadonlyMap<number, T>) => void) {
  let changes = new Map<number, T>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  const flush = () => {
    clearTimeout(timer);
    if (frame !== undefined) cancelAnimationFrame(frame);
    timer = undefined;
    frame = undefined;
    if (changes.size === 0) return;
    const done = changes;
    changes = new Map();
    apply(done);
  };
  return {
    add(position: number, change: T) {
      changes.set(position, change);
      timer ??= setTimeout(() => (frame = requestAnimationFrame(flush)), DRAW_INTERVAL_MS);
    },
    flush,
  };
}

/**
 * Runs a core bulk plan and keeps its rows in state, changing as each row does. Starting again, or
 * leaving the screen, cancels the run in flight; `rerun` works on the rows that are not done.
 */
export function useBulkRun<S extends string, I, R>(plan: BulkPlan<S, I, R>) {
  const [rows, setRows] = useState<readonly BulkRow<S, I, R>[]>([]);
  const [running, setRunning] = useState(false);
  const current = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => current.current?.abort(), []);

  async function run(from: readonly BulkRow<S, I, R>[]): Promise<BulkRunResult<S, I, R>> {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    // Only the latest run may write the rows: an older one may still be ending its rows in flight.
    const latest = () => current.current === controller;
    // A change names its row by index; rows made by `createRows` sit at their index, but the rows
    // given may be any, so each index's position is looked up once per run, not once per change.
    const positions = new Map(from.map((row, position) => [row.index, position]));
    const batch = drawBatch<BulkRow<S, I, R>>((changes) => {
      if (!latest()) return;
      setRows((now) => {
        const next = now.slice();
        for (const [position, row] of changes) next[position] = row;
        return next;
      });
    });
    setRows(from);
    setRunning(true);
    // `onChange` hands over the changed row alone (`onProgress` would copy every row on each change).
    const result = await runBulk(plan, from, {
      concurrency: BULK_CONCURRENCY,
      signal: controller.signal,
      onChange: ({ row }) => batch.add(positions.get(row.index) as number, row),
    });
    batch.flush();
    if (latest()) {
      current.current = undefined;
      setRunning(false);
    }
    return result;
  }

  /** Changes the rows between runs (a person's correction); refused, false, while a run is going, whose changes would undo it. */
  const update = useCallback((change: (rows: readonly BulkRow<S, I, R>[]) => readonly BulkRow<S, I, R>[]) => {
    if (current.current) return false;
    setRows(change);
    return true;
  }, []);

  const clear = useCallback(() => {
    current.current?.abort();
    current.current = undefined;
    setRows([]);
    setRunning(false);
  }, []);

  return {
    rows,
    running,
    start: (inputs: readonly I[]) => run(createRows<S, I, R>(plan.machine, inputs)),
    rerun: () => run(rows),
    /** Starts no more rows; those in flight still end, and the run then resolves. */
    cancel: () => current.current?.abort(),
    update,
    clear,
  };
}
