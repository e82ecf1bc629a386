import { JOURNEY_FILTERS } from '@tracker/core/journeys';
import { listFilterParams, pageOf, type FilterParams } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import type { JourneyListRequest } from './queries';

/** The journeys screen's URL state with its defaults, from core's declaration. */
export const JOURNEY_LIST_PARAMS = listFilterParams(JOURNEY_FILTERS);

export type JourneyListParams = FilterParams<typeof JOURNEY_FILTERS.filters>;

export function journeyListQuery(params: JourneyListParams): JourneyListRequest {
  return { ...listFilterQuery(JOURNEY_FILTERS, params), ...pageOf(params) };
}
