import { INBOUND_FILTERS, INBOUND_PAGE_SIZE } from '@tracker/core/inbound';
import type { FirstQueries } from '../ui/area/area';
import { listFilterParams, pageOf } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import { readSearchParams } from '../ui/use-search-params-state';
import { inboundQueries } from './queries';

export const ARRIVING_PARAMS = listFilterParams(INBOUND_FILTERS);

/** The list query of /arriving for its URL's filters and page, as `ArrivingPage` asks for it. */
export function arrivingListQuery(params: typeof ARRIVING_PARAMS) {
  return inboundQueries.list({ ...listFilterQuery(INBOUND_FILTERS, params), ...pageOf(params), size: INBOUND_PAGE_SIZE });
}

/** What /arriving reads first: the queue's status and the page of messages its URL names. */
export const arrivingFirstQueries: FirstQueries = ({ search }) => [
  inboundQueries.status(),
  arrivingListQuery(readSearchParams(search, ARRIVING_PARAMS)),
];
