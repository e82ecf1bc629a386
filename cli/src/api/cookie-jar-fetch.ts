/** A fetch that keeps the cookies a server sets and sends them back, as a browser would. */
export type CookieJarFetch = typeof globalThis.fetch & { readonly cookies: ReadonlyMap<string, string> };

export function cookieJarFetch(base: typeof globalThis.fetch = globalThis.fetch): CookieJarFetch {
  const cookies = new Map<string, string>();

  const jarFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    // No Origin header: the server treats requests without one as coming from a script, not a web page.
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await base(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) store(cookies, line);
    return response;
  };
  return Object.assign(jarFetch, { cookies });
}

function store(cookies: Map<string, string>, setCookie: string): void {
  const [pair = '', ...attributes] = setCookie.split(';');
  const at = pair.indexOf('=');
  if (at <= 0) return;
  const name = pair.slice(0, at).trim();
  const value = pair.slice(at + 1).trim();
  const expired = attributes.some((a) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a));
  if (expired || value === '') cookies.delete(name);
  else cookies.set(name, value);
}
