import { describe, expect, it } from 'vitest';
import { progressLine, type BulkTally } from './progress-line';

const tally = (changes: Partial<BulkTally>): BulkTally => ({
  doing: 'Creating journeys',
  total: 5_000,
  settled: 0,
  failed: 0,
  inFlight: 4,
  elapsedMs: 0,
  stopping: false,
  ...changes,
});

describe('the progress line of a bulk run', () => {
  it.each([
    ['at the start, with no rate to tell yet', tally({}), 'Creating journeys: 0 done, 0 failed of 5,000…'],
    ['within the first second', tally({ settled: 3, elapsedMs: 400 }), 'Creating journeys: 3 done, 0 failed of 5,000…'],
    [
      'rows done and failed, the rate and the time left',
      tally({ settled: 1_200, failed: 3, elapsedMs: 30_000 }),
      'Creating journeys: 1,197 done, 3 failed of 5,000 · 40 rows/s · 1 min 35 s left',
    ],
    [
      'a slow run',
      tally({ settled: 5, elapsedMs: 2_000 }),
      'Creating journeys: 5 done, 0 failed of 5,000 · 2.5 rows/s · about 33 min left',
    ],
    [
      'a long one',
      tally({ total: 50_000, settled: 10, elapsedMs: 10_000 }),
      'Creating journeys: 10 done, 0 failed of 50,000 · 1.0 rows/s · about 13 h 53 min left',
    ],
    [
      'the last seconds',
      tally({ settled: 4_990, elapsedMs: 100_000 }),
      'Creating journeys: 4,990 done, 0 failed of 5,000 · 50 rows/s · 1 s left',
    ],
    [
      'after Ctrl+C',
      tally({ settled: 12, failed: 1, inFlight: 3, elapsedMs: 5_000, stopping: true }),
      'Creating journeys: 11 done, 1 failed of 5,000 · stopping, waiting for 3 in flight (Ctrl+C again quits at once)',
    ],
  ])('says %s', (_when, given, line) => {
    expect(progressLine(given)).toBe(line);
  });
});
