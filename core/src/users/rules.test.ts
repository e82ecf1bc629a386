import { describe, expect, it } from 'vitest';
import {
  accessEndDate,
  canTrackAnother,
  emailConfirmed,
  forcedUserRole,
  hasAccess,
  isSubscriptionCancelable,
  isUserUpdateSkipped,
} from './rules';
import { UserUpdate } from './schema';

const now = new Date('2026-03-10T12:00:00Z');
const periodEnd = new Date('2026-06-10T12:00:00Z');

describe('user rules', () => {
  it('forces any role but admin to standard', () => {
    expect(forcedUserRole('admin')).toBe('admin');
    expect(forcedUserRole('superuser')).toBe('standard');
    expect(forcedUserRole(undefined)).toBe('standard');
    expect(UserUpdate.parse({ userRole: 'owner' }).userRole).toBe('standard');
  });

  it('skips an update whose email is empty, not one without an email', () => {
    expect(isUserUpdateSkipped(UserUpdate.parse({ email: '  ', name: 'X' }))).toBe(true);
    expect(isUserUpdateSkipped(UserUpdate.parse({ name: 'X' }))).toBe(false);
    expect(isUserUpdateSkipped(UserUpdate.parse({ email: 'a@b.example' }))).toBe(false);
  });

  it('moves an access end date ahead to the period end when on, never back, and to now when off', () => {
    expect(accessEndDate(true, now, periodEnd, null)).toEqual(periodEnd);
    const later = new Date('2027-01-01T00:00:00Z');
    expect(accessEndDate(true, now, periodEnd, later)).toEqual(later);
    expect(accessEndDate(false, now, periodEnd, later)).toEqual(now);
  });

  it('opens an access for 3 months from now when the current period has ended (or there is none), so on reads as on', () => {
    const ended = new Date('2026-01-31T00:00:00Z');
    const threeMonthsAhead = new Date('2026-06-10T12:00:00Z');

    const endAt = accessEndDate(true, now, ended, ended);

    expect(endAt).toEqual(threeMonthsAhead);
    expect(hasAccess(endAt, now)).toBe(true);
    expect(accessEndDate(true, now, now, null)).toEqual(threeMonthsAhead);
    expect(accessEndDate(true, now, null, null)).toEqual(threeMonthsAhead);
    expect(accessEndDate(true, now, ended, new Date('2027-01-01T00:00:00Z'))).toEqual(new Date('2027-01-01T00:00:00Z'));
  });

  it('calls a subscription cancelable only with an id and no cancel at period end', () => {
    expect(isSubscriptionCancelable({ subscriptionId: 'sub_1', cancelAtPeriodEnd: false })).toBe(true);
    expect(isSubscriptionCancelable({ subscriptionId: 'sub_1', cancelAtPeriodEnd: true })).toBe(false);
    expect(isSubscriptionCancelable({ subscriptionId: null, cancelAtPeriodEnd: false })).toBe(false);
  });

  it('confirms a typed email only when it is exactly the email', () => {
    expect(emailConfirmed(' ann@customer.example ', 'ann@customer.example')).toBe(true);
    expect(emailConfirmed('Ann@customer.example', 'ann@customer.example')).toBe(false);
    expect(emailConfirmed(undefined, 'ann@customer.example')).toBe(false);
  });

  it('lets a user track companies up to its limit', () => {
    expect(canTrackAnother(9, 10)).toBe(true);
    expect(canTrackAnother(10, 10)).toBe(false);
  });
});
