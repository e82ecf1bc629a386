import { monthsAhead } from '../dates/months-ahead';
import { UTC } from '../dates/zone';
import { NEW_USER_DEFAULTS } from './constants';

/** A new user's current period end (spec section 9): three calendar months from now, month-end fallback included. */
export function currentPeriodEnd(now: Date, zone: string = UTC): Date {
  return monthsAhead(now, NEW_USER_DEFAULTS.currentPeriodMonths, zone);
}
