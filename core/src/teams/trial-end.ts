import { monthsAhead } from '../dates/months-ahead';
import { UTC } from '../dates/zone';
import { TEAM_TRIAL_MONTHS } from './constants';

/** The end of a new team's trial (spec section 9: one month), with the same month-end fallback as a user's period. */
export function teamTrialEnd(now: Date, zone: string = UTC): Date {
  return monthsAhead(now, TEAM_TRIAL_MONTHS, zone);
}
