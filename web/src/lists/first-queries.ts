import type { FirstQueries } from '../ui/area/area';
import { readSearchParams } from '../ui/use-search-params-state';
import { LIST_LIST_PARAMS, listListQuery } from './list-list-params';
import { listQueries } from './queries';

/** What /lists reads first: the page of the list its URL names, as `ListsPage` asks for it. */
export const listsFirstQueries: FirstQueries = ({ search }) => [
  listQueries.list(listListQuery(readSearchParams(search, LIST_LIST_PARAMS))),
];
