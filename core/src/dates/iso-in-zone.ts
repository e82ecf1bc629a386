import { tzOffset } from '@date-fns/tz';
import { UTC } from './zone';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `date` as an ISO 8601 date-time with `zone`'s offset at that instant, to the millisecond
 * (2026-03-09T00:00:00.000-04:00): the same instant, written as a user of that zone reads it. The
 * offset is taken in whole minutes and the wall-clock time follows from it, so the text always
 * parses back to `date` exactly, even in a zone whose historical offset had seconds.
 */
export function isoInZone(date: Date, zone: string = UTC): string {
  const offset = Math.round(tzOffset(zone, date));
  const wallClock = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, -1);
  const minutes = Math.abs(offset);
  return `${wallClock}${offset < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
