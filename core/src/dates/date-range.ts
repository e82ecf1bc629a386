import {
  addDays,
  addWeeks,
  endOfDay,
  endOfMonth,
  endOfWeek,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
  subDays,
  subMonths,
  subWeeks,
  type ContextFn,
} from 'date-fns';
import type { DateRangePreset } from './date-range-presets';
import { isoInZone } from './iso-in-zone';
import { inZone } from './zone';

/** A range of whole days: `from` at a midnight, `to` at 23:59:59.999, both in the zone it was made in. */
export type DateRange = { from: Date; to: Date };

/** A range as an API query carries it: each end an ISO date-time with the offset of the zone it was made in. */
export type InstantRange = { from: string; to: string };

type Options = { in: ContextFn<Date>; weekStartsOn: 1 };
type PresetRange = (now: Date, o: Options) => DateRange;

// Weeks start on Monday (ISO 8601), as staff read a calendar week.
const PRESETS: Record<Exclude<DateRangePreset, 'custom' | 'none'>, PresetRange> = {
  // n: the last n units up to and including today.
  n7d: (now, o) => ({ from: startOfDay(subDays(now, 6, o), o), to: endOfDay(now, o) }),
  n4w: (now, o) => ({ from: startOfDay(addDays(subWeeks(now, 4, o), 1, o), o), to: endOfDay(now, o) }),
  n3m: (now, o) => ({ from: startOfDay(addDays(subMonths(now, 3, o), 1, o), o), to: endOfDay(now, o) }),
  // l: the last n whole units before the current one.
  l7d: (now, o) => ({ from: startOfDay(subDays(now, 7, o), o), to: endOfDay(subDays(now, 1, o), o) }),
  l4w: (now, o) => ({ from: startOfWeek(subWeeks(now, 4, o), o), to: endOfWeek(subWeeks(now, 1, o), o) }),
  l3m: (now, o) => ({ from: startOfMonth(subMonths(now, 3, o), o), to: endOfMonth(subMonths(now, 1, o), o) }),
  // To date: from the start of the current unit up to the end of today.
  mtd: (now, o) => ({ from: startOfMonth(now, o), to: endOfDay(now, o) }),
  qtd: (now, o) => ({ from: startOfQuarter(now, o), to: endOfDay(now, o) }),
  ytd: (now, o) => ({ from: startOfYear(now, o), to: endOfDay(now, o) }),
  // Whole weeks: this, next and previous.
  tw: (now, o) => ({ from: startOfWeek(now, o), to: endOfWeek(now, o) }),
  nw: (now, o) => ({ from: startOfWeek(addWeeks(now, 1, o), o), to: endOfWeek(addWeeks(now, 1, o), o) }),
  pw: (now, o) => ({ from: startOfWeek(subWeeks(now, 1, o), o), to: endOfWeek(subWeeks(now, 1, o), o) }),
};

/**
 * The days a date-range preset of the email search covers (spec section 2), with day boundaries in
 * `zone` (the user's). `custom` and `none` name no range of their own: null.
 */
export function dateRangeFor(preset: DateRangePreset, now: Date, zone: string): DateRange | null {
  if (preset === 'custom' || preset === 'none') return null;
  const { from, to } = PRESETS[preset](now, { ...inZone(zone), weekStartsOn: 1 });
  return { from: new Date(from.getTime()), to: new Date(to.getTime()) };
}

/**
 * A range's ends as instants written with `zone`'s offset (2026-03-09T00:00:00.000-04:00 to
 * 2026-03-15T23:59:59.999-04:00), so whoever reads them gets the user's days, not UTC's.
 */
export function rangeInstants(range: DateRange, zone: string): InstantRange {
  return { from: isoInZone(range.from, zone), to: isoInZone(range.to, zone) };
}
