import { addMilliseconds, differenceInMilliseconds } from 'date-fns';
import { millisecondsInDay, millisecondsInWeek } from 'date-fns/constants';

// Elapsed time in fractions of a day or week (24 hours, 7 × 24 hours), for rates and spacing, where
// calendar days (see days.ts) would make no sense.

/** The days from `from` to `to` as a fraction of 24 hours. */
export function daysBetween(from: Date, to: Date): number {
  return differenceInMilliseconds(to, from) / millisecondsInDay;
}

/** The weeks from `from` to `to` as a fraction, for rates such as emails a week. */
export function weeksBetween(from: Date, to: Date): number {
  return differenceInMilliseconds(to, from) / millisecondsInWeek;
}

/** `days` (a fraction allowed) times 24 hours after `date`. */
export function addElapsedDays(date: Date, days: number): Date {
  return addMilliseconds(date, Math.trunc(days * millisecondsInDay));
}
