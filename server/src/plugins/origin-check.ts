import { AppError } from '../errors/app-error';
import { globalPlugin } from './global-plugin';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * CSRF defence: writes a browser sends from another site are refused. SameSite=Lax cookies already
 * stop most of them; this also covers same-site subdomains and older browsers. Requests without
 * either header (trackctl, curl) are not from a browser page and pass.
 */
export const originCheckPlugin = globalPlugin('origin-check', async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!WRITES.has(request.method)) return;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    const origin = request.headers.origin;
    const foreignOrigin = origin !== undefined && hostOf(origin) !== request.host.toLowerCase();
    if (crossSite || foreignOrigin) {
      throw new AppError('cross_site', 'Requests from other sites may not change anything here.');
    }
  });
});
