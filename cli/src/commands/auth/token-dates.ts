import { plural } from '../../ui/count';

/** `2026-08-10 (in 90 days)`, `2026-05-12 (today)` or `2026-05-01 (expired)`: the day in the local zone. */
export async function describeExpiry(expiresAt: string, now: Date): Promise<string> {
  const { dayOf, daysBetween, localZone } = await import('@tracker/core/dates');
  const at = new Date(expiresAt);
  const days = Math.floor(daysBetween(now, at));
  const when = at <= now ? 'expired' : days < 1 ? 'within a day' : `in ${plural(days, 'day', 'days')}`;
  return `${dayOf(at, localZone())} (${when})`;
}

/** A moment as the local day and time to the minute, `2026-05-12 14:03`; `-` for never. */
export async function describeMoment(at: string | null): Promise<string> {
  if (at === null) return '-';
  const { dayOf, localZone } = await import('@tracker/core/dates');
  const date = new Date(at);
  const zone = localZone();
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  return `${dayOf(date, zone)} ${time}`;
}
