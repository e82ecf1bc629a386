import { createClient, type Client } from '@tracker/core/client';
import { redirectToSignIn } from './sign-in-redirect';

/** Builds the console's API client: same origin, session cookie, 401 sends the user to sign-in. */
export function createApi(fetch?: typeof globalThis.fetch): Client {
  return createClient({ baseURL: '', onUnauthorized: redirectToSignIn, fetch });
}

/** The one API client of the console. */
export const api = createApi();
