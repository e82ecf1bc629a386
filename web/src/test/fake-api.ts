import { vi } from 'vitest';
/** A call the fake API received; `signal` is the one the caller may cancel it with. */
export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown; signal: AbortSignal | undefined };

/** How the fake API answers: a status with a JSON body (or a string sent as is) and headers. */
export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> };
type Responder = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

export type FakeFetch = typeof fetch & { requests: FakeRequest[] };

const NOT_FOUND: FakeAnswer = { status: 404, body: { errors: [{ status: '404', code: 'not_found', title: 'Not found' }] } };

/**
 * A fetch that answers API calls by `'METHOD /path'` or by `'/path'` (any method), with a fixed
 * answer or a function of the request; every call is kept in `requests`.
 */
export function fakeApi(answers: Record<string, Responder>): FakeFetch {
  const requests: FakeRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://console.test'), init);
    const url = new URL(request.url);
    const text = await request.text();
    const signal = init?.signal ?? undefined;
    const call: FakeRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      signal,
    };
    requests.push(call);
    const responder = answers[`${call.method} ${call.path}`] ?? answers[call.path] ?? NOT_FOUND;
    const answered = Promise.resolve(typeof responder === 'function' ? responder(call) : responder);
    // As a real fetch, a cancelled call fails at once, whether or not an answer is on its way.
    const answer = await (signal ? Promise.race([answered, abortion(signal)]) : answered);
    const raw = typeof answer.body === 'string';
    return new Response(answer.body === undefined ? null : raw ? (answer.body as string) : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': raw ? 'text/csv' : 'application/json', ...answer.headers },
    });
  };
  return Object.assign(fetch, { requests }) as FakeFetch;
}

/** Fails as fetch does when `signal` is aborted (at once when it already is). */
function abortion(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/** JSON:API bodies the tests answer with. */
export function userDocument(admin: boolean) {
  return {
    data: {
      id: '1',
      type: 'users',
      attributes: { email: 'ada@tracker.example', name: 'Ada', userRole: admin ? 'admin' : 'standard', admin },
    },
  };
}

export function errorDocument(status: number, code: string, title: string, detail?: string, pointer?: string) {
  return {
    errors: [{ status: String(status), code, title, ...(detail ? { detail } : {}), ...(pointer ? { source: { pointer } } : {}) }],
  };
}

/** Makes `fakeApi(answers)` the global fetch (until `vi.unstubAllGlobals()`) and returns it. */
export function stubApi(answers: Record<string, Responder>): FakeFetch {
  const api = fakeApi(answers);
  vi.stubGlobal('fetch', api);
  return api;
}
