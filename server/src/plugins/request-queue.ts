import { AppError } from '../errors/app-error';
import { globalPlugin } from './global-plugin';

/** How long a client told "busy" because of the count should wait before trying again, in seconds. */
const RETRY_AFTER_SECONDS = 1;

/** The longest a new request may expect to wait behind the ones in progress before it is refused. */
export const MAX_EXPECTED_WAIT_MS = 2_000;

/** How much each finished request moves the estimate of the time one request takes (an exponential average). */
const SMOOTHING = 0.2;

type Options = {
  limit: number;
  /** Milliseconds from any fixed origin, for measuring durations; tests pass their own. */
  elapsed?: () => number;
};

/**
 * Bounds the wait in front of the embedded database, which serves one query at a time: past
 * `limit` requests in progress, or when the ones in progress would keep a new request waiting
 * longer than MAX_EXPECTED_WAIT_MS, it is answered 503 with Retry-After at once rather than left
 * waiting for an unbounded time. The time one request takes is measured as the interval between
 * completions while the server is busy, so heavy requests (a common word in the email search)
 * shorten the queue and light ones lengthen it.
 */
export const requestQueuePlugin = globalPlugin<Options>('request-queue', async (app, { limit, elapsed = () => performance.now() }) => {
  let pending = 0;
  let perRequestMs: number | undefined;
  // The last completion, or the moment a busy spell began.
  let lastEventAt = 0;

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (pending >= limit) {
      throw new AppError('unavailable', `The server is busy with ${limit} requests; try again in a moment.`, {
        headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
      });
    }
    const expectedWaitMs = perRequestMs === undefined ? 0 : pending * perRequestMs;
    if (expectedWaitMs > MAX_EXPECTED_WAIT_MS) {
      throw new AppError('unavailable', `The server is busy: a request would wait about ${Math.ceil(expectedWaitMs / 1000)} s; try again in a moment.`, {
        headers: { 'retry-after': String(Math.ceil(expectedWaitMs / 1000)) },
      });
    }
    if (pending === 0) lastEventAt = elapsed();
    pending++;
    // 'close' fires once however the response ends: sent, failed, or the client went away.
    reply.raw.once('close', () => {
      const now = elapsed();
      // One long request (an export) counts as no more than the bound, so it never refuses the next one alone.
      const sample = Math.min(now - lastEventAt, MAX_EXPECTED_WAIT_MS);
      perRequestMs = perRequestMs === undefined ? sample : perRequestMs + SMOOTHING * (sample - perRequestMs);
      lastEventAt = now;
      pending--;
    });
  });
});
