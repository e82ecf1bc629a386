import { inboundEndpoints } from '@tracker/core/inbound';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { saveStatus } from '../ui/status/save-status';
import { inboundQueries } from './queries';

/** Retry one message, or every failed one; the queue's status and lists refresh after either. */
export function useInboundRetry() {
  const queryClient = useQueryClient();
  const retryOne = useCallback(
    async (id: string) => {
      const document = await saveStatus.track(api.request(inboundEndpoints.retryInboundMessage, { params: { id } }));
      queryClient.setQueryData(inboundQueries.detail(id).queryKey, document);
      await queryClient.invalidateQueries({ queryKey: queryKeys.inbound });
      return document;
    },
    [queryClient],
  );
  const retryFailed = useCallback(async () => {
    const answer = await saveStatus.track(api.request(inboundEndpoints.retryFailedInboundMessages, {}));
    await queryClient.invalidateQueries({ queryKey: queryKeys.inbound });
    return answer.meta.retried;
  }, [queryClient]);
  return { retryOne, retryFailed };
}
