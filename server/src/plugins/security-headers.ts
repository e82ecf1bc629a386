import helmet from '@fastify/helmet';
import { globalPlugin } from './global-plugin';

/**
 * Helmet's headers with a strict Content Security Policy for the console. Frames may show blob: and
 * data: documents (the sandboxed email viewer); nothing may frame the console itself.
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
  });
});
