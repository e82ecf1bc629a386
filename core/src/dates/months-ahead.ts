import { addMonths } from 'date-fns';
import { inZone, UTC } from './zone';

/**
 * `months` calendar months after `now` at the same wall-clock time in the zone. A day the target
 * month lacks falls back to its last day (30 November plus three months gives 28 or 29 February).
 */
export function monthsAhead(now: Date, months: number, zone: string = UTC): Date {
  return new Date(addMonths(now, months, inZone(zone)).getTime());
}
