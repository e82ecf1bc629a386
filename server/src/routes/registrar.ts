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
export function registerEndpoints<M extends Record<string, Endpoint>>(
  app: FastifyInstance,
  endpoints: M,
  handlers: Handlers<M>,
  { rawBodyBytes }: { rawBodyBytes: number },
): void {
  for (const name of Object.keys(endpoints) as (keyof M & string)[]) {
    const endpoint = endpoints[name] as Endpoint;
    const handler = handlers[name] as unknown as Handler<Endpoint>;
    const { consumes } = endpoint;
    if (!consumes) {
      registerEndpoint(app, name, endpoint, handler);
      continue;
    }
    // A body that is not JSON (raw mail, a provider's form) reaches the handler as its bytes, in a
    // scope of its own, so no other route takes such bodies.
    void app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      for (const type of consumes) {
        scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: rawBodyLimit(rawBodyBytes, type) }, (_request, body, done) => {
          done(null, body);
        });
      }
      registerEndpoint(scope, name, endpoint, handler);
    });
  }
}

/** The largest raw body taken: a message up to TRACKER_INBOUND_MAX_BYTES, or a form carrying one (escaped, up to three times larger). */
function rawBodyLimit(maxBytes: number, type: NonNullable<Endpoint['consumes']>[number]): number {
  return type === 'message/rfc822' ? maxBytes : maxBytes * 3 + 64 * 1024;
}

function registerEndpoint(app: FastifyInstance, name: string, endpoint: Endpoint, handler: Handler<Endpoint>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
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
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
    },
    ...(guard ? { onRequest: guard } : {}),
    handler: async (request, reply) => {
      const result = await handler(request as Parameters<typeof handler>[0], reply);
      if (endpoint.produces) reply.type(`${endpoint.produces}; charset=utf-8`);
      return endpoint.status === 204 ? reply.code(204).send() : reply.code(endpoint.status).send(result);
    },
  });
}
