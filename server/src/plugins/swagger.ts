import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { endpoints } from '@tracker/core';
import { sessionCookieName } from '../auth/session-cookie';
import { completeDocument } from '../openapi/complete-document';
import { SERVER_VERSION } from '../version';
import { accessGuard } from './auth';
import { globalPlugin } from './global-plugin';

type Options = {
  /** The console's public origin (TRACKER_PUBLIC_URL); unset, the document names the origin it is served from. */
  publicUrl: string | undefined;
};

/** Where the API is: the configured public URL, else `/`, which clients resolve against the document's own address. */
function servers(publicUrl: string | undefined) {
  return publicUrl
    ? [{ url: publicUrl.replace(/\/+$/, ''), description: 'The console' }]
    : [{ url: '/', description: 'The origin this document is served from' }];
}

/**
 * The OpenAPI 3.1 document, generated from the same zod schemas the routes validate with and
 * completed from the endpoint table (security, failures, examples), at /api/openapi.json, and a
 * browsable reference at /api/docs. Registered before the routes, which it collects as they are added.
 */
export const swaggerPlugin = globalPlugin<Options>('swagger', async (app, { publicUrl }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tracker console API',
        version: SERVER_VERSION,
        description:
          'The API behind the Tracker console and trackctl. Responses are JSON:API documents; errors are ' +
          '`{ errors: [{ status, code, title, detail, source }], meta: { requestId } }`. Sign in for a session ' +
          'cookie, or send an API token as `Authorization: Bearer`.',
        // An internal tool: not licensed to anyone outside the business (LicenseRef- is SPDX for a licence off its list).
        license: { name: 'Proprietary, internal use only', identifier: 'LicenseRef-Proprietary' },
        contact: { name: 'Tracker console maintainers' },
      },
      servers: servers(publicUrl),
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(publicUrl ?? ''),
            description: 'The session cookie POST /api/v1/sessions sets',
          },
          bearer: { type: 'http', scheme: 'bearer', description: 'An API token from POST /api/v1/tokens' },
          signature: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Tracker-Signature',
            description: '`sha256=` and the hex HMAC-SHA256 of the request body with TRACKER_INBOUND_SECRET (the inbound webhook)',
          },
        },
      },
    },
    // Paths stay as routed (/api/...), whatever path the public URL has.
    stripBasePath: false,
    transform: createJsonSchemaTransform({ skipList: [] }),
    transformObject: (generated) =>
      'openapiObject' in generated ? completeDocument(generated.openapiObject, endpoints) : generated.swaggerObject,
  });
  // An admin-only system: its map is for admins too (anonymous 401, standard users 403).
  const adminOnly = accessGuard('admin')!;
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiHooks: { onRequest: adminOnly } });
  app.get('/api/openapi.json', { schema: { hide: true }, onRequest: adminOnly }, async () => app.swagger());
});
