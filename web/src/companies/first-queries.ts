import type { FirstQueries } from '../ui/area/area';
import { pageOf } from '../ui/list-filter-params';
import { readSearchParams } from '../ui/use-search-params-state';
import { companyFilters, COMPANY_LIST_PARAMS } from './company-list-params';
import { companyQueries } from './queries';

/** What /companies reads first: the page of the list its URL names, as `CompaniesPage` asks for it. */
export const companiesFirstQueries: FirstQueries = ({ search }) => {
  const params = readSearchParams(search, COMPANY_LIST_PARAMS);
  return [companyQueries.list({ ...companyFilters(params), ...pageOf(params) })];
};
