import type { Client } from '@tracker/core/client';
import { createApi } from './client';

/**
 * The console's API client for calls that `signal` cancels, such as a palette search the user has
 * typed past. Core's client takes no signal of its own, so this one hands it to each fetch.
 */
export function abortableApi(signal: AbortSignal): Client {
  return createApi((input, init) => globalThis.fetch(input, { ...init, signal }));
}
