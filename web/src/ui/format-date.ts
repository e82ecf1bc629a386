import { dayOf } from '@tracker/core/dates';
import { showsRelative } from '@tracker/core/emails';
import { format, formatDistanceStrict, isValid, parseISO } from 'date-fns';

/** A date or date-time as its day (YYYY-MM-DD, local time); a bare date stays the day it names. */
export function formatDay(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'yyyy-MM-dd') : value;
}

/**
 * A day stored as the UTC midnight that starts it (a journey's start and end dates) as YYYY-MM-DD:
 * the day the server and the spreadsheet mean, whatever the browser's zone. formatDay would show
 * the day before west of UTC.
 */
export function formatUtcDay(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? dayOf(date) : value;
}

/** A date-time in full, local time with its offset, e.g. for a title. */
export function formatDateTime(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'yyyy-MM-dd HH:mm:ss xxx') : value;
}

/**
 * An email's date as the spec shows it (section 9): relative within REPROCESS_THRESHOLD_HOURS of
 * `now` ('3 hours ago'), else the date and time.
 */
export function formatRecentDate(value: string, now: Date): string {
  const date = parseISO(value);
  if (!isValid(date)) return value;
  if (showsRelative(date, now)) {
    return formatDistanceStrict(date, now, { addSuffix: true, roundingMethod: 'floor' });
  }
  return format(date, 'yyyy-MM-dd HH:mm');
}
