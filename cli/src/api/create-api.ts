import type { Endpoint, EndpointInput, EndpointName, EndpointOutput, Endpoints } from '@tracker/core';
import type { Session } from '../context/settings';
import { CliError, InvalidInputError, NotFoundError, NotSignedInError, type InputProblem } from '../errors/cli-error';
import { inputProblems } from './check-input';
import { loadCore, type Core } from './load-core';

/**
 * Calls an endpoint of the contract by name, with the session's token. Path and query parameters
 * are checked against the contract first: what it refuses is an `InvalidInputError` (exit 2),
 * and nothing is sent.
 */
export type Api = {
  request<N extends EndpointName>(name: N, input?: EndpointInput<Endpoints[N]>): Promise<EndpointOutput<Endpoints[N]>>;
  /** The response itself, its body unread: for downloads such as the CSV export. Throws on a non-2xx status. */
  raw<N extends EndpointName>(name: N, input?: EndpointInput<Endpoints[N]>): Promise<Response>;
};

export type ApiOptions = {
  apiUrl: string;
  session?: Session | undefined;
  fetch?: typeof globalThis.fetch;
};

/**
 * The API client of trackctl. The contract (zod schemas, ofetch) loads on the first call, not at
 * start-up, so `--help` stays fast; commands name endpoints and import only core's types.
 */
export function createApi(options: ApiOptions): Api {
  let loaded: Promise<{ core: Core; client: ReturnType<Core['createClient']> }> | undefined;
  const load = () =>
    (loaded ??= loadCore().then((core) => ({
      core,
      client: core.createClient({
        baseURL: options.apiUrl,
        token: options.session?.token,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    })));

  /** The loaded contract and client, once the input has passed the endpoint's schemas. */
  async function prepare(name: EndpointName, input: { params?: unknown; query?: unknown } | undefined) {
    const ready = await load();
    const problems = inputProblems(ready.core.endpoints[name], input);
    if (problems.length > 0) throw new InvalidInputError(problems);
    return ready;
  }

  return {
    async request(name, input) {
      const { core, client } = await prepare(name, input);
      try {
        return await client.request(core.endpoints[name], input);
      } catch (error) {
        throw parameterError(error, core, core.endpoints[name]) ?? explainApiError(error, core, options);
      }
    },
    async raw(name, input) {
      const { core, client } = await prepare(name, input);
      try {
        return await client.raw(core.endpoints[name], input);
      } catch (error) {
        throw parameterError(error, core, core.endpoints[name]) ?? explainApiError(error, core, options);
      }
    },
  };
}

/** Turns the failures a user can act on (server down, token refused, no such record) into messages with a next step. */
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
  if (error.status === 404) return new NotFoundError(ensureStop(error.message), { cause: error });
  return error;
}

/**
 * The server's 422 about path or query parameters, as the usage error the same input refused here
 * would have been; undefined for any other failure.
 */
function parameterError(error: unknown, core: Core, endpoint: Endpoint): InvalidInputError | undefined {
  if (!(error instanceof core.ApiError) || error.status !== 422) return undefined;
  const problems: InputProblem[] = [];
  for (const e of error.errors) {
    const name = e.source?.parameter;
    if (!name) return undefined;
    const location = endpoint.path.split('/').includes(`:${name}`) ? 'params' : 'query';
    problems.push({ location, name, message: e.detail ?? e.title });
  }
  return problems.length > 0 ? new InvalidInputError(problems) : undefined;
}

function ensureStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function unreachable(apiUrl: string, cause?: unknown): CliError {
  return new CliError(`Could not reach the server at ${apiUrl}.`, {
    nextStep: 'Check the address (--api-url or TRACKCTL_API_URL) and that the server is running.',
    cause,
  });
}
