import { COMPANY_JOURNEYS_FETCH_SIZE, JOURNEYS_DEFAULT_SORT, journeysEndpoints, type JourneyListQuery } from '@tracker/core/journeys';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

export type JourneyListRequest = z.input<typeof JourneyListQuery>;

/** Query options for journeys; mutations invalidate through the same keys. */
export const journeyQueries = {
  all: () => queryKeys.journeys,
  lists: () => [...journeyQueries.all(), 'list'] as const,

  list: (query: JourneyListRequest) =>
    queryOptions({
      queryKey: [...journeyQueries.lists(), query],
      queryFn: () => api.request(journeysEndpoints.listJourneys, { query }),
    }),

  /** A company's journeys, newest start first: the first 250, as the spec fetches them (section 9). */
  ofCompany: (companyId: string) =>
    journeyQueries.list({ company_id: companyId, sort: JOURNEYS_DEFAULT_SORT, size: COMPANY_JOURNEYS_FETCH_SIZE }),

  /** How many journeys archive-old would archive now (the first one's page says the total). */
  oldCount: () => journeyQueries.list({ old: 'true', size: 1 }),

  detail: (id: string) =>
    queryOptions({
      queryKey: [...journeyQueries.all(), 'detail', id],
      queryFn: () => api.request(journeysEndpoints.getJourney, { params: { id } }),
    }),
};
