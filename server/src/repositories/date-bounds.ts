import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** The UTC midnight starting a YYYY-MM-DD day, as an ISO instant. */
function dayStart(date: string): string {
  return `${date}T00:00:00.000Z`;
}

/**
 * `column` on or after `from`: a bare date (YYYY-MM-DD) from the start of that day in UTC, a date-time
 * from that instant. Instants go to the database as text so it keeps any microseconds.
 */
export function onOrAfter(column: AnyColumn, from: string): SQL {
  return sql`${column} >= ${BARE_DATE.test(from) ? dayStart(from) : from}::timestamptz`;
}

/**
 * `column` on or before `to`. A bare date means the end of that day, 23:59:59.999 UTC (spec section 5),
 * written as "before the next midnight" so a stored time with microseconds past .999 is not lost.
 */
export function onOrBefore(column: AnyColumn, to: string): SQL {
  if (!BARE_DATE.test(to)) return sql`${column} <= ${to}::timestamptz`;
  const nextDay = new Date(Date.parse(dayStart(to)) + DAY_MS).toISOString();
  return sql`${column} < ${nextDay}::timestamptz`;
}
