import { differenceInMilliseconds, hoursToMilliseconds } from 'date-fns';
import { REPROCESS_THRESHOLD_HOURS } from './constants';

/**
 * Whether an email's date reads relative ('3 hours ago') rather than absolute: within
 * REPROCESS_THRESHOLD_HOURS of now, either side (spec section 9). Measured in elapsed time, so a
 * DST change in between does not move the threshold.
 */
export function showsRelative(date: Date, now: Date): boolean {
  return Math.abs(differenceInMilliseconds(now, date)) < hoursToMilliseconds(REPROCESS_THRESHOLD_HOURS);
}
