import { BULK_CONCURRENCY, createRows, runBulk, type BulkPlan, type BulkRow, type BulkRunResult } from '@tracker/core';
import { useEffect, useRef, useState } from 'react';

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
    setRows(from);
    setRunning(true);
    const result = await runBulk(plan, from, {
      concurrency: BULK_CONCURRENCY,
      signal: controller.signal,
      onProgress: (progress) => latest() && setRows(progress.rows),
    });
    if (latest()) {
      current.current = undefined;
      setRunning(false);
    }
    return result;
  }

  return {
    rows,
    running,
    start: (inputs: readonly I[]) => run(createRows<S, I, R>(plan.machine, inputs)),
    rerun: () => run(rows),
    /** Starts no more rows; those in flight still end, and the run then resolves. */
    cancel: () => current.current?.abort(),
    clear: () => {
      current.current?.abort();
      current.current = undefined;
      setRows([]);
      setRunning(false);
    },
  };
}
