import { daysAhead, INVALID_CREDENTIALS_MESSAGE, SESSION_TTL_DAYS, SESSIONS_PER_USER } from '@tracker/core';
import { hashPassword, randomSecret, verifyPassword } from '../auth/password';
import { hashSecret } from '../auth/secret-hash';
import { AppError } from '../errors/app-error';
import type { LiveSession } from '../repositories/sessions-repository';
import type { SignedInUser, User } from '../repositories/users-repository';
import type { SignInThrottle } from './sign-in-throttle';
import type { ServiceDependencies } from './service-dependencies';

/** How stale `lastSeenAt` may get before a request refreshes it: a write per minute, not per call. */
const TOUCH_INTERVAL_MS = 60_000;

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the email is unknown, so both failures take the same time. */
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomSecret());
  return dummyHash;
}

export type SignInInput = {
  email: string;
  password: string;
  ip: string;
  userAgent: string | undefined;
  /** The secret of a session cookie the browser still holds; it is replaced. */
  previousSecret: string | undefined;
};

type Dependencies = Pick<ServiceDependencies, 'db' | 'clock' | 'repositories' | 'audit'> & { throttle: SignInThrottle };

export function createSessionService({ db, clock, repositories, audit, throttle }: Dependencies) {
  // Hashed now, so that even the first unknown email takes no longer than a wrong password.
  void timingDummyHash();
  return {
    /** Checks the credentials and opens a session; the returned secret goes into the cookie only. */
    async signIn(input: SignInInput, requestId: string): Promise<{ user: User; secret: string; expiresAt: Date }> {
      const now = clock.now();
      const attempt = await throttle.reserve(input.email, input.ip, now);

      const user = await repositories.users.findByEmail(input.email);
      const passwordMatches = await verifyPassword(input.password, user?.passwordHash ?? (await timingDummyHash()));
      // The console is for admins only: anyone else is answered as an unknown email is, after the same work.
      const allowed = user !== null && user.passwordHash !== null && !user.archived && user.userRole === 'admin' && passwordMatches;
      if (!allowed) throw new AppError('unauthenticated', INVALID_CREDENTIALS_MESSAGE);
      await throttle.succeeded(attempt);

      const secret = randomSecret();
      const expiresAt = daysAhead(now, SESSION_TTL_DAYS);
      await db.transaction(async (tx) => {
        if (input.previousSecret) await repositories.sessions.deleteByTokenHash(hashSecret(input.previousSecret), tx);
        await repositories.sessions.deleteExpiredByUser(user.id, now, tx);
        const session = await repositories.sessions.create(
          {
            userId: user.id,
            tokenHash: hashSecret(secret),
            expiresAt,
            userAgent: input.userAgent ?? null,
            ip: input.ip,
            createdAt: now,
            lastSeenAt: now,
          },
          tx,
        );
        // A bounded number per user: sign-ins that never sign out (scripts, lost laptops) do not pile up.
        await repositories.sessions.deleteAllButNewest(user.id, SESSIONS_PER_USER, tx);
        await audit.record({ actorId: user.id, requestId }, { action: 'session.create', resourceId: session.id, after: session }, tx);
      });
      return { user, secret, expiresAt };
    },

    /** Revokes the session behind a cookie secret, if it still exists. */
    async signOut(secret: string, requestId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const session = await repositories.sessions.deleteByTokenHash(hashSecret(secret), tx);
        if (!session) return;
        await audit.record(
          { actorId: session.userId, requestId },
          { action: 'session.delete', resourceId: session.id, before: session },
          tx,
        );
      });
    },

    /** The live session behind a cookie secret and its user; null when unknown, expired or archived. */
    async authenticate(secret: string): Promise<{ user: SignedInUser; session: LiveSession } | null> {
      const now = clock.now();
      const found = await repositories.sessions.findLiveByTokenHash(hashSecret(secret), now);
      if (!found || found.user.archived) return null;
      if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await repositories.sessions.touch(found.session.id, now);
      }
      return found;
    },
  };
}
