import { isValid, parseISO } from 'date-fns';

/** Where "now" comes from. Everything that asks for the time takes one, so a test can fix it. */
export type Clock = { now(): Date };

/** The real time; the only place outside tests that reads the system clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at one instant (an ISO date-time with its offset), for tests and reproducible runs. */
export function fixedClock(iso: string): Clock {
  const instant = parseISO(iso);
  if (!isValid(instant) || !/(Z|[+-]\d{2}:?\d{2})$/.test(iso)) {
    throw new RangeError(`fixedClock needs an ISO date-time with an offset, got "${iso}"`);
  }
  return { now: () => new Date(instant.getTime()) };
}
