import { daysAgo, minutesAgo, minutesAhead, SIGN_IN_ATTEMPTS, SIGN_IN_WINDOW_MINUTES } from '@tracker/core';
import { AppError } from '../errors/app-error';
import type { Repositories } from '../repositories/repositories';

/** Attempts older than this are of no further use and get cleared out. */
const KEEP_DAYS = 1;

/**
 * Limits failed sign-ins per email address and per IP. The counts live in the database, so the
 * limit holds across server processes.
 */
export function createSignInThrottle(repositories: Repositories) {
  /** Seconds until the oldest of the last SIGN_IN_ATTEMPTS failures leaves the window, or 0 when not blocked. */
  async function secondsBlocked(by: 'email' | 'ip', value: string, now: Date): Promise<number> {
    const since = minutesAgo(now, SIGN_IN_WINDOW_MINUTES);
    const failures = await repositories.signInAttempts.recentFailures(by, value, since, SIGN_IN_ATTEMPTS);
    const oldest = failures[SIGN_IN_ATTEMPTS - 1];
    if (!oldest) return 0;
    return Math.max(1, Math.ceil((minutesAhead(oldest, SIGN_IN_WINDOW_MINUTES).getTime() - now.getTime()) / 1000));
  }

  return {
    /** Throws a 429 with Retry-After when this email or IP has used up its attempts. */
    async assertAllowed(email: string, ip: string, now: Date): Promise<void> {
      const seconds = Math.max(await secondsBlocked('email', email, now), await secondsBlocked('ip', ip, now));
      if (seconds === 0) return;
      const minutes = Math.ceil(seconds / 60);
      throw new AppError(
        'rate_limited',
        `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { headers: { 'retry-after': String(seconds) } },
      );
    },

    async record(email: string, ip: string, succeeded: boolean, now: Date): Promise<void> {
      await repositories.signInAttempts.record({ email, ip, succeeded, attemptedAt: now });
      if (succeeded) await repositories.signInAttempts.deleteOlderThan(daysAgo(now, KEEP_DAYS));
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
