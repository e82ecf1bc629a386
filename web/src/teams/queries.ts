import { teamsEndpoints, type TeamListQuery } from '@tracker/core/teams';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

export type TeamListRequest = z.input<typeof TeamListQuery>;

/** Query options for teams; mutations invalidate through `all`. */
export const teamQueries = {
  all: () => queryKeys.teams,
  list: (query: TeamListRequest) =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'list', query],
      queryFn: () => api.request(teamsEndpoints.listTeams, { query }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'detail', id],
      queryFn: () => api.request(teamsEndpoints.getTeam, { params: { team_id: id } }),
    }),
  members: (id: string, page = 1) =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'members', id, page],
      queryFn: () => api.request(teamsEndpoints.listTeamMembers, { params: { team_id: id }, query: { page } }),
      placeholderData: keepPreviousData,
    }),
};
