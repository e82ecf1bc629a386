/** A call the fake API received. */
export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown };

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
    const call: FakeRequest = { method: request.method, path: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : undefined };
    requests.push(call);
    const responder = answers[`${call.method} ${call.path}`] ?? answers[call.path] ?? NOT_FOUND;
    const answer = typeof responder === 'function' ? await responder(call) : responder;
    const raw = typeof answer.body === 'string';
    return new Response(answer.body === undefined ? null : raw ? (answer.body as string) : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': raw ? 'text/csv' : 'application/json', ...answer.headers },
    });
  };
  return Object.assign(fetch, { requests }) as FakeFetch;
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
