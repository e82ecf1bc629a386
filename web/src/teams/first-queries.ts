import { TEAM_FILTERS, TEAMS_PAGE_SIZE } from '@tracker/core/teams';
import type { FirstQueries } from '../ui/area/area';
import { listFilterParams } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import { readSearchParams } from '../ui/use-search-params-state';
import { teamQueries } from './queries';

const PARAMS = listFilterParams(TEAM_FILTERS);

/** What /teams reads first: the page of the list its URL names, as `TeamsPage` asks for it. */
export const teamsFirstQueries: FirstQueries = ({ search }) => {
  const params = readSearchParams(search, PARAMS);
  return [teamQueries.list({ ...listFilterQuery(TEAM_FILTERS, params), page: params.page, size: TEAMS_PAGE_SIZE })];
};
