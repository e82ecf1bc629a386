import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { swaggerPlugin } from '../plugins/swagger';
import { apiRoutes } from '../routes/api';

/**
 * The OpenAPI document as the server serves it at /api/openapi.json, built from the same plugin and
 * routes without a database or a socket, for the tools that check it (the linter, the typed client).
 */
export async function buildOpenApiDocument(options: { publicUrl?: string } = {}) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swaggerPlugin, { publicUrl: options.publicUrl });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.ready();
  try {
    return app.swagger();
  } finally {
    await app.close();
  }
}
