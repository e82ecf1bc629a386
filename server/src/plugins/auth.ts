import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Access } from '@tracker/core';
import { sessionSecret } from '../auth/session-cookie';
import { AppError } from '../errors/app-error';
import type { ApiTokenRow } from '../repositories/api-tokens-repository';
import type { LiveSession } from '../repositories/sessions-repository';
import type { SignedInUser } from '../repositories/users-repository';
import { SIGNATURE_HEADER } from '../inbound/webhook-signature';
import { globalPlugin } from './global-plugin';

/** Who made the request and with which credential (of the user, what requests need: `SignedInUser`). */
export type AuthContext =
  { user: SignedInUser; via: 'session'; session: LiveSession } | { user: SignedInUser; via: 'token'; token: ApiTokenRow };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null: resolved for every /api request from its cookie or bearer token. */
    auth: AuthContext | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

async function authenticate(request: FastifyRequest): Promise<AuthContext | null> {
  const { services } = request.server;
  const authorization = request.headers.authorization;
  // A bearer token wins over a cookie; a bad one is not retried as the cookie, so scripts fail loudly.
  if (authorization) {
    const secret = BEARER.exec(authorization)?.[1];
    const found = secret ? await services.apiTokens.authenticate(secret) : null;
    return found ? { user: found.user, via: 'token', token: found.token } : null;
  }
  const cookie = sessionSecret(request);
  if (!cookie) return null;
  const found = await services.sessions.authenticate(cookie);
  return found ? { user: found.user, via: 'session', session: found.session } : null;
}

/** Resolves credentials (session cookie or `Authorization: Bearer`) on API requests. */
export const authPlugin = globalPlugin('auth', async (app) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) request.auth = await authenticate(request);
  });
});

/** Whether a request may go on to its route under an access level; throws the 401, 403 or 503 when not. */
const checks: Record<Access, ((request: FastifyRequest) => void) | undefined> = {
  public: undefined,
  signed_in: (request) => {
    if (!request.auth) throw new AppError('unauthenticated', 'Sign in to continue.');
  },
  admin: (request) => {
    if (!request.auth) throw new AppError('unauthenticated', 'Sign in to continue.');
    if (request.auth.user.userRole !== 'admin') throw new AppError('forbidden', 'This needs an admin account.');
  },
  // Signed by a machine with a shared secret (the inbound webhook): a session or token counts for
  // nothing. Here only what needs no body is checked (the secret configured, a signature sent); the
  // route checks the signature against the body it has read.
  signature: (request) => {
    const { secret, mailgunSigningKey } = request.server.config.inbound;
    const form = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(request.headers['content-type'] ?? '');
    if (form) {
      if (!mailgunSigningKey)
        throw new AppError('unavailable', 'Mailgun deliveries are not configured: set TRACKER_INBOUND_MAILGUN_SIGNING_KEY.');
      return;
    }
    if (!secret) throw new AppError('unavailable', 'The inbound webhook is not configured: set TRACKER_INBOUND_SECRET.');
    if (typeof request.headers[SIGNATURE_HEADER] !== 'string')
      throw new AppError(
        'unauthenticated',
        `Sign the body: ${SIGNATURE_HEADER}: sha256=<hex HMAC-SHA256 of the body with the shared secret>.`,
      );
  },
};

/** Each check as a hook that calls back (no promise a request): what it throws, Fastify answers as what it passes on. */
const guards = Object.fromEntries(
  Object.entries(checks).map(([access, check]) => [
    access,
    check &&
      ((request, _reply, done) => {
        check(request);
        done();
      }),
  ]),
) as Record<Access, onRequestHookHandler | undefined>;

/**
 * The route hook enforcing an endpoint's access level. It runs at onRequest, before the body is
 * parsed and validated, so an anonymous caller learns nothing about the input an endpoint expects.
 */
export function accessGuard(access: Access): onRequestHookHandler | undefined {
  return guards[access];
}
