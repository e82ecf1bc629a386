import * as z from 'zod';

/**
 * The first and last years a date sent to the API may fall in. PostgreSQL has no year 0 and
 * JavaScript writes years past 9999 in a form it cannot read, so a day one step past either end
 * (the day after 9999-12-31, the day before 0001-01-01, a zone's offset) fails in the database: the
 * last year leaves a year of room for the arithmetic the server does on a day (a "to" day's end, a
 * journey's 21 days).
 */
export const FIRST_YEAR = 1;
export const LAST_YEAR = 9998;
export const CALENDAR_RANGE_MESSAGE = 'Use a date between 0001-01-01 and 9998-12-31';

const DAY_OR_DATE_TIME = /^(\d{4})-\d{2}-\d{2}(?:T.*)?$/;

/**
 * Whether a day (YYYY-MM-DD) or an ISO date-time falls within FIRST_YEAR to LAST_YEAR; a
 * date-time's year is the year of its instant in UTC (0001-01-01T00:00:00+14:00 is in year 0). Text
 * of another shape passes: the format's own check reports it.
 */
function inCalendar(value: string): boolean {
  const year = DAY_OR_DATE_TIME.exec(value)?.[1];
  if (year === undefined) return true;
  const utcYear = value.length === 10 ? Number(year) : new Date(value).getUTCFullYear();
  return utcYear >= FIRST_YEAR && utcYear <= LAST_YEAR;
}

/** `schema` (a day, a date-time or either) refused past the years the server can do arithmetic on. */
function withinCalendar<S extends z.ZodType<string, string>>(schema: S): S {
  return schema.refine(inCalendar, { error: CALENDAR_RANGE_MESSAGE }) as S;
}

/** A day, YYYY-MM-DD, in years 0001 to 9998. */
export function daySchema(error = 'Use a date as YYYY-MM-DD') {
  return withinCalendar(z.iso.date({ error }));
}

/** An ISO date-time with Z or an offset, its instant in years 0001 to 9998. */
export function dateTimeSchema(error = 'Use an ISO date-time') {
  return withinCalendar(z.iso.datetime({ offset: true, error }));
}

/** A day (YYYY-MM-DD) or an ISO date-time with Z or an offset, in years 0001 to 9998. */
export function dayOrDateTimeSchema(error = 'Use a date as YYYY-MM-DD or an ISO date-time') {
  return withinCalendar(z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error }));
}
