import type { CurrentUser } from '@tracker/core';
import { CliError } from '../errors/cli-error';
import { cookieJarFetch } from './cookie-jar-fetch';
import { explainApiError } from './create-api';
import { loadCore } from './load-core';

export type PasswordExchange = {
  apiUrl: string;
  email: string;
  password: string;
  /** How the token is listed among the user's tokens, e.g. `trackctl on my-laptop`. */
  tokenName: string;
};

/**
 * Signs in with a password, creates an API token with that session, then ends the session: the
 * password is used once and only the token is kept.
 */
export async function exchangePasswordForToken(input: PasswordExchange): Promise<{ token: string; user: CurrentUser }> {
  const core = await loadCore();
  const jar = cookieJarFetch();
  const client = core.createClient({ baseURL: input.apiUrl, fetch: jar });
  const options = { apiUrl: input.apiUrl };

  let user: CurrentUser;
  try {
    user = (await client.request(core.endpoints.signIn, { body: { email: input.email, password: input.password } })).data;
  } catch (error) {
    if (error instanceof core.ApiError && (error.status === 401 || error.status === 422)) {
      throw new CliError(error.message, { nextStep: 'Check the email and password, then try again.', cause: error });
    }
    throw explainApiError(error, core, options);
  }
  if (jar.cookies.size === 0) {
    throw new CliError(`The server at ${input.apiUrl} signed you in but set no session cookie.`, {
      nextStep: 'Check that --api-url points at the Tracker server itself, not at a proxy that drops cookies.',
    });
  }

  try {
    const created = await client.request(core.endpoints.createApiToken, { body: { name: input.tokenName } });
    return { token: created.meta.token, user };
  } catch (error) {
    throw explainApiError(error, core, options);
  } finally {
    // The session was only needed to create the token; failing to end it early is harmless.
    await client.request(core.endpoints.signOut).catch(() => undefined);
  }
}
