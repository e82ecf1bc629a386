import type { CurrentUser } from '@tracker/core';
import { CliError } from '../errors/cli-error';
import { cookieJarFetch } from './cookie-jar-fetch';
import { explainApiError, guardOf } from './create-api';
import { loadContract } from './load-contract';
import type { Waiting } from '../ui/waiting';

export type PasswordExchange = {
  apiUrl: string;
  email: string;
  password: string;
  /** How the token is listed among the user's tokens, e.g. `trackctl on my-laptop`. */
  tokenName: string;
  timeoutMs?: number | undefined;
  signal?: AbortSignal | undefined;
  waiting?: Waiting | undefined;
};

/**
 * Signs in with a password, creates an API token with that session, then ends the session: the
 * password is used once and only the token is kept.
 */
export async function exchangePasswordForToken(input: PasswordExchange): Promise<{ token: string; user: CurrentUser }> {
  const [signIn, createApiToken, signOut] = await Promise.all([
    loadContract('signIn'),
    loadContract('createApiToken'),
    loadContract('signOut'),
  ]);
  const { ApiError } = signIn;
  const options = { apiUrl: input.apiUrl, timeoutMs: input.timeoutMs, signal: input.signal, waiting: input.waiting };
  const guard = guardOf(options);
  const jar = cookieJarFetch(guard.fetch);
  const client = signIn.createClient({ baseURL: input.apiUrl, fetch: jar });

  let user: CurrentUser;
  try {
    user = (await client.request(signIn.endpoint, { body: { email: input.email, password: input.password } })).data;
  } catch (error) {
    if (guard.failure()) throw guard.failure();
    if (error instanceof ApiError && (error.status === 401 || error.status === 422)) {
      throw new CliError(error.message, { nextStep: 'Check the email and password, then try again.', cause: error });
    }
    throw explainApiError(error, ApiError, options);
  }
  if (jar.cookies.size === 0) {
    throw new CliError(`The server at ${input.apiUrl} signed you in but set no session cookie.`, {
      nextStep: 'Check that --api-url points at the Tracker server itself, not at a proxy that drops cookies.',
    });
  }

  try {
    const created = await client.request(createApiToken.endpoint, { body: { name: input.tokenName } });
    return { token: created.meta.token, user };
  } catch (error) {
    throw guard.failure() ?? explainApiError(error, ApiError, options);
  } finally {
    // The session was only needed to create the token; failing to end it early is harmless.
    await client.request(signOut.endpoint).catch(() => undefined);
  }
}
