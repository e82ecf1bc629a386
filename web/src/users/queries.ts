import { usersEndpoints, type UserListQuery } from '@tracker/core/users';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

export type UserListRequest = z.input<typeof UserListQuery>;

/** Query options for users; mutations invalidate through the same keys. */
export const userQueries = {
  all: () => queryKeys.users,
  lists: () => [...userQueries.all(), 'list'] as const,
  list: (query: UserListRequest) =>
    queryOptions({
      queryKey: [...userQueries.lists(), query],
      queryFn: () => api.request(usersEndpoints.listUsers, { query }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'detail', id],
      queryFn: () => api.request(usersEndpoints.getUser, { params: { id } }),
    }),
};
