import { dateRangeFor, rangeInstants } from '../dates/date-range';
import { isBareDay } from '../dates/days';
import { isoInZone } from '../dates/iso-in-zone';
import { fromBound, toBound } from '../dates/range-bounds';
import type { DateRangePreset } from './constants';

/** The email search's dates, as its query carries them. */
export type SearchDates = { startDate?: string; endDate?: string };

/**
 * The email search's `startDate` and `endDate` for a date-range preset, as instants with the user's
 * zone's offset: a bare date would be read by the server as a UTC day, hours off the user's.
 * - a preset (n7d ... pw): the days it covers in `zone`, from the first midnight to 23:59:59.999;
 * - `custom`: the days given, taken in `zone` (a "to" day through its 23:59:59.999); a date-time
 *   given is an instant already and is sent as it is;
 * - `none`: no dates.
 * `custom` takes values the search accepts (YYYY-MM-DD or an ISO date-time); any other is a RangeError.
 */
export function emailSearchDates(preset: DateRangePreset, custom: SearchDates, now: Date, zone: string): SearchDates {
  if (preset === 'custom') {
    const day = (value: string, bound: (day: string, zone: string) => Date) =>
      isBareDay(value) ? isoInZone(bound(value, zone), zone) : value;
    return {
      ...(custom.startDate && { startDate: day(custom.startDate, fromBound) }),
      ...(custom.endDate && { endDate: day(custom.endDate, toBound) }),
    };
  }
  const range = dateRangeFor(preset, now, zone);
  if (!range) return {};
  const { from, to } = rangeInstants(range, zone);
  return { startDate: from, endDate: to };
}
