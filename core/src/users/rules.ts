import { currentPeriodEnd } from './period-end';
import type { UserRole } from './constants';

/** Spec section 5: a user's role is admin or standard; anything else is standard. */
export function forcedUserRole(role: unknown): UserRole {
  return role === 'admin' ? 'admin' : 'standard';
}

/** Spec section 5: an update carrying an empty email is skipped altogether. */
export function isUserUpdateSkipped(update: { email?: string | undefined }): boolean {
  return update.email !== undefined && update.email.trim() === '';
}

export const EMPTY_EMAIL_SKIPPED_MESSAGE = 'Nothing was saved: the email address is empty.';

/**
 * An access toggle's new end date. Off ends it now. On must open the access: it moves the end
 * date to the current period's end while that is ahead; with no period or one already ended, to a
 * new period's length from now (spec section 3's 3 months), since ending it now would leave it
 * shut. Either way never back before its present value.
 */
export function accessEndDate(on: boolean, now: Date, periodEnd: Date | null, current: Date | null): Date {
  if (!on) return now;
  const ahead = periodEnd && periodEnd > now ? periodEnd : currentPeriodEnd(now);
  return current && current > ahead ? current : ahead;
}

/** An access is open while its end date is in the future. */
export function hasAccess(endAt: Date | string | null, now: Date): boolean {
  return endAt !== null && new Date(endAt) > now;
}

/** Spec section 4: cancelable when a subscription id exists and cancel-at-period-end is not set. */
export function isSubscriptionCancelable(subscription: { subscriptionId: string | null; cancelAtPeriodEnd: boolean }): boolean {
  return Boolean(subscription.subscriptionId) && !subscription.cancelAtPeriodEnd;
}

export const EMAIL_MISMATCH_MESSAGE = 'Email address did not match. Please try again.';

/** A typed-email confirmation holds when the text is exactly the email (spaces around it aside). */
export function emailConfirmed(typed: string | undefined, email: string): boolean {
  return typed !== undefined && typed.trim() === email;
}

/** Tracking one more company stays within the user's companiesLimit. */
export function canTrackAnother(tracked: number, companiesLimit: number): boolean {
  return tracked < companiesLimit;
}
