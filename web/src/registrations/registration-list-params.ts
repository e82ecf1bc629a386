import { JOURNEY_TYPE_LABELS, JOURNEY_TYPES } from '@tracker/core/journeys';
import { REGISTRATION_FILTERS, REGISTRATION_STATUSES, REGISTRATIONS_PAGE_SIZE, statusForAssignee } from '@tracker/core/registrations';
import { listFilterParams, type FilterParams } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import type { RegistrationListRequest } from './queries';

/** The registrations screen's URL state, with spec section 9's defaults, from core's declaration. */
export const REGISTRATION_LIST_PARAMS = listFilterParams(REGISTRATION_FILTERS);
export type RegistrationListParams = FilterParams<typeof REGISTRATION_FILTERS.filters>;

export function registrationListQuery(params: RegistrationListParams): RegistrationListRequest {
  return { ...listFilterQuery(REGISTRATION_FILTERS, params), page: params.page, size: REGISTRATIONS_PAGE_SIZE };
}

/** A change of assignee: choosing anyone but all while the status is unclaimed switches the status to assigned. */
export function assigneeChange(params: RegistrationListParams, assignee: string): Partial<RegistrationListParams> {
  return { assignee, status: statusForAssignee(assignee, params.status) };
}

/** Back to the defaults (the reset). */
export const RESET_FILTERS: Partial<RegistrationListParams> = {
  assignee: REGISTRATION_LIST_PARAMS.assignee,
  status: REGISTRATION_LIST_PARAMS.status,
  type: REGISTRATION_LIST_PARAMS.type,
  emails: REGISTRATION_LIST_PARAMS.emails,
  order: REGISTRATION_LIST_PARAMS.order,
  prioritized: REGISTRATION_LIST_PARAMS.prioritized,
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const STATUS_OPTIONS = [
  { value: 'all', label: 'Any status' },
  ...REGISTRATION_STATUSES.map((s) => ({ value: s, label: capital(s) })),
];
export const TYPE_OPTIONS = [
  { value: 'all', label: 'Any type' },
  ...JOURNEY_TYPES.map((t) => ({ value: t, label: JOURNEY_TYPE_LABELS[t] })),
];
export const EMAILS_OPTIONS = [
  { value: 'all', label: 'With or without emails' },
  { value: 'with', label: 'With emails' },
  { value: 'without', label: 'Without emails' },
];
export const ORDER_OPTIONS = [
  { value: 'asc', label: 'Oldest first' },
  { value: 'desc', label: 'Newest first' },
];
export const PRIORITIZED_OPTIONS = [
  { value: 'all', label: 'Prioritized or not' },
  { value: 'true', label: 'Prioritized' },
  { value: 'false', label: 'Not prioritized' },
];
