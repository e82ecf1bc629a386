import { isValid, parseISO } from 'date-fns';
import { dayStart, endOfDayIn, isBareDay } from './days';
import { UTC } from './zone';

function instant(value: string): Date {
  const date = parseISO(value);
  if (!isValid(date)) throw new RangeError(`Not a date: "${value}"`);
  return date;
}

/** A range's "from": a bare day means the first instant of that day in `zone`, a date-time that instant. */
export function fromBound(value: string, zone: string = UTC): Date {
  return isBareDay(value) ? dayStart(value, zone) : instant(value);
}

/**
 * A range's "to": a bare day means the whole of that day, up to 23:59:59.999 in `zone` (spec section
 * 5), a date-time that instant.
 */
export function toBound(value: string, zone: string = UTC): Date {
  return isBareDay(value) ? endOfDayIn(dayStart(value, zone), zone) : instant(value);
}
