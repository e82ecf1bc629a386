import type { EndpointInput, EndpointName, EndpointOutput, Endpoints } from '@tracker/core';
import type { Session } from '../context/settings';
import type { CliError } from '../errors/cli-error';
import { InvalidInputError, NotFoundError, NotSignedInError, UnreachableError, type InputProblem } from '../errors/cli-error';
import { inputProblems } from './check-input';
import { LEAN_GETS } from '../generated/endpoint-areas';
import { guardedFetch, noTrackerApi } from './guarded-fetch';
import { httpGetJson } from './http-call';
import { loadContract, type Contract } from './load-contract';
import { DEFAULT_TIMEOUT_SECONDS } from './timeout';
import type { Waiting } from '../ui/waiting';

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
  /** Milliseconds a request may go without an answer (`--timeout`); 30 s when not given. */
  timeoutMs?: number | undefined;
  /** Ctrl+C: cancels the request in flight. */
  signal?: AbortSignal | undefined;
  /** A spinner on stderr while a request has not answered for a second (on a terminal, not with --json). */
  waiting?: Waiting | undefined;
};

/**
 * The API client of trackctl. The contract (zod schemas, ofetch) loads on the first call, not at
 * start-up, so `--help` stays fast; commands name endpoints and import only core's types.
 */
export function createApi(options: ApiOptions): Api {
  // Made on the first call that needs it: reading globalThis.fetch loads Node's fetch (undici).
  let guarded: ReturnType<typeof guardOf> | undefined;
  const guard = {
    get fetch() {
      return (guarded ??= guardOf(options)).fetch;
    },
    failure: () => guarded?.failure(),
  };

  /** The endpoint's part of the contract and a client, once the input has passed the endpoint's schemas. */
  async function prepare<N extends EndpointName>(name: N, input: { params?: unknown; query?: unknown } | undefined) {
    const contract = await loadContract(name);
    const problems = inputProblems(contract.endpoint, input);
    if (problems.length > 0) throw new InvalidInputError(problems);
    const client = contract.createClient({ baseURL: options.apiUrl, token: options.session?.token, fetch: guard.fetch });
    return { contract, client };
  }

  return {
    async request(name, input) {
      // A GET without input whose answer the schema would only check: sent without loading the contract.
      const leanPath = options.fetch || hasInput(input) ? undefined : LEAN_GETS[name];
      if (leanPath) {
        const answer = await httpGetJson({
          apiUrl: options.apiUrl,
          path: leanPath,
          token: options.session?.token,
          timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_SECONDS * 1000,
          signal: options.signal,
          waiting: options.waiting,
        });
        if (answer !== undefined) return answer as EndpointOutput<Endpoints[typeof name]>;
      }
      const { contract, client } = await prepare(name, input);
      try {
        return await client.request(contract.endpoint, input);
      } catch (error) {
        throw guard.failure() ?? parameterError(error, contract) ?? explainApiError(error, contract.ApiError, options);
      }
    },
    async raw(name, input) {
      const { contract, client } = await prepare(name, input);
      try {
        return await client.raw(contract.endpoint, input);
      } catch (error) {
        throw guard.failure() ?? parameterError(error, contract) ?? explainApiError(error, contract.ApiError, options);
      }
    },
  };
}

/** Whether a call names any parameter or carries a body. */
function hasInput(input: { params?: unknown; query?: unknown; body?: unknown } | undefined): boolean {
  return input !== undefined && (input.params !== undefined || input.query !== undefined || input.body !== undefined);
}

/** The fetch every call of one API goes through: timeout, Ctrl+C, and "is this the Tracker API at all". */
export function guardOf(options: ApiOptions) {
  return guardedFetch({
    apiUrl: options.apiUrl,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_SECONDS * 1000,
    signal: options.signal,
    fetch: options.fetch,
    waiting: options.waiting,
  });
}

/** Turns the failures a user can act on (server down, token refused, no such record) into messages with a next step. */
export function explainApiError(error: unknown, ApiError: Contract['ApiError'], options: ApiOptions): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === 0) return unreachable(options.apiUrl, error);
  // No such route: the address leads to some server, but not to the Tracker API (or ends in /api).
  if (error.status === 404 && !error.errors.some((e) => e.source) && /^(Nothing at |Request failed)/.test(error.message)) {
    return noTrackerApi(options.apiUrl, 'it knows no such call');
  }
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
function parameterError(error: unknown, { ApiError, endpoint }: Contract): InvalidInputError | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
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
  return new UnreachableError(`Could not reach the server at ${apiUrl}.`, {
    nextStep: 'Check the address (--api-url or TRACKCTL_API_URL) and that the server is running.',
    cause,
  });
}
