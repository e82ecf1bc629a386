import { minutesAgo } from '../dates/minutes';
import { ADDRESS_JOURNEY_END_DAYS, JOURNEY_START_LEAD_MINUTES, NEW_JOURNEY_LENGTH_DAYS, RELATED_JOURNEY_LENGTH_DAYS } from './constants';
import { daysAhead } from '../dates/days';
import { UTC } from '../dates/zone';

export type JourneyDates = { start: Date; end: Date };

/** A new journey's default dates (spec section 5): from now, for NEW_JOURNEY_LENGTH_DAYS days. */
export function newJourneyDates(now: Date, zone: string = UTC): JourneyDates {
  return { start: now, end: daysAhead(now, NEW_JOURNEY_LENGTH_DAYS, zone) };
}

/** A journey related to another one starting at `start` runs RELATED_JOURNEY_LENGTH_DAYS days by default. */
export function relatedJourneyDates(start: Date, zone: string = UTC): JourneyDates {
  return { start, end: daysAhead(start, RELATED_JOURNEY_LENGTH_DAYS, zone) };
}

/**
 * A journey made from an address's activity (spec section 9): it starts JOURNEY_START_LEAD_MINUTES
 * before the first activity, so the signup's own emails fall inside it, and ends
 * ADDRESS_JOURNEY_END_DAYS days after that start.
 */
export function addressJourneyDates(firstActivityAt: Date, zone: string = UTC): JourneyDates {
  const start = minutesAgo(firstActivityAt, JOURNEY_START_LEAD_MINUTES);
  return { start, end: daysAhead(start, ADDRESS_JOURNEY_END_DAYS, zone) };
}
