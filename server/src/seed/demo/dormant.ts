import { DORMANT_AFTER_DAYS, JOURNEY_TYPES, type JourneyType } from '@tracker/core';
import { daysFrom } from './context';

/** How long a dormant journey received mail after its start, and how long it still runs. */
const RECEIVED_FOR_DAYS = 10;
const RUNS_ON_FOR_DAYS = 60;

type PlannedJourney = { type: JourneyType; company: { id: number }; startDate: Date; endDate: Date; quietAfter?: Date };

/**
 * Turns one journey of each type dormant: still running, but its mail stopped more than
 * DORMANT_AFTER_DAYS ago. Chosen without the PRNG (the oldest journey that is its company's only
 * one of that type), so the rest of the demo data stays as it was and the company's health for
 * that type is dormant whatever its other journeys do.
 */
export function makeDormantJourneys(planned: PlannedJourney[], anchor: Date): void {
  const perCompanyAndType = new Map<string, number>();
  const key = (j: PlannedJourney) => `${j.company.id}:${j.type}`;
  for (const j of planned) perCompanyAndType.set(key(j), (perCompanyAndType.get(key(j)) ?? 0) + 1);
  // Old enough that its last email falls outside the window even a day after seeding.
  const startedBy = daysFrom(anchor, -(DORMANT_AFTER_DAYS + RECEIVED_FOR_DAYS + 5));

  for (const type of JOURNEY_TYPES) {
    const candidates = planned.filter((j) => j.type === type && perCompanyAndType.get(key(j)) === 1 && j.startDate < startedBy);
    const oldest = candidates.reduce<PlannedJourney | undefined>(
      (found, j) => (!found || j.startDate < found.startDate ? j : found),
      undefined,
    );
    if (!oldest) throw new Error(`The demo data has no journey of type ${type} old enough to turn dormant`);
    oldest.endDate = daysFrom(anchor, RUNS_ON_FOR_DAYS);
    oldest.quietAfter = daysFrom(oldest.startDate, RECEIVED_FOR_DAYS);
  }
}
