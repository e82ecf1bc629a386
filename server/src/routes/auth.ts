import type { authEndpoints } from '@tracker/core';
import { clearSessionCookie, sessionSecret, setSessionCookie } from '../auth/session-cookie';
import { AppError } from '../errors/app-error';
import { pageMeta } from '../lists/page-meta';
import { apiTokenResource } from '../resources/api-token-resource';
import { currentUserDocument } from '../resources/current-user-document';
import type { Handlers } from './handler';

const FORGOT_PASSWORD_MESSAGE = 'If an account uses that address, a link to reset its password is on its way.';
const PASSWORD_RESET_MESSAGE = 'Your password is set. Sign in with it.';

export const authHandlers: Handlers<typeof authEndpoints> = {
  async signIn(request, reply) {
    const { user, secret } = await request.server.services.sessions.signIn(
      {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousSecret: sessionSecret(request),
      },
      request.id,
    );
    setSessionCookie(request, reply, secret);
    return currentUserDocument(user, request.server.config);
  },

  async signOut(request, reply) {
    const secret = sessionSecret(request);
    if (secret) await request.server.services.sessions.signOut(secret, request.id);
    clearSessionCookie(request, reply);
  },

  async currentUser(request) {
    return currentUserDocument(request.auth.user, request.server.config);
  },

  async forgotPassword(request) {
    const { config, services } = request.server;
    await services.passwordResets.requestAfterAnswer(request.body.email, request.ip, config.publicUrl, request.auditContext());
    return { meta: { message: FORGOT_PASSWORD_MESSAGE } };
  },

  async resetPassword(request) {
    await request.server.services.passwordResets.reset(request.body.token, request.body.password, request.id);
    return { meta: { message: PASSWORD_RESET_MESSAGE } };
  },

  async listApiTokens(request) {
    const { auth } = request;
    const tokens = await request.server.services.apiTokens.list(auth.user.id);
    const currentId = auth.via === 'token' ? auth.token.id : undefined;
    // Every token on one page: a user has a handful.
    return {
      data: tokens.map((token) => apiTokenResource(token, currentId)),
      meta: pageMeta({ page: 1, size: Math.max(tokens.length, 1) }, tokens.length, tokens.length),
    };
  },

  async createApiToken(request) {
    const { auth } = request;
    // A token created with a token is its child: it may not outlive it.
    const parent = auth.via === 'token' ? auth.token : undefined;
    const { token, secret } = await request.server.services.apiTokens.create(auth.user.id, request.body, request.auditContext(), parent);
    return { data: apiTokenResource(token), meta: { token: secret } };
  },

  async revokeCurrentApiToken(request) {
    const { auth } = request;
    if (auth.via !== 'token') throw new AppError('not_found', 'This request is not authenticated with an API token.');
    await request.server.services.apiTokens.revoke(auth.token.id, auth.user.id, request.auditContext());
  },

  async revokeApiToken(request) {
    await request.server.services.apiTokens.revoke(request.params.id, request.auth.user.id, request.auditContext());
  },
};
