import { COMPANY_FILTERS, type CompanyFilters } from '@tracker/core/companies';
import type { z } from 'zod';
import { listFilterParams, type FilterParams } from '../ui/list-filter-params';
import { hasActiveFilters, listFilterQuery } from '../ui/list-filter-query';

/**
 * The companies screen's URL state (spec section 2) with its defaults, from core's declaration.
 * Lists repeat their key (`tags=a&tags=b`); `good_fit` and `current` are '', 'true' or 'false'.
 */
export const COMPANY_LIST_PARAMS = listFilterParams(COMPANY_FILTERS);

export type CompanyListParams = FilterParams<typeof COMPANY_FILTERS.filters>;
export type CompanyFiltersRequest = z.input<typeof CompanyFilters>;

/** The API filters for the URL's state, shared by the list and the export. */
export function companyFilters(params: CompanyListParams): CompanyFiltersRequest {
  return listFilterQuery(COMPANY_FILTERS, params);
}

/** Whether any filter (not the sort or page) narrows the list. */
export function hasFilters(params: CompanyListParams): boolean {
  return hasActiveFilters(COMPANY_FILTERS, params);
}
