import {
  GROUPS_DEFAULT_SORT,
  GROUPS_FETCH_LIMIT,
  groupsEndpoints,
  type GroupCompaniesQuery,
  type GroupListQuery,
} from '@tracker/core/groups';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

export type GroupListRequest = z.input<typeof GroupListQuery>;
export type GroupCompaniesRequest = z.input<typeof GroupCompaniesQuery>;

/** Query options for groups; mutations invalidate through the same keys. */
export const groupQueries = {
  all: () => queryKeys.groups,
  lists: () => [...groupQueries.all(), 'list'] as const,
  details: () => [...groupQueries.all(), 'detail'] as const,

  list: (query: GroupListRequest) =>
    queryOptions({
      queryKey: [...groupQueries.lists(), query],
      queryFn: () => api.request(groupsEndpoints.listGroups, { query }),
      placeholderData: keepPreviousData,
    }),

  /** Every group by name (up to the fetch limit), for pickers and the companies filter. */
  choices: () => groupQueries.list({ sort: GROUPS_DEFAULT_SORT, size: GROUPS_FETCH_LIMIT }),

  /** The groups a company belongs to. */
  ofCompany: (companyId: string) => groupQueries.list({ company_id: companyId, sort: GROUPS_DEFAULT_SORT, size: GROUPS_FETCH_LIMIT }),

  detail: (id: string) =>
    queryOptions({
      queryKey: [...groupQueries.details(), id],
      queryFn: () => api.request(groupsEndpoints.getGroup, { params: { group_id: id } }),
    }),

  /** One page of a group's companies. */
  companies: (id: string, query: GroupCompaniesRequest) =>
    queryOptions({
      queryKey: [...groupQueries.all(), 'companies', id, query],
      queryFn: () => api.request(groupsEndpoints.listGroupCompanies, { params: { group_id: id }, query }),
      placeholderData: keepPreviousData,
    }),
};
