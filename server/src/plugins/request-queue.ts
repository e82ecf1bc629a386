import { AppError } from '../errors/app-error';
import { globalPlugin } from './global-plugin';

/** How long a client told "busy" should wait before trying again, in seconds. */
const RETRY_AFTER_SECONDS = 1;

/**
 * Bounds how many API requests are in progress at once: past `limit`, a request is answered 503
 * with Retry-After at once, rather than queueing behind the others for an unbounded time (the
 * embedded database serves one query at a time).
 */
export const requestQueuePlugin = globalPlugin<{ limit: number }>('request-queue', async (app, { limit }) => {
  let pending = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (pending >= limit) {
      throw new AppError('unavailable', `The server is busy with ${limit} requests; try again in a moment.`, {
        headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
      });
    }
    pending++;
    // 'close' fires once however the response ends: sent, failed, or the client went away.
    reply.raw.once('close', () => {
      pending--;
    });
  });
});
