import { addMinutes, subMinutes } from 'date-fns';

/** `minutes` minutes after `date` (elapsed time, so a DST change does not stretch it). */
export function minutesAhead(date: Date, minutes: number): Date {
  return addMinutes(date, minutes);
}

/** `minutes` minutes before `date`. */
export function minutesAgo(date: Date, minutes: number): Date {
  return subMinutes(date, minutes);
}
