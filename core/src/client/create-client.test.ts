import { afterEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '../auth/endpoints';
import { ApiError } from '../errors/api-error';
import { createClient } from './create-client';

type Call = { url: string; method: string; headers: Headers; body: string | undefined };

function stubFetch(status: number, body: unknown, calls: Call[] = []): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({ url: request.url, method: request.method, headers: request.headers, body: init?.body as string | undefined });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-1' },
    });
  }) as typeof fetch;
}

const admin = { data: { id: '1', type: 'users', attributes: { email: 'a@x.example', name: null, userRole: 'admin', admin: true } } };

describe('the API client', () => {
  it('sends the call the contract describes, with the admin flag and the bearer token', async () => {
    const calls: Call[] = [];
    const client = createClient({ baseURL: 'http://api.test', token: 'secret', fetch: stubFetch(200, admin, calls) });

    const user = await client.request(authEndpoints.currentUser);

    expect(user.data.attributes.admin).toBe(true);
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.url).toBe('http://api.test/api/v1/data?admin=true');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer secret');
  });

  it('fills and encodes path parameters', async () => {
    const calls: Call[] = [];
    const client = createClient({ baseURL: 'http://api.test', fetch: stubFetch(204, undefined, calls) });

    await client.request(authEndpoints.revokeApiToken, { params: { id: 42 } });

    expect(calls[0]).toMatchObject({ method: 'DELETE', url: 'http://api.test/api/v1/tokens/42?admin=true' });
  });

  it("turns an error document into an ApiError carrying the server's messages and field pointers", async () => {
    const body = {
      errors: [
        {
          status: '422',
          code: 'invalid_input',
          title: 'Invalid input',
          detail: 'Enter a valid email address',
          source: { pointer: '/email' },
        },
      ],
      meta: { requestId: 'req-9' },
    };
    const client = createClient({ baseURL: 'http://api.test', fetch: stubFetch(422, body) });

    const error = await client.request(authEndpoints.signIn, { body: { email: 'nope', password: 'x' } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe('Enter a valid email address');
    expect((error as ApiError).fieldError('/email')).toBe('Enter a valid email address');
    expect((error as ApiError).requestId).toBe('req-9');
  });

  it('calls the unauthorized hook on a 401 and still rejects', async () => {
    const onUnauthorized = vi.fn();
    const body = { errors: [{ status: '401', code: 'unauthenticated', title: 'Sign in to continue' }] };
    const client = createClient({ baseURL: 'http://api.test', fetch: stubFetch(401, body), onUnauthorized });

    await expect(client.request(authEndpoints.currentUser)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('rejects a response that does not match the contract instead of passing it on', async () => {
    const client = createClient({ baseURL: 'http://api.test', fetch: stubFetch(200, { data: { id: 1 } }) });

    await expect(client.request(authEndpoints.currentUser)).rejects.toThrow('Unexpected response from the server');
  });

  it('reports an unreachable server as an ApiError with status 0', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const client = createClient({ baseURL: 'http://api.test', fetch: failing });

    await expect(client.request(authEndpoints.currentUser)).rejects.toMatchObject({ status: 0, message: 'Could not reach the server' });
  });
});

describe('raw downloads', () => {
  it('hands back the unread response on success', async () => {
    const client = createClient({ baseURL: 'http://api.test', fetch: stubFetch(200, 'id,name') });

    const response = await client.raw(authEndpoints.currentUser);

    expect(await response.text()).toBe('"id,name"');
  });

  it("turns a failure into an ApiError with the server's message", async () => {
    const body = {
      errors: [
        {
          status: '422',
          code: 'invalid_input',
          title: 'Invalid input',
          detail: 'Use one of expired, dormant, new',
          source: { parameter: 'health' },
        },
      ],
    };
    const client = createClient({ baseURL: 'http://api.test', fetch: stubFetch(422, body) });

    const error = await client.raw(authEndpoints.currentUser).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Use one of expired, dormant, new');
    expect((error as ApiError).fieldError('health')).toBe('Use one of expired, dormant, new');
  });
});

describe('a busy server', () => {
  const busy = {
    errors: [{ status: '503', code: 'unavailable', title: 'Busy', detail: 'The server is busy with 32 requests; try again in a moment.' }],
  };

  /** Answers each call with the next of `answers` (status and Retry-After), then with `admin`. */
  function answering(answers: Array<{ status: number; retryAfter?: string }>, calls: Call[]): typeof fetch {
    return (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      calls.push({ url: request.url, method: request.method, headers: request.headers, body: init?.body as string | undefined });
      const answer = answers.shift();
      if (!answer) return new Response(JSON.stringify(admin), { status: 200, headers: { 'content-type': 'application/json' } });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (answer.retryAfter !== undefined) headers['retry-after'] = answer.retryAfter;
      return new Response(JSON.stringify(busy), { status: answer.status, headers });
    }) as typeof fetch;
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('has a GET answered 503 with Retry-After tried once more after the delay it names', async () => {
    vi.useFakeTimers();
    const calls: Call[] = [];
    const client = createClient({ baseURL: 'http://api.test', fetch: answering([{ status: 503, retryAfter: '2' }], calls) });

    const user = client.request(authEndpoints.currentUser);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);

    expect((await user).data.attributes.admin).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('tries only once more: a second 503 fails with the server’s message', async () => {
    vi.useFakeTimers();
    const calls: Call[] = [];
    const client = createClient({
      baseURL: 'http://api.test',
      fetch: answering(
        [
          { status: 503, retryAfter: '1' },
          { status: 503, retryAfter: '1' },
        ],
        calls,
      ),
    });

    const failure = client.request(authEndpoints.currentUser).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);

    expect(await failure).toMatchObject({ status: 503, message: 'The server is busy with 32 requests; try again in a moment.' });
    expect(calls).toHaveLength(2);
  });

  it('does not repeat a write, nor a 503 without a short Retry-After, and its error carries the Retry-After for the caller', async () => {
    const cases = [
      { endpoint: authEndpoints.revokeApiToken, input: { params: { id: 4 } }, answer: { status: 503, retryAfter: '1' } },
      { endpoint: authEndpoints.currentUser, input: undefined, answer: { status: 503 } },
      { endpoint: authEndpoints.currentUser, input: undefined, answer: { status: 503, retryAfter: '120' } },
      { endpoint: authEndpoints.currentUser, input: undefined, answer: { status: 500, retryAfter: '1' } },
    ];
    for (const { endpoint, input, answer } of cases) {
      const calls: Call[] = [];
      const client = createClient({ baseURL: 'http://api.test', fetch: answering([answer], calls) });
      await expect(client.request(endpoint, input as never)).rejects.toMatchObject({
        status: answer.status,
        retryAfterSeconds: answer.retryAfter === undefined ? undefined : Number(answer.retryAfter),
      });
      expect(calls).toHaveLength(1);
    }
  });

  it('retries a download (GET) the same way', async () => {
    vi.useFakeTimers();
    const calls: Call[] = [];
    const client = createClient({ baseURL: 'http://api.test', fetch: answering([{ status: 503, retryAfter: '1' }], calls) });

    const response = client.raw(authEndpoints.currentUser);
    await vi.advanceTimersByTimeAsync(1000);

    expect((await response).status).toBe(200);
    expect(calls).toHaveLength(2);
  });
});
