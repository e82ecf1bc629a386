import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_TTL_DAYS } from '@tracker/core';

/**
 * The session cookie's name: with an https public URL, `__Host-` prefixed, which browsers accept
 * only from a secure origin, with Secure, Path=/ and no Domain, so no subdomain or plain-http
 * page can set or overwrite it.
 */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** The session secret the request's cookie carries, if any. */
export function sessionSecret(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request.server.config.publicUrl)];
}

/** HttpOnly so scripts cannot read it, SameSite=Lax against CSRF, Secure whenever the console is reached over https. */
function cookieOptions(request: FastifyRequest) {
  const secure = request.server.config.publicUrl.startsWith('https:') || request.protocol === 'https';
  return { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  reply.setCookie(sessionCookieName(request.server.config.publicUrl), secret, {
    ...cookieOptions(request),
    maxAge: SESSION_TTL_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request.server.config.publicUrl), cookieOptions(request));
}
