import type * as CoreModule from '@tracker/core';
import type { EndpointInput, EndpointName, EndpointOutput, Endpoints } from '@tracker/core';
import type { Session } from '../context/settings';
import { CliError, NotSignedInError } from '../errors/cli-error';

/** Calls an endpoint of the contract by name, with the session's token. */
export type Api = {
  request<N extends EndpointName>(name: N, input?: EndpointInput<Endpoints[N]>): Promise<EndpointOutput<Endpoints[N]>>;
};

export type ApiOptions = {
  apiUrl: string;
  session?: Session | undefined;
  fetch?: typeof globalThis.fetch;
};

type Core = typeof CoreModule;

/**
 * The API client of trackctl. The contract (zod schemas, ofetch) loads on the first call, not at
 * start-up, so `--help` stays fast; commands name endpoints and import only core's types.
 */
export function createApi(options: ApiOptions): Api {
  let loaded: Promise<{ core: Core; client: ReturnType<Core['createClient']> }> | undefined;
  const load = () =>
    (loaded ??= import('@tracker/core').then((core) => ({
      core,
      client: core.createClient({
        baseURL: options.apiUrl,
        token: options.session?.token,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    })));

  return {
    async request(name, input) {
      const { core, client } = await load();
      try {
        return await client.request(core.endpoints[name], input);
      } catch (error) {
        throw explainApiError(error, core, options);
      }
    },
  };
}

/** Turns the failures a user can act on (server down, token refused) into messages with a next step. */
export function explainApiError(error: unknown, core: Core, options: ApiOptions): unknown {
  if (!(error instanceof core.ApiError)) return error;
  if (error.status === 0) return unreachable(options.apiUrl, error);
  if (error.status === 401 && options.session?.source === 'env') {
    return new NotSignedInError(`The server did not accept TRACKCTL_TOKEN: ${error.message}`, {
      nextStep: 'Set TRACKCTL_TOKEN to a valid token, or unset it and run: trackctl login',
      cause: error,
    });
  }
  if (error.status === 401 && options.session) {
    return new NotSignedInError(`The stored token was not accepted (revoked or expired): ${error.message}`, { cause: error });
  }
  if (error.status === 401) return new NotSignedInError(`Not signed in: ${error.message}`, { cause: error });
  return error;
}

export function unreachable(apiUrl: string, cause?: unknown): CliError {
  return new CliError(`Could not reach the server at ${apiUrl}.`, {
    nextStep: 'Check the address (--api-url or TRACKCTL_API_URL) and that the server is running.',
    cause,
  });
}
