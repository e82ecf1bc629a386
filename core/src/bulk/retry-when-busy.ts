import { ApiError } from '../errors/api-error';

/** How many times a bulk call refused as busy is sent again. */
export const BUSY_RETRIES = 5;

/** The longest Retry-After a bulk call waits out; a longer one fails the call at once. */
const MAX_BUSY_WAIT_SECONDS = 10;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a bulk call, sending it again (up to BUSY_RETRIES times) after the wait a busy server names:
 * the embedded database's queue refuses a request with 503 and Retry-After before doing any of it,
 * and an import's batch calls are heavy, so a few in flight can fill it. Safe for the imports'
 * calls, writes included: a refused call did nothing, and a call sent twice creates nothing twice.
 * The client itself tries a refused GET once more, but never a write.
 */
export async function retryWhenBusy<T>(call: () => Promise<T>, wait: (ms: number) => Promise<void> = sleep): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const seconds = error instanceof ApiError && error.status === 503 ? error.retryAfterSeconds : undefined;
      if (seconds === undefined || seconds > MAX_BUSY_WAIT_SECONDS || attempt >= BUSY_RETRIES) throw error;
      await wait(seconds * 1000);
    }
  }
}
