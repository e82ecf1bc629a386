import { ADDRESS_FILTERS, ADDRESSES_PAGE_SIZE } from '@tracker/core/addresses';
import type { FirstQueries } from '../ui/area/area';
import { listFilterParams, pageOf } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import { readSearchParams } from '../ui/use-search-params-state';
import { addressQueries } from './queries';

const PARAMS = listFilterParams(ADDRESS_FILTERS);

/** What /addresses reads first: the page of the list its URL names, as `AddressesPage` asks for it. */
export const addressesFirstQueries: FirstQueries = ({ search }) => {
  const params = readSearchParams(search, PARAMS);
  return [addressQueries.list({ ...listFilterQuery(ADDRESS_FILTERS, params), ...pageOf(params), size: ADDRESSES_PAGE_SIZE })];
};
