import { TZDate } from '@date-fns/tz';
import { addDays, endOfDay, format, startOfDay, subDays } from 'date-fns';
import { inZone, UTC } from './zone';

const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A plain Date from date-fns's zoned result, so callers compare and serialise ordinary instants. */
function plain(date: Date): Date {
  return new Date(date.getTime());
}

/** Calendar days are whole: date-fns would drop a fraction without a word. */
function wholeDays(days: number): number {
  if (!Number.isInteger(days)) throw new RangeError(`Calendar days are whole; got ${days} (see addElapsedDays for fractions)`);
  return days;
}

/**
 * `date` moved by whole days in UTC: a UTC day is always 24 hours, so no zone needs consulting. Lists
 * ask for day boundaries on every request, and date-fns's zoned arithmetic costs each more than the
 * rest of its date work (the zones' path stays for every other zone; 'Etc/UTC' takes it, so tests
 * compare the two).
 */
function utcDays(date: Date, days: number): Date {
  const moved = new Date(date.getTime());
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved;
}

/** `date` at the given UTC time of its UTC day. */
function utcTimeOfDay(date: Date, hours: number, minutes: number, seconds: number, ms: number): Date {
  const moved = new Date(date.getTime());
  moved.setUTCHours(hours, minutes, seconds, ms);
  return moved;
}

/** `days` calendar days before `date`, at the same wall-clock time in `zone`. */
export function daysAgo(date: Date, days: number, zone: string = UTC): Date {
  if (zone === UTC) return utcDays(date, -wholeDays(days));
  return plain(subDays(date, wholeDays(days), inZone(zone)));
}

/** `days` calendar days after `date`, at the same wall-clock time in `zone`. */
export function daysAhead(date: Date, days: number, zone: string = UTC): Date {
  if (zone === UTC) return utcDays(date, wholeDays(days));
  return plain(addDays(date, wholeDays(days), inZone(zone)));
}

/** The first instant of `date`'s day in `zone`. */
export function startOfDayIn(date: Date, zone: string = UTC): Date {
  if (zone === UTC) return utcTimeOfDay(date, 0, 0, 0, 0);
  return plain(startOfDay(date, inZone(zone)));
}

/** The last millisecond (23:59:59.999) of `date`'s day in `zone`. */
export function endOfDayIn(date: Date, zone: string = UTC): Date {
  if (zone === UTC) return utcTimeOfDay(date, 23, 59, 59, 999);
  return plain(endOfDay(date, inZone(zone)));
}

/** The day `date` falls on in `zone`, as YYYY-MM-DD (how journey days are stored and compared). */
export function dayOf(date: Date, zone: string = UTC): string {
  // In UTC the ISO string holds the day already: a list's every journey asks for its days, and the
  // zoned formatting costs far more (a quarter of a journeys list's CPU on the server). Years 1 to
  // 9999 read alike both ways; others (and an invalid date, which throws) take the long way.
  const year = date.getUTCFullYear();
  if (zone === UTC && year >= 1 && year <= 9999) return date.toISOString().slice(0, 10);
  // uuuu, the proleptic year: yyyy is the year of the era, which names the year before 0001 0001 too.
  return format(date, 'uuuu-MM-dd', inZone(zone));
}

/** Whether `value` is a bare day (YYYY-MM-DD) rather than a date-time. */
export function isBareDay(value: string): boolean {
  return BARE_DAY.test(value);
}

/** Midnight of a calendar date in `zone`, rolling over as Date does (31 February is in March). */
function midnight(year: number, monthIndex: number, date: number, zone: string): Date {
  // Set through setFullYear: the constructors read years 0 to 99 as 1900 to 1999.
  if (zone === UTC) {
    const start = new Date(0);
    start.setUTCFullYear(year, monthIndex, date);
    return start;
  }
  const zoned = new TZDate(2000, 0, 1, zone);
  zoned.setFullYear(year, monthIndex, date);
  return plain(zoned);
}

/** The first instant of a YYYY-MM-DD day in `zone`. */
export function dayStart(day: string, zone: string = UTC): Date {
  if (!isBareDay(day)) throw new RangeError(`Expected a day as YYYY-MM-DD, got "${day}"`);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = midnight(year, month - 1, date, zone);
  // Dates roll 2026-02-31 over into March; a day that does not exist is an error, not another day.
  if (dayOf(start, zone) !== day) throw new RangeError(`No such day: "${day}"`);
  return start;
}

/** The first instant of the day after a YYYY-MM-DD day in `zone`. */
export function nextDayStart(day: string, zone: string = UTC): Date {
  return daysAhead(dayStart(day, zone), 1, zone);
}
