import { dayOf, daysAgo } from '../dates/days';
import { DEFAULT_BASE_EMAIL_DOMAIN, REGISTRATION_DOMAINS, type JourneyHealth, type JourneyStatus } from './constants';

/** Days without a new email after which a live journey counts as dormant. */
export const DORMANT_AFTER_DAYS = 30;

export type JourneyForHealth = {
  status: JourneyStatus;
  startDate: string | null;
  endDate: string | null;
  /** When its latest email arrived, if any. */
  lastEmailAt: string | null;
};

/**
 * Spec section 4: a journey starts upcoming and is shown as expired when it is still upcoming past
 * its end date or, lacking one, past its start date.
 */
export function isShownExpired(journey: Pick<JourneyForHealth, 'status' | 'startDate' | 'endDate'>, now: Date): boolean {
  if (journey.status !== 'upcoming') return false;
  const limit = journey.endDate ?? journey.startDate;
  return limit !== null && limit < dayOf(now);
}

/** A journey still tracking: not archived, not complete, not ended, not a stale upcoming one. */
export function isLive(journey: JourneyForHealth, now: Date): boolean {
  if (journey.status === 'archived' || journey.status === 'complete') return false;
  if (isShownExpired(journey, now)) return false;
  return journey.endDate === null || journey.endDate >= dayOf(now);
}

/** The instant DORMANT_AFTER_DAYS days before now: a live journey without an email since then is dormant. */
export function dormantCutoff(now: Date): Date {
  return daysAgo(now, DORMANT_AFTER_DAYS);
}

/**
 * A company's health for one journey type, from its journeys of that type; it decides whether bulk
 * import creates a new journey, and feeds the companies list's health filter:
 * - `new`: the company has never had a journey of this type;
 * - `expired`: it had some, but none is live any more (all ended, finished, archived, or upcoming
 *   past their dates);
 * - `dormant`: a journey is live, but no email has arrived in it for DORMANT_AFTER_DAYS days (or ever,
 *   once the journey started that long ago);
 * - `null`: healthy, a live journey is receiving email.
 */
export function journeyHealth(journeys: readonly JourneyForHealth[], now: Date): JourneyHealth | null {
  if (journeys.length === 0) return 'new';
  const live = journeys.filter((j) => isLive(j, now));
  if (live.length === 0) return 'expired';
  const cutoff = dormantCutoff(now);
  const cutoffInstant = cutoff.toISOString();
  const receiving = live.some((j) => {
    if (j.lastEmailAt !== null) return j.lastEmailAt >= cutoffInstant;
    // A journey that has not started yet, or started recently, has had no time to receive mail.
    return j.startDate === null || j.startDate >= dayOf(cutoff);
  });
  return receiving ? null : 'dormant';
}

/**
 * A journey's base email domain must be a registration domain, else the default, the first of them
 * (spec section 5). `domains` is the server's setting; core's four unless told.
 */
export function baseEmailDomainOrDefault(domain: string | null | undefined, domains: readonly string[] = REGISTRATION_DOMAINS): string {
  return domain && domains.includes(domain) ? domain : (domains[0] ?? DEFAULT_BASE_EMAIL_DOMAIN);
}
