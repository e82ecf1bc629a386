import { baseEmailDomainOrDefault, type AdminJourneyCreate } from '@tracker/core';
import type { NewJourney } from '../../repositories/companies-repository';

/** The row of a journey an admin creates: upcoming, on the default registration domain. */
export function newAdminJourney(
  input: Pick<AdminJourneyCreate, 'company_id' | 'journey_type'>,
  days: { start: Date; end: Date },
  now: Date,
  registrationDomains: readonly string[],
): NewJourney {
  return {
    companyId: input.company_id,
    type: input.journey_type,
    status: 'upcoming',
    startDate: days.start,
    endDate: days.end,
    baseEmailDomain: baseEmailDomainOrDefault(undefined, registrationDomains),
    createdAt: now,
    updatedAt: now,
  };
}
