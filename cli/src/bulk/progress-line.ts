import { formatCount } from '../ui/count';

/** Where a bulk run stands, for its progress line. */
export type BulkTally = {
  /** What is happening, e.g. `Looking up`. */
  doing: string;
  /** Rows the run works on, those ended (done or failed), those failed, and those started and not ended. */
  total: number;
  settled: number;
  failed: number;
  inFlight: number;
  elapsedMs: number;
  /** Ctrl+C was pressed: no row starts any more. */
  stopping: boolean;
};

/**
 * `Creating journeys: 1,197 done, 3 failed of 5,000 · 41 rows/s · about 2 min left`. The rate and
 * the time left show once a second has passed and a row has ended; after Ctrl+C, the rows the
 * run is waiting for.
 */
export function progressLine(tally: BulkTally): string {
  const done = `${formatCount(tally.settled - tally.failed)} done, ${formatCount(tally.failed)} failed of ${formatCount(tally.total)}`;
  if (tally.stopping) {
    return `${tally.doing}: ${done} · stopping, waiting for ${formatCount(tally.inFlight)} in flight (Ctrl+C again quits at once)`;
  }
  const seconds = tally.elapsedMs / 1000;
  if (seconds < 1 || tally.settled === 0) return `${tally.doing}: ${done}…`;
  const rate = tally.settled / seconds;
  return `${tally.doing}: ${done} · ${rate < 10 ? rate.toFixed(1) : formatCount(Math.round(rate))} rows/s · ${timeLeft((tally.total - tally.settled) / rate)}`;
}

/** `12 s left`, `3 min 5 s left`, `about 14 min left`, `about 2 h 5 min left`. */
function timeLeft(seconds: number): string {
  const s = Math.ceil(seconds);
  if (s < 60) return `${s} s left`;
  if (s < 600) return `${Math.floor(s / 60)} min ${s % 60} s left`;
  const minutes = Math.round(s / 60);
  return minutes < 60 ? `about ${minutes} min left` : `about ${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}
