import { minutesAgo } from '@tracker/core';
import type { Repositories } from '../repositories/repositories';
import { rateLimitedError } from './rate-limited-error';
import { rateLimitAddress } from '../auth/rate-limit-address';

/** The window reset requests are counted in. */
export const PASSWORD_RESET_WINDOW_MINUTES = 60;
/**
 * Reset requests for one email from one client address in a window: room for a lost mail or two.
 * Counted per address, so nobody elsewhere can spend the owner's requests; what keeps many addresses
 * from flooding the inbox is the service's one mail per account per RESEND_INTERVAL_MINUTES.
 */
export const PASSWORD_RESET_REQUESTS_PER_EMAIL = 5;
/** Reset requests from one client address, whatever the emails, in a window: a shared office address asks for a few. */
export const PASSWORD_RESET_REQUESTS_PER_ADDRESS = 20;

/**
 * Limits password reset requests per client address and per email from that address. It counts the email without
 * looking it up, so it answers the same whether or not an account uses it. The counts live in the
 * database, so the limits hold across server processes.
 */
export function createPasswordResetThrottle(repositories: Repositories) {
  return {
    /** Counts a request, or throws a 429 with Retry-After when its address or its email has used up its requests. */
    async admit(email: string, ip: string, now: Date): Promise<void> {
      const admission = await repositories.passwordResetRequests.admit(
        { email, ip: rateLimitAddress(ip), requestedAt: now },
        {
          since: minutesAgo(now, PASSWORD_RESET_WINDOW_MINUTES),
          perAddress: PASSWORD_RESET_REQUESTS_PER_ADDRESS,
          perEmail: PASSWORD_RESET_REQUESTS_PER_EMAIL,
        },
      );
      if ('refusedBy' in admission) {
        throw rateLimitedError('password reset requests', admission.refusedBy[admission.limit - 1]!, PASSWORD_RESET_WINDOW_MINUTES, now);
      }
    },
  };
}
export type PasswordResetThrottle = ReturnType<typeof createPasswordResetThrottle>;
