import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { globalPlugin } from './global-plugin';

/** A year, as browsers' HSTS preload lists expect. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Browser features the console never uses, switched off for it and anything it frames. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'interest-cohort=()',
].join(', ');

/**
 * Helmet's headers with a strict Content Security Policy for the console. Frames may show blob: and
 * data: documents (the sandboxed email viewer); nothing may frame the console itself, which both the
 * CSP's frame-ancestors and X-Frame-Options (for older browsers) say. HSTS is left to the hook below.
 */
const helmetMiddleware = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      frameSrc: ["'self'", 'blob:', 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  strictTransportSecurity: false,
});

/**
 * The headers helmet sets, read once: with this configuration they are the same on every answer, and
 * building helmet's middleware per request (as @fastify/helmet does) cost a cheap request more than
 * its validation.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader() {},
  };
  helmetMiddleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's headers and the permissions policy on every answer; HSTS only on answers that came over
 * https (directly or through a trusted proxy): over plain http a browser ignores it, and a local http
 * console must not be told to insist on https.
 */
export const securityHeadersPlugin = globalPlugin('security-headers', async (app) => {
  const headers = { ...helmetHeaders(), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
});
