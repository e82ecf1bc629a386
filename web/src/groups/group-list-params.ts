import { GROUP_FILTERS, GROUPS_FETCH_LIMIT } from '@tracker/core/groups';
import { listFilterParams, type FilterParams } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import type { GroupListRequest } from './queries';

/** The groups screen's URL state with its defaults, from core's declaration. */
export const GROUP_LIST_PARAMS = listFilterParams(GROUP_FILTERS);

export type GroupListParams = FilterParams<typeof GROUP_FILTERS.filters>;

/** The API query for the URL's state; `global=all` leaves `global` out, which lists every group. */
export function groupListQuery(params: GroupListParams): GroupListRequest {
  return { ...listFilterQuery(GROUP_FILTERS, params), page: params.page, size: GROUPS_FETCH_LIMIT };
}
