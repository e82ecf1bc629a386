import { addMonths } from 'date-fns';
import { TEAM_TRIAL_MONTHS } from '../teams/constants';
import { NEW_USER_DEFAULTS } from '../users/constants';
import { inZone, UTC } from './zone';

/**
 * A new user's current period end (spec section 9): three calendar months from now. A day the
 * target month lacks falls back to its last day (30 November gives 28 or 29 February).
 */
export function currentPeriodEnd(now: Date, zone: string = UTC): Date {
  return new Date(addMonths(now, NEW_USER_DEFAULTS.currentPeriodMonths, inZone(zone)).getTime());
}

/** The end of a new team's trial (spec section 9: one month), with the same month-end fallback. */
export function teamTrialEnd(now: Date, zone: string = UTC): Date {
  return new Date(addMonths(now, TEAM_TRIAL_MONTHS, inZone(zone)).getTime());
}
