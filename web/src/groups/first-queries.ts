import type { FirstQueries } from '../ui/area/area';
import { readSearchParams } from '../ui/use-search-params-state';
import { GROUP_LIST_PARAMS, groupListQuery } from './group-list-params';
import { groupQueries } from './queries';

/** What /groups reads first: the page of the list its URL names, as `GroupsPage` asks for it. */
export const groupsFirstQueries: FirstQueries = ({ search }) => [
  groupQueries.list(groupListQuery(readSearchParams(search, GROUP_LIST_PARAMS))),
];
