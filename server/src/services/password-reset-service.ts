import { minutesAgo, minutesAhead, PASSWORD_RESET_TTL_MINUTES } from '@tracker/core';
import { hashPassword, randomSecret } from '../auth/password';
import { hashSecret } from '../auth/secret-hash';
import { AppError } from '../errors/app-error';
import { passwordResetMail } from '../mail/password-reset-mail';
import type { AuditContext } from './audit-service';
import type { PasswordResetThrottle } from './password-reset-throttle';
import type { ServiceDependencies } from './service-dependencies';

/**
 * One link mailed per account per five minutes at most, however many client addresses ask: the form
 * cannot flood an inbox, and a request inside the interval needs nothing new, since the link mailed
 * a moment ago (valid for PASSWORD_RESET_TTL_MINUTES) is already in the owner's inbox.
 */
export const RESEND_INTERVAL_MINUTES = 5;
/** No user has this id: what an unknown email's lookups and insert ask for, finding and storing nothing. */
const NO_USER = 0;
export const INVALID_RESET_TOKEN_MESSAGE = 'This reset link is invalid, already used or expired. Ask for a new one.';

type Dependencies = Pick<ServiceDependencies, 'db' | 'clock' | 'repositories' | 'audit' | 'mailer' | 'log'> & {
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
     * Stores a single-use token and mails its link, when the address belongs to an active admin (the
     * console is for admins only: a customer's account gets no link, as an unknown email gets none).
     * It answers the same either way, and does the same work either way (the same lookups, a token,
     * an insert that stores no row, an audit entry, a mail written but not sent), so that neither the
     * answer nor the time the database is busy afterwards tells which emails have accounts.
     */
    async request(email: string, linkBase: string, context: AuditContext): Promise<void> {
      const user = await repositories.users.findByEmail(email);
      const eligible = user !== null && !user.archived && user.userRole === 'admin';
      const now = clock.now();
      const secret = randomSecret();
      const reset = await db.transaction(async (tx) => {
        // The user's row first: requests for one email handled side by side each see the token the other stored.
        if (user) await repositories.userAccounts.lock(user.id, tx);
        const latest = await repositories.passwordResets.findLatestByUser(user?.id ?? NO_USER, tx);
        const recentlyMailed = latest !== null && latest.createdAt > minutesAgo(now, RESEND_INTERVAL_MINUTES);
        const issuedTo = eligible && !recentlyMailed ? user.id : NO_USER;
        const values = { tokenHash: hashSecret(secret), expiresAt: minutesAhead(now, PASSWORD_RESET_TTL_MINUTES), createdAt: now };
        const created = await repositories.passwordResets.createIfUserExists(issuedTo, values, tx);
        const after = created ? { resetId: created.id, expiresAt: created.expiresAt } : { email, issued: false };
        await audit.record(context, { action: 'password.reset_request', resourceId: created?.userId ?? null, after }, tx);
        return created;
      });
      const link = `${linkBase.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(secret)}`;
      const mail = passwordResetMail(user?.email ?? email, link);
      if (!reset) return;
      mailer.send(mail).catch((error: unknown) => {
        log.error({ err: error, userId: reset.userId }, 'Could not send the password reset mail');
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
      // A link mailed before its account was demoted or archived no longer opens the console.
      if (!user || user.archived || user.userRole !== 'admin') throw invalid;

      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        if (!(await repositories.passwordResets.markUsed(reset.id, now, tx))) throw invalid;
        await repositories.passwordResets.markAllUsedByUser(user.id, now, tx);
        await repositories.users.setPasswordHash(user.id, passwordHash, tx);
        const sessionsRevoked = await repositories.sessions.deleteByUser(user.id, tx);
        const tokensRevoked = await repositories.apiTokens.revokeAllByUser(user.id, now, tx);
        await audit.record(
          { actorId: user.id, requestId },
          {
            action: 'password.reset',
            resourceId: user.id,
            after: { resetId: reset.id, sessionsRevoked, tokensRevoked },
          },
          tx,
        );
      });
    },
  };
}
