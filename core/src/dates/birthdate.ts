import { subYears } from 'date-fns';
import { daysAhead, dayOf } from './days';

/**
 * A persona's birthdate (spec section 9: about `years` years ago): `years` calendar years before
 * `now`, moved by `offsetDays` (so personas do not share one birthday), as YYYY-MM-DD in UTC.
 */
export function birthdateAbout(now: Date, years: number, offsetDays = 0): string {
  return dayOf(daysAhead(subYears(now, years), offsetDays));
}
