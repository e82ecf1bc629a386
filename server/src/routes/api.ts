import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_INBOUND_MAX_BYTES } from '../config';
import { endpoints } from '@tracker/core';
import { handlers } from './handlers';
import { registerEndpoints } from './registrar';

/** The API: every endpoint of core's table, registered under the /api prefix. */
export const apiRoutes: FastifyPluginAsync<{ inboundMaxBytes?: number }> = async (api, { inboundMaxBytes = DEFAULT_INBOUND_MAX_BYTES }) => {
  // Answers carry personal data and change often: no browser or proxy should keep them.
  api.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
  registerEndpoints(api, endpoints, handlers, { rawBodyBytes: inboundMaxBytes });
};
