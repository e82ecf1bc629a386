import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { errorDocument, errorObject } from '../errors/error-document';
import { globalPlugin } from './global-plugin';

/** The web app's build (web/dist) beside the server workspace, found from this file in the sources and in the bundle alike. */
function findWebDist(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

const MISSING_BUILD =
  'The Tracker console web app has not been built. Run `npm run build` in the repository, then restart the server.\n' +
  'The API is up: see /api/docs.\n';

type Options = { webDist: string | undefined };

/**
 * Serves the built web app. Any other GET outside /api answers index.html, so deep links such as
 * /companies/12 load the app, which then routes on the client. Unknown /api paths get a JSON 404.
 */
export const webAppPlugin = globalPlugin<Options>('web-app', async (app, { webDist }) => {
  const root = webDist ?? findWebDist();
  const hasBuild = root !== undefined && existsSync(path.join(root, 'index.html'));

  if (hasBuild) {
    const distRoot = path.resolve(root);
    await app.register(fastifyStatic, {
      root: distRoot,
      cacheControl: false,
      // The build writes file.br and file.gz beside each text file; send the one the browser takes.
      preCompressed: true,
      // Vite puts content-hashed files under assets/: cache them for good; everything else revalidates.
      setHeaders(reply, filePath) {
        const hashed = path.relative(distRoot, filePath).startsWith(`assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?', 1)[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    // A missing build file is a 404; answering it with index.html would hide the broken reference.
    const isAsset = url.startsWith('/assets/');
    if (isApi || isAsset || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .code(404)
        .send(errorDocument(request.id, [errorObject({ status: 404, code: 'not_found', detail: `Nothing at ${request.method} ${url}.` })]));
    }
    if (!hasBuild) return reply.code(404).type('text/plain; charset=utf-8').send(MISSING_BUILD);
    return reply.sendFile('index.html');
  });
});
