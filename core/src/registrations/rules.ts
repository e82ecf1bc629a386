import { dayOf } from '../dates/days';
import { addressJourneyDates } from '../journeys/journey-dates';
import type { JourneyType } from '../journeys/constants';
import { REGISTRATION_FILTER_DEFAULTS, REGISTRATION_STATUS_EVENTS, type RegistrationStatus } from './constants';
import type { RegistrationFilterValues } from './schema';

/** The filters spec section 9 gives a default, always set; any other filter as given. */
type Defaulted = 'assignee' | 'status' | 'type' | 'emails' | 'order' | 'prioritized';
export type EffectiveRegistrationFilters = Partial<RegistrationFilterValues> & Required<Pick<RegistrationFilterValues, Defaulted>>;

/**
 * The filters a list runs with: spec section 9's defaults for what is not given, and the rule that
 * an assignee other than all while the status is unclaimed makes the status assigned.
 */
export function effectiveRegistrationFilters(values: Partial<RegistrationFilterValues>): EffectiveRegistrationFilters {
  // A filter without a default passes through, so a new one needs no line here.
  const filters: EffectiveRegistrationFilters = {
    ...values,
    assignee: values.assignee ?? REGISTRATION_FILTER_DEFAULTS.assignee,
    status: values.status ?? REGISTRATION_FILTER_DEFAULTS.status,
    type: values.type ?? REGISTRATION_FILTER_DEFAULTS.type,
    emails: values.emails ?? 'all',
    order: values.order ?? REGISTRATION_FILTER_DEFAULTS.order,
    prioritized: values.prioritized ?? REGISTRATION_FILTER_DEFAULTS.prioritized,
  };
  return { ...filters, status: statusForAssignee(filters.assignee, filters.status) };
}

/** Choosing an assignee other than all while the status filter is unclaimed switches it to assigned. */
export function statusForAssignee<S extends string>(assignee: string, status: S): S | 'assigned' {
  return assignee !== 'all' && status === 'unclaimed' ? 'assigned' : status;
}

/**
 * The status a change of assignee leads to, if it changes: an unclaimed registration given an
 * assignee is assigned, and an assigned one left with nobody goes back to the unclaimed queue. A
 * status work has reached (ready, error ...) stays whoever holds it.
 */
export function statusForHolder(status: RegistrationStatus, userId: number | null): RegistrationStatus | undefined {
  if (userId !== null && status === 'unclaimed') return 'assigned';
  if (userId === null && status === 'assigned') return 'unclaimed';
  return undefined;
}

/** The private event saving a status adds once (archived reads Reviewed); none for unclaimed. */
export function statusEvent(status: RegistrationStatus): string | null {
  return status === 'unclaimed' ? null : REGISTRATION_STATUS_EVENTS[status];
}

/** The events complete-all makes sure of, in order: Reviewed, then Completed for the status. */
export const COMPLETE_ALL_EVENTS = [REGISTRATION_STATUS_EVENTS.archived, REGISTRATION_STATUS_EVENTS.complete] as const;

/**
 * The query of the "create a journey" link of a registration: its company, address and type, starting
 * 15 minutes before the first activity and ending 30 days later (spec section 9). The dates are the
 * (UTC) days those moments fall on, as journey days are stored and as the form's date fields show them.
 */
export function journeyLinkQuery(r: { companyId: number; addressId: number; type: JourneyType; firstActivityAt: Date | null }) {
  const query: Record<string, string> = { company_id: String(r.companyId), address_id: String(r.addressId), type: r.type };
  if (r.firstActivityAt) {
    const { start, end } = addressJourneyDates(r.firstActivityAt);
    query.start_date = dayOf(start);
    query.end_date = dayOf(end);
  }
  return query;
}
