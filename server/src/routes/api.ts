import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@tracker/core';
import { handlers } from './handlers';
import { registerEndpoints } from './registrar';

/** The API: every endpoint of core's table, registered under the /api prefix. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  // Answers carry personal data and change often: no browser or proxy should keep them.
  api.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  registerEndpoints(api, endpoints, handlers);
};
