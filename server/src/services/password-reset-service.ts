import { minutesAhead, PASSWORD_RESET_TTL_MINUTES, type Clock } from '@tracker/core';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword, randomSecret } from '../auth/password';
import { hashSecret } from '../auth/secret-hash';
import type { Database } from '../db/client';
import { AppError } from '../errors/app-error';
import { passwordResetMail } from '../mail/password-reset-mail';
import type { Mailer } from '../mail/mailer';
import type { Repositories } from '../repositories/repositories';
import type { AuditContext, AuditService } from './audit-service';
import type { PasswordResetThrottle } from './password-reset-throttle';

/** One mail per address per minute at most, so the form cannot be used to flood an inbox. */
const RESEND_INTERVAL_MS = 60_000;
export const INVALID_RESET_TOKEN_MESSAGE = 'This reset link is invalid, already used or expired. Ask for a new one.';

type Dependencies = {
  db: Database;
  clock: Clock;
  repositories: Repositories;
  audit: AuditService;
  mailer: Mailer;
  log: FastifyBaseLogger;
  throttle: PasswordResetThrottle;
};

export function createPasswordResetService({ db, clock, repositories, audit, mailer, log, throttle }: Dependencies) {
  /** Requests being handled after their answer went out. */
  const pending = new Set<Promise<void>>();
  return {
    /**
     * Counts a reset request against the limits per client address and per email (a 429 past them),
     * then handles it after the caller has its answer: looking the email up, storing a token and
     * mailing it take time only for an address that exists, so doing any of it before answering
     * would tell which ones do. The count never looks the email up.
     */
    async requestAfterAnswer(email: string, ip: string, linkBase: string, context: AuditContext): Promise<void> {
      await throttle.admit(email, ip, clock.now());
      const work = this.request(email, linkBase, context)
        .catch((error: unknown) => log.error({ err: error }, 'Could not handle a password reset request'))
        .finally(() => pending.delete(work));
      pending.add(work);
    },

    /** Resolves once every request handled after its answer is done (shutdown, tests). */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },

    /**
     * Stores a single-use token and mails its link, when the address belongs to an active user. It
     * answers the same either way, and does not wait for the mail, so timing does not tell either.
     */
    async request(email: string, linkBase: string, context: AuditContext): Promise<void> {
      const user = await repositories.users.findByEmail(email);
      if (!user || user.archived) return;
      const now = clock.now();
      const latest = await repositories.passwordResets.findLatestByUser(user.id);
      if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_INTERVAL_MS) return;

      const secret = randomSecret();
      await db.transaction(async (tx) => {
        const reset = await repositories.passwordResets.create(
          { userId: user.id, tokenHash: hashSecret(secret), expiresAt: minutesAhead(now, PASSWORD_RESET_TTL_MINUTES), createdAt: now },
          tx,
        );
        await audit.record(
          context,
          { action: 'password.reset_request', resourceType: 'users', resourceId: user.id, after: { resetId: reset.id, expiresAt: reset.expiresAt } },
          tx,
        );
      });
      const link = `${linkBase.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(secret)}`;
      mailer.send(passwordResetMail(user.email, link)).catch((error: unknown) => {
        log.error({ err: error, userId: user.id }, 'Could not send the password reset mail');
      });
    },

    /**
     * Sets a new password with a reset token, uses the token up and signs the user out everywhere:
     * every session ends and every API token (the CLI's included) is revoked.
     */
    async reset(token: string, password: string, requestId: string): Promise<void> {
      const invalid = new AppError('invalid_input', INVALID_RESET_TOKEN_MESSAGE, { pointer: '/token' });
      const now = clock.now();
      const reset = await repositories.passwordResets.findByTokenHash(hashSecret(token));
      if (!reset || reset.usedAt || reset.expiresAt <= now) throw invalid;
      const user = await repositories.users.findById(reset.userId);
      if (!user || user.archived) throw invalid;

      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        if (!(await repositories.passwordResets.markUsed(reset.id, now, tx))) throw invalid;
        await repositories.passwordResets.markAllUsedByUser(user.id, now, tx);
        await repositories.users.setPasswordHash(user.id, passwordHash, tx);
        const sessionsRevoked = await repositories.sessions.deleteByUser(user.id, tx);
        const tokensRevoked = await repositories.apiTokens.revokeAllByUser(user.id, now, tx);
        await audit.record(
          { actorId: user.id, requestId },
          { action: 'password.reset', resourceType: 'users', resourceId: user.id, after: { resetId: reset.id, sessionsRevoked, tokensRevoked } },
          tx,
        );
      });
    },
  };
}
