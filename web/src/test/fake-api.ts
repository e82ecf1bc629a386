/** A fetch that answers each API path with a JSON:API body and status. */
export function fakeApi(answers: Record<string, { status: number; body?: unknown }>): typeof fetch {
  return async (input) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://console.test').pathname;
    const answer = answers[path] ?? { status: 404, body: { errors: [{ status: '404', code: 'not_found', title: 'Not found' }] } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
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
