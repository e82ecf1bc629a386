import { listsEndpoints, type ListDetailQuery, type ListListQuery } from '@tracker/core/lists';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

export type ListListRequest = z.input<typeof ListListQuery>;
export type ListDetailRequest = z.input<typeof ListDetailQuery>;

/** Query options for lists; mutations invalidate through the same keys. */
export const listQueries = {
  all: () => queryKeys.lists,
  lists: () => [...listQueries.all(), 'list'] as const,
  details: () => [...listQueries.all(), 'detail'] as const,
  /** Every page of one list's detail, whatever its emails' sort. */
  detailsOf: (id: string) => [...listQueries.details(), id] as const,

  /** One page of lists; the previous page stays on screen while the next loads. */
  list: (query: ListListRequest) =>
    queryOptions({
      queryKey: [...listQueries.lists(), query],
      queryFn: () => api.request(listsEndpoints.listLists, { query }),
      placeholderData: keepPreviousData,
    }),

  /** One list with its comments and one page of its emails. */
  detail: (id: string, query: ListDetailRequest) =>
    queryOptions({
      queryKey: [...listQueries.detailsOf(id), query],
      queryFn: () => api.request(listsEndpoints.getList, { params: { id }, query }),
      placeholderData: keepPreviousData,
    }),
};
