import { USER_FILTERS, USERS_PAGE_SIZE } from '@tracker/core/users';
import type { FirstQueries } from '../ui/area/area';
import { listFilterParams, pageOf } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import { readSearchParams } from '../ui/use-search-params-state';
import { userQueries } from './queries';

const PARAMS = listFilterParams(USER_FILTERS);

/** What /users reads first: the page of the list its URL names, as `UsersPage` asks for it. */
export const usersFirstQueries: FirstQueries = ({ search }) => {
  const params = readSearchParams(search, PARAMS);
  return [userQueries.list({ ...listFilterQuery(USER_FILTERS, params), ...pageOf(params), size: USERS_PAGE_SIZE })];
};
