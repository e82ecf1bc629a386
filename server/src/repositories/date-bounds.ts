import { dayStart, isBareDay, nextDayStart } from '@tracker/core';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column` on or after `from`: a bare date (YYYY-MM-DD) from the start of that day in UTC, a date-time
 * from that instant. Instants go to the database as text so it keeps any microseconds.
 */
export function onOrAfter(column: AnyColumn, from: string): SQL {
  return sql`${column} >= ${isBareDay(from) ? dayStart(from).toISOString() : from}::timestamptz`;
}

/**
 * `column` on or before `to`. A bare date means the end of that day, 23:59:59.999 UTC (spec section 5),
 * written as "before the next midnight" so a stored time with microseconds past .999 is not lost.
 */
export function onOrBefore(column: AnyColumn, to: string): SQL {
  if (!isBareDay(to)) return sql`${column} <= ${to}::timestamptz`;
  return sql`${column} < ${nextDayStart(to).toISOString()}::timestamptz`;
}
