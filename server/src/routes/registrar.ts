import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Endpoint } from '@tracker/core';
import { accessGuard } from '../plugins/auth';
import type { Handler, Handlers } from './handler';

const NO_CONTENT = z.null().describe('No content');

/**
 * Registers a route for every endpoint of the contract: its method and path under the caller's
 * prefix, its schemas (validation, serialization and the OpenAPI document), its access guard and
 * its handler. The server therefore serves exactly what the clients are built from.
 */
export function registerEndpoints<M extends Record<string, Endpoint>>(app: FastifyInstance, endpoints: M, handlers: Handlers<M>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const name of Object.keys(endpoints) as (keyof M & string)[]) {
    const endpoint = endpoints[name] as Endpoint;
    const handler = handlers[name] as unknown as Handler<Endpoint>;
    const guard = accessGuard(endpoint.access);
    routes.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        operationId: name,
        tags: [endpoint.tag],
        summary: endpoint.summary,
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: { [endpoint.status]: endpoint.response ?? NO_CONTENT },
        // A download (CSV) is documented under its media type; Fastify sends its text or stream as is, never as JSON.
        ...(endpoint.produces ? { produces: [endpoint.produces] } : {}),
      },
      ...(guard ? { onRequest: guard } : {}),
      handler: async (request, reply) => {
        const result = await handler(request as Parameters<typeof handler>[0], reply);
        if (endpoint.produces) reply.type(`${endpoint.produces}; charset=utf-8`);
        return endpoint.status === 204 ? reply.code(204).send() : reply.code(endpoint.status).send(result);
      },
    });
  }
}
