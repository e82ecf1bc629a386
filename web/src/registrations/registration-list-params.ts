import { REGISTRATION_FILTERS, REGISTRATIONS_PAGE_SIZE } from '@tracker/core/registrations';
import { listFilterParams, pageOf, type FilterParams } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import type { RegistrationListRequest } from './queries';

/** The registrations screen's URL state, with spec section 9's defaults, from core's declaration. */
export const REGISTRATION_LIST_PARAMS = listFilterParams(REGISTRATION_FILTERS);
export type RegistrationListParams = FilterParams<typeof REGISTRATION_FILTERS.filters>;

export function registrationListQuery(params: RegistrationListParams): RegistrationListRequest {
  return { ...listFilterQuery(REGISTRATION_FILTERS, params), ...pageOf(params), size: REGISTRATIONS_PAGE_SIZE };
}
