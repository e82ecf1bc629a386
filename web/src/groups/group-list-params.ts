import { GROUPS_DEFAULT_SORT, GROUPS_FETCH_LIMIT } from '@tracker/core/groups';
import type { ParamDefaults } from '../ui/use-search-params-state';
import type { GroupListRequest } from './queries';

/** Which groups the list shows: global ones (the default, spec section 9), all, or the others. */
export const GROUP_SCOPES = [
  { value: 'true', label: 'Global groups' },
  { value: 'all', label: 'All groups' },
  { value: 'false', label: 'Other groups' },
] as const;

/** The groups screen's URL state with its defaults. */
export const GROUP_LIST_PARAMS = {
  q: '',
  sort: GROUPS_DEFAULT_SORT as string,
  global: 'true',
  page: 1,
} satisfies ParamDefaults;

export type GroupListParams = typeof GROUP_LIST_PARAMS;

/** The API query for the URL's state; `global` is left out to list every group. */
export function groupListQuery(params: GroupListParams): GroupListRequest {
  return {
    ...(params.q.trim() && { q: params.q.trim() }),
    sort: params.sort,
    ...(params.global === 'true' || params.global === 'false' ? { global: params.global } : {}),
    page: params.page,
    size: GROUPS_FETCH_LIMIT,
  };
}
