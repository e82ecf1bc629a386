import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { globalPlugin } from './global-plugin';

/** How long a client told "busy" because of the count should wait before trying again, in seconds. */
const RETRY_AFTER_SECONDS = 1;

/** The longest a new request may expect to wait behind the ones in progress before it is refused. */
export const MAX_EXPECTED_WAIT_MS = 2_000;

/** How much each finished request moves the estimate of the time one request takes (an exponential average). */
const SMOOTHING = 0.2;

/** The part of the limit kept for callers without a session (sign-in, password reset), and theirs alone. */
const ANONYMOUS_SHARE = 1 / 8;

type Options = {
  limit: number;
  /** Paths (as routes declare them) served outside the queue: the health check must answer however busy the server is. */
  outside?: readonly string[];
  /** Milliseconds from any fixed origin, for measuring durations; tests pass their own. */
  elapsed?: () => number;
};

type Share = { name: 'signed-in' | 'anonymous'; limit: number; pending: number };

/**
 * Bounds the wait in front of the embedded database, which serves one query at a time: past its
 * share of `limit` requests in progress, or when the ones in progress would keep a new request
 * waiting longer than MAX_EXPECTED_WAIT_MS, a request is answered 503 with Retry-After at once
 * rather than left waiting for an unbounded time.
 *
 * A request takes its place only when its route starts work (preHandler): after its body has
 * arrived and its caller is known, so a client that sends headers and then nothing holds no place
 * (the request timeout closes it). Callers without a session have a small share of their own, so
 * that they can neither crowd out signed-in staff nor be crowded out of signing in.
 *
 * The time one request takes is measured as the interval between completions of signed-in
 * requests while such are in progress, so heavy requests (a common word in the email search)
 * shorten the queue and light ones lengthen it; a request whose client went away before its answer
 * was sent tells nothing of that and is left out.
 */
export const requestQueuePlugin = globalPlugin<Options>(
  'request-queue',
  async (app, { limit, outside = [], elapsed = () => performance.now() }) => {
    const anonymousLimit = Math.max(1, Math.floor(limit * ANONYMOUS_SHARE));
    const shares = {
      signedIn: { name: 'signed-in', limit: Math.max(1, limit - anonymousLimit), pending: 0 } satisfies Share,
      anonymous: { name: 'anonymous', limit: anonymousLimit, pending: 0 } satisfies Share,
    };
    const unqueued = new Set(outside);
    let perRequestMs: number | undefined;
    // The last completion of a signed-in request, or the moment a busy spell of them began.
    let lastEventAt = 0;

    const refuseIfBusy = (share: Share) => {
      if (share.pending >= share.limit) {
        const whose = share === shares.anonymous ? ' from callers without a session' : '';
        throw new AppError('unavailable', `The server is busy with ${share.limit} requests${whose}; try again in a moment.`, {
          headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
        });
      }
      // Every request in progress waits on the same database, whichever share it is in.
      const expectedWaitMs = perRequestMs === undefined ? 0 : (shares.signedIn.pending + shares.anonymous.pending) * perRequestMs;
      if (expectedWaitMs > MAX_EXPECTED_WAIT_MS) {
        throw new AppError(
          'unavailable',
          `The server is busy: a request would wait about ${Math.ceil(expectedWaitMs / 1000)} s; try again in a moment.`,
          {
            headers: { 'retry-after': String(Math.ceil(expectedWaitMs / 1000)) },
          },
        );
      }
    };

    const finish = (share: Share, reply: FastifyReply) => {
      share.pending--;
      if (share !== shares.signedIn) return;
      const now = elapsed();
      // A connection that closed before its answer was written (the client went away) measures nothing
      // but the client's patience.
      if (reply.raw.writableEnded) {
        // One long request (an export) counts as no more than the bound, so it never refuses the next one alone.
        const sample = Math.min(now - lastEventAt, MAX_EXPECTED_WAIT_MS);
        perRequestMs = perRequestMs === undefined ? sample : perRequestMs + SMOOTHING * (sample - perRequestMs);
      }
      lastEventAt = now;
    };

    app.addHook('preHandler', async (request: FastifyRequest, reply) => {
      const route = request.routeOptions.url;
      if (route === undefined || !route.startsWith('/api/') || unqueued.has(route)) return;
      const share = request.auth ? shares.signedIn : shares.anonymous;
      refuseIfBusy(share);
      if (share === shares.signedIn && share.pending === 0) lastEventAt = elapsed();
      share.pending++;
      // 'close' fires once however the response ends: sent, failed, or the client went away.
      reply.raw.once('close', () => finish(share, reply));
    });
  },
);
