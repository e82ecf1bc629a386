import {
  daysAgo,
  minutesAgo,
  SIGN_IN_ATTEMPTS,
  SIGN_IN_ATTEMPTS_PER_ADDRESS,
  SIGN_IN_SLOWDOWN_AFTER,
  SIGN_IN_SLOWDOWN_MAX_SECONDS,
  SIGN_IN_WINDOW_MINUTES,
} from '@tracker/core';
import type { Repositories } from '../repositories/repositories';
import { rateLimitedError } from './rate-limited-error';
import { rateLimitAddress } from '../auth/rate-limit-address';

/** Attempts older than this are of no further use and get cleared out. */
export const SIGN_IN_ATTEMPTS_KEPT_DAYS = 1;
/** How often (by the app's clock) a sign-in clears out old attempts, failed ones included. */
export const SIGN_IN_ATTEMPTS_PRUNED_EVERY_MINUTES = 60;

/** Waits; the app's own by default, a test's recorder otherwise. */
export type Pause = (milliseconds: number) => Promise<void>;
export const realPause: Pause = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Limits failed sign-ins per client address and per (address, email), and slows down sign-ins for
 * an email failing from many addresses without refusing them, so nobody elsewhere can lock its
 * owner out. The counts live in the database, so the limits hold across server processes.
 */
export function createSignInThrottle(repositories: Repositories, pause: Pause = realPause) {
  /** When this process last cleared out old attempts: the table grows only by attempts, so they prune it. */
  let prunedAt: Date | undefined;
  async function pruneWhenDue(now: Date): Promise<void> {
    if (prunedAt && now.getTime() - prunedAt.getTime() < SIGN_IN_ATTEMPTS_PRUNED_EVERY_MINUTES * 60_000) return;
    prunedAt = now;
    await repositories.signInAttempts.deleteOlderThan(daysAgo(now, SIGN_IN_ATTEMPTS_KEPT_DAYS));
  }
  return {
    /**
     * Reserves an attempt before the password is checked, counted as a failure until `succeeded`;
     * throws a 429 with Retry-After when the address, or the address for this email, has used up its
     * attempts. An email with many recent failures waits a little first.
     */
    async reserve(email: string, ip: string, now: Date): Promise<number> {
      await pruneWhenDue(now);
      const since = minutesAgo(now, SIGN_IN_WINDOW_MINUTES);
      const reservation = await repositories.signInAttempts.reserve(
        { email, ip: rateLimitAddress(ip), attemptedAt: now },
        { since, perAddress: SIGN_IN_ATTEMPTS_PER_ADDRESS, perAddressAndEmail: SIGN_IN_ATTEMPTS },
      );
      if ('refusedBy' in reservation) {
        throw rateLimitedError('sign-in attempts', reservation.refusedBy[reservation.limit - 1]!, SIGN_IN_WINDOW_MINUTES, now);
      }
      // This attempt counts as a failure until it succeeds: the ones before it are one fewer.
      const earlier = (await repositories.signInAttempts.failuresForEmail(email, since)) - 1;
      const excess = earlier - SIGN_IN_SLOWDOWN_AFTER;
      if (excess > 0) await pause(Math.min(excess, SIGN_IN_SLOWDOWN_MAX_SECONDS) * 1000);
      return reservation.id;
    },

    /** Marks a reserved attempt as a success (a failure stays counted). */
    async succeeded(id: number): Promise<void> {
      await repositories.signInAttempts.markSucceeded(id);
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
