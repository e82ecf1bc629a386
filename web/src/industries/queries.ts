import { industriesEndpoints, type IndustryListQuery } from '@tracker/core/industries';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

/** Every vertical in one request: they are few, and the vertical pickers need them all. */
const VERTICALS_FETCH_SIZE = 250;

/** Query options for industries and verticals; changes invalidate through `all`. */
export const industryQueries = {
  all: () => queryKeys.industries,
  list: (query: z.input<typeof IndustryListQuery>) =>
    queryOptions({
      queryKey: [...industryQueries.all(), 'list', query],
      queryFn: () => api.request(industriesEndpoints.listIndustries, { query }),
      placeholderData: keepPreviousData,
    }),
  verticals: () =>
    queryOptions({
      queryKey: [...industryQueries.all(), 'verticals'],
      queryFn: () => api.request(industriesEndpoints.listVerticals, { query: { size: VERTICALS_FETCH_SIZE } }),
    }),
};
