import { dayStart, isBareDay, nextDayStart } from '@tracker/core';
import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * The first instant `from` covers: a bare date (YYYY-MM-DD) from the start of that day in UTC, a
 * date-time from that instant. Instants go to the database as text so it keeps any microseconds.
 */
export function lowerBound(from: string): string {
  return isBareDay(from) ? dayStart(from).toISOString() : from;
}

/**
 * Where `to` ends. A bare date means the end of that day, 23:59:59.999 UTC (spec section 5), written
 * as "before the next midnight" (`inclusive` false) so a stored time with microseconds past .999 is
 * not lost; a date-time is that instant, included.
 */
export function upperBound(to: string): { at: string; inclusive: boolean } {
  return isBareDay(to) ? { at: nextDayStart(to).toISOString(), inclusive: false } : { at: to, inclusive: true };
}

/** `column` at or after the instant `at` (lowerBound's, or a placeholder for it). */
export function atOrAfter(column: AnyColumn, at: string | Placeholder): SQL {
  return sql`${column} >= ${at}::timestamptz`;
}

/** `column` before the instant `at` (upperBound's, or a placeholder for it), or at it too when `inclusive`. */
export function before(column: AnyColumn, at: string | Placeholder, inclusive: boolean): SQL {
  return inclusive ? sql`${column} <= ${at}::timestamptz` : sql`${column} < ${at}::timestamptz`;
}
