import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { globalPlugin } from './global-plugin';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether an Origin header names this console: scheme, host and port alike, as the request reached
 * the server (through a trusted proxy, as it reached the proxy) or as the public URL names it (a
 * TLS-terminating proxy that is not trusted yet still leaves that one right).
 */
function isOwnOrigin(origin: string, request: FastifyRequest): boolean {
  const sent = originOf(origin);
  return (
    sent !== null && (sent === originOf(`${request.protocol}://${request.host}`) || sent === originOf(request.server.config.publicUrl))
  );
}

/** Whether a request is for the API (the web app's pages may be linked to from anywhere). */
function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * CSRF defence. Any API request a browser says comes from another site is refused: the console is
 * same-origin, and a GET riding a top-level navigation from elsewhere carries the SameSite=Lax
 * session cookie, so a page elsewhere could make an admin's browser run an expensive read. Writes are
 * also refused when their Origin names another site: SameSite=Lax cookies already stop most of them;
 * this also covers same-site subdomains and older browsers. Requests without either header
 * (trackctl, curl) are not from a browser page and pass.
 */
export const originCheckPlugin = globalPlugin('origin-check', async (app) => {
  // A hook that calls back rather than returns a promise (as do the others that do no I/O): it runs
  // on every request, and Fastify runs such hooks without a promise or a turn of the event loop each.
  // What it throws, Fastify answers as what it passes on.
  app.addHook('onRequest', (request, _reply, done) => {
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite && isApi(request.url))
      throw new AppError(
        'cross_site',
        'Requests from other sites may not use this API: open the console itself, or call it from a script.',
      );
    if (WRITES.has(request.method)) {
      const origin = request.headers.origin;
      const foreignOrigin = origin !== undefined && !isOwnOrigin(origin, request);
      if (crossSite || foreignOrigin) {
        throw new AppError('cross_site', 'Requests from other sites may not change anything here.');
      }
    }
    done();
  });
});

/**
 * For a GET that writes (the spec's company lookup with `stats` or `clearbit`): a top-level
 * navigation from another site carries the SameSite=Lax session cookie, so a page elsewhere could
 * make an admin's browser write. Refused unless the browser says the request came from this origin
 * (or the user typed it); a bearer token, or a client that is not a browser, is not at risk and passes.
 */
export function assertSameOriginForWritingGet(request: FastifyRequest): void {
  if (request.auth?.via !== 'session') return;
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const fromElsewhere =
    (site !== undefined && site !== 'same-origin' && site !== 'none') || (origin !== undefined && !isOwnOrigin(origin, request));
  if (fromElsewhere) throw new AppError('cross_site', 'A lookup that changes data must come from the console itself.');
}
