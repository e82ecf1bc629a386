import { ofetch } from 'ofetch';
import { buildPath, type Endpoint, type EndpointInput, type EndpointOutput } from '../contract/endpoint';
import { ApiError } from '../errors/api-error';

export type ClientOptions = {
  /** Origin of the server, e.g. `http://localhost:3000`; empty for same-origin calls in the browser. */
  baseURL: string;
  /** A bearer token (the CLI); the browser relies on the session cookie instead. */
  token?: string | (() => string | undefined);
  /** Called on every 401, e.g. to send the user to sign-in. */
  onUnauthorized?: (error: ApiError) => void;
  /** Called on every 403. */
  onForbidden?: (error: ApiError) => void;
  fetch?: typeof globalThis.fetch;
};

export type Client = {
  /** Calls an endpoint of the contract: builds the request from it and parses the response with its schema. */
  request<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): Promise<EndpointOutput<E>>;
  /** Like `request`, but returns the raw response (for streamed downloads such as CSV exports). */
  raw<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): Promise<Response>;
};

/** The longest Retry-After a busy server (503) may name for a GET to wait and try once more; longer, it fails at once. */
const MAX_RETRY_AFTER_SECONDS = 10;

/**
 * How long to wait before trying a call again: only a GET (safe to repeat) answered 503 with
 * `Retry-After: <seconds>` (a busy embedded server refuses work past its queue bound) is retried.
 */
function busyRetryDelay(endpoint: Endpoint, response: Response | undefined): number | undefined {
  if (endpoint.method !== 'GET' || response?.status !== 503) return undefined;
  const retryAfter = response.headers.get('retry-after')?.trim() ?? '';
  if (!/^\d{1,3}$/.test(retryAfter) || Number(retryAfter) > MAX_RETRY_AFTER_SECONDS) return undefined;
  return Number(retryAfter) * 1000;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Creates the typed API client used by the web console and trackctl. */
export function createClient(options: ClientOptions): Client {
  const api = ofetch.create(
    { baseURL: `${options.baseURL.replace(/\/$/, '')}/api`, credentials: 'include', retry: 0 },
    options.fetch ? { fetch: options.fetch } : {},
  );

  function fetchOptions(endpoint: Endpoint, input?: { query?: unknown; body?: unknown }) {
    const token = typeof options.token === 'function' ? options.token() : options.token;
    return {
      method: endpoint.method,
      // The spec's clients send an admin flag on every call; the server ignores unknown query keys.
      query: { ...(input?.query as Record<string, unknown> | undefined), admin: true },
      body: input?.body as Record<string, unknown> | undefined,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(endpoint.consumes && input?.body instanceof Uint8Array ? { 'content-type': endpoint.consumes[0]! } : {}),
      } as Record<string, string>,
    };
  }

  function toApiError(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    const failure = error as { response?: Response; data?: unknown };
    const status = failure.response?.status ?? 0;
    const headers = failure.response?.headers;
    const apiError = ApiError.fromResponse(status, failure.data, headers?.get('x-request-id') ?? undefined, headers?.get('retry-after'));
    if (status === 401) options.onUnauthorized?.(apiError);
    if (status === 403) options.onForbidden?.(apiError);
    return apiError;
  }

  return {
    async request(endpoint, input) {
      const path = buildPath(endpoint.path, input?.params as Record<string, unknown> | undefined);
      let body: unknown;
      try {
        body = await api(path, fetchOptions(endpoint, input)).catch(async (error: unknown) => {
          // Once, after the delay a busy server named; a second refusal fails as any other.
          const delay = busyRetryDelay(endpoint, (error as { response?: Response }).response);
          if (delay === undefined) throw error;
          await wait(delay);
          return api(path, fetchOptions(endpoint, input));
        });
      } catch (error) {
        throw toApiError(error);
      }
      if (!endpoint.response) return undefined as EndpointOutput<typeof endpoint>;
      const parsed = endpoint.response.safeParse(body);
      if (!parsed.success) {
        throw new ApiError(200, [
          {
            status: '200',
            code: 'internal',
            title: 'Unexpected response from the server',
            detail: `Unexpected response from the server: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
          },
        ]);
      }
      return parsed.data as EndpointOutput<typeof endpoint>;
    },
    async raw(endpoint, input) {
      const path = buildPath(endpoint.path, input?.params as Record<string, unknown> | undefined);
      let response: Response;
      try {
        // The body is left unread for the caller; a failure's body is read here, as an error document.
        const send = () => api.raw(path, { ...fetchOptions(endpoint, input), responseType: 'stream', ignoreResponseError: true });
        response = await send();
        const delay = busyRetryDelay(endpoint, response);
        if (delay !== undefined) {
          await response.body?.cancel().catch(() => undefined);
          await wait(delay);
          response = await send();
        }
      } catch (error) {
        throw toApiError(error);
      }
      if (response.ok) return response;
      const text = await response.text().catch(() => '');
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        data = undefined;
      }
      throw toApiError({ response, data });
    },
  };
}
