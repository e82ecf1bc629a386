import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '@tracker/core';
import { SERVER_VERSION } from '../version';
import { globalPlugin } from './global-plugin';

/**
 * The OpenAPI 3.1 document, generated from the same zod schemas the routes validate with, at
 * /api/openapi.json, and a browsable reference at /api/docs. Registered before the routes, which
 * it collects as they are added.
 */
export const swaggerPlugin = globalPlugin('swagger', async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tracker console API',
        version: SERVER_VERSION,
        description:
          'The API behind the Tracker console and trackctl. Responses are JSON:API documents; errors are ' +
          '`{ errors: [{ status, code, title, detail, source }], meta: { requestId } }`.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          bearer: { type: 'http', scheme: 'bearer', description: 'An API token from POST /api/v1/tokens' },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
