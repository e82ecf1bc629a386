import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { globalPlugin } from './global-plugin';

const REQUEST_ID_HEADER = 'x-request-id';
/** What we accept from a proxy: short, printable, no spaces, so it cannot forge log lines. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the caller's X-Request-Id when it looks sane, so logs join up across a proxy; else a UUID. */
export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Echoes the request id on every response, errors included, so a user can quote it in a report. */
export const requestIdPlugin = globalPlugin('request-id', async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
});
