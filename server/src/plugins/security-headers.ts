import helmet from '@fastify/helmet';
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
 * CSP's frame-ancestors and X-Frame-Options (for older browsers) say. HSTS only on answers that came
 * over https (directly or through a trusted proxy): over plain http a browser ignores it, and a
 * local http console must not be told to insist on https.
 */
export const securityHeadersPlugin = globalPlugin('security-headers', async (app) => {
  await app.register(helmet, {
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
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
});
