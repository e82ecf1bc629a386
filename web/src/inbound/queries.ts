import { inboundEndpoints, type InboundListQuery } from '@tracker/core/inbound';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { LIVE_REFRESH_MS } from '../api/live-refresh';
import { queryKeys } from '../api/query-keys';

/** Inbound mail: the queue's status, the latest messages and one message, all refreshed while shown. */
export const inboundQueries = {
  all: () => queryKeys.inbound,
  status: () =>
    queryOptions({
      queryKey: [...inboundQueries.all(), 'status'],
      queryFn: () => api.request(inboundEndpoints.getInboundStatus, {}),
      refetchInterval: LIVE_REFRESH_MS,
    }),
  list: (query: z.input<typeof InboundListQuery>) =>
    queryOptions({
      queryKey: [...inboundQueries.all(), 'list', query],
      queryFn: () => api.request(inboundEndpoints.listInboundMessages, { query }),
      placeholderData: keepPreviousData,
      refetchInterval: LIVE_REFRESH_MS,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...inboundQueries.all(), 'detail', id],
      queryFn: () => api.request(inboundEndpoints.getInboundMessage, { params: { id } }),
      refetchInterval: LIVE_REFRESH_MS,
    }),
};
