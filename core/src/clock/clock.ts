/** Where "now" comes from. Everything that asks for the time takes one, so a test can fix it. */
export type Clock = { now(): Date };

/** The real time; the only place outside tests that reads the system clock. */
export const systemClock: Clock = { now: () => new Date() };

/** An ISO date-time with its offset: `2026-03-08T01:59:59.999-05:00`, `2026-03-08T06:59Z`. */
const ISO_WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/;

/** A clock stopped at one instant (an ISO date-time with its offset), for tests and reproducible runs. */
export function fixedClock(iso: string): Clock {
  const match = ISO_WITH_OFFSET.exec(iso);
  const [year, month, day] = [match?.[1], match?.[2], match?.[3]].map(Number);
  // The calendar day must exist: Date would roll 2026-02-30 over into March.
  const calendar = match ? new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0)) : undefined;
  const instant = match ? new Date(iso.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')) : undefined;
  if (!calendar || calendar.getUTCDate() !== day || !instant || Number.isNaN(instant.getTime())) {
    throw new RangeError(`fixedClock needs an ISO date-time with an offset, got "${iso}"`);
  }
  return { now: () => new Date(instant.getTime()) };
}
