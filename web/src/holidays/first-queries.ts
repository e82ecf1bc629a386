import { HOLIDAY_FILTERS, HOLIDAYS_PAGE_SIZE } from '@tracker/core/holidays';
import type { FirstQueries } from '../ui/area/area';
import { listFilterParams } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import { readSearchParams } from '../ui/use-search-params-state';
import { holidayQueries } from './queries';

const PARAMS = listFilterParams(HOLIDAY_FILTERS);

/** What /holidays reads first: the page of the list its URL names, as `HolidaysPage` asks for it. */
export const holidaysFirstQueries: FirstQueries = ({ search }) => {
  const params = readSearchParams(search, PARAMS);
  return [holidayQueries.list({ ...listFilterQuery(HOLIDAY_FILTERS, params), page: params.page, size: HOLIDAYS_PAGE_SIZE })];
};
