import type { FirstQueries } from '../ui/area/area';
import { readSearchParams } from '../ui/use-search-params-state';
import { JOURNEY_LIST_PARAMS, journeyListQuery } from './journey-list-params';
import { journeyQueries } from './queries';

/** What /journeys reads first: the page of the list its URL names, as `JourneysPage` asks for it. */
export const journeysFirstQueries: FirstQueries = ({ search }) => [
  journeyQueries.list(journeyListQuery(readSearchParams(search, JOURNEY_LIST_PARAMS))),
];
