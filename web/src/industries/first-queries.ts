import { INDUSTRY_FILTERS, INDUSTRIES_PAGE_SIZE } from '@tracker/core/industries';
import type { FirstQueries } from '../ui/area/area';
import { listFilterParams } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import { readSearchParams } from '../ui/use-search-params-state';
import { industryQueries } from './queries';

const PARAMS = listFilterParams(INDUSTRY_FILTERS);

/** What /industries reads first: the page of the list its URL names, as `IndustriesPage` asks for it. */
export const industriesFirstQueries: FirstQueries = ({ search }) => {
  const params = readSearchParams(search, PARAMS);
  return [
    industryQueries.list({ ...listFilterQuery(INDUSTRY_FILTERS, params), page: params.page, size: INDUSTRIES_PAGE_SIZE }),
    industryQueries.verticals(),
  ];
};
