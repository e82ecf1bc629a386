import { industriesEndpoints, type IndustryList, type VerticalResource } from '@tracker/core/industries';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { saveStatus } from '../ui/status/save-status';
import { useOptimisticMutation } from '../ui/use-optimistic-mutation';
import { industryQueries } from './queries';

type IndustryPage = z.output<typeof IndustryList>;
/** An industry's new vertical; null for none. */
type VerticalChange = { industryId: string; vertical: VerticalResource | null };

/** The cached page with the industry moved to its new vertical. */
function withVertical(page: IndustryPage, { industryId, vertical }: VerticalChange): IndustryPage {
  return {
    ...page,
    data: page.data.map((industry) =>
      industry.id === industryId
        ? {
            ...industry,
            attributes: { ...industry.attributes, verticalId: vertical?.id ?? null, vertical_name: vertical?.attributes.name ?? null },
          }
        : industry,
    ),
  };
}

/**
 * Changes an industry's vertical on the page shown (`listKey`): the row shows its new vertical at
 * once and goes back if the server refuses; the verticals' counts refresh once it is saved.
 */
export function useChangeVertical(listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useOptimisticMutation({
    queryKey: listKey,
    mutationFn: ({ industryId, vertical }: VerticalChange) =>
      saveStatus.track(
        api.request(industriesEndpoints.updateIndustry, {
          params: { id: industryId },
          body: { verticalId: vertical ? Number(vertical.id) : null },
        }),
      ),
    apply: withVertical,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: industryQueries.verticals().queryKey }),
  });
}

export function useAddVertical() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => saveStatus.track(api.request(industriesEndpoints.addVertical, { body: { name } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: industryQueries.verticals().queryKey }),
  });
}

/** Removes a vertical; its industries are left without one, so every industry page refreshes too. */
export function useRemoveVertical() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => saveStatus.track(api.request(industriesEndpoints.removeVertical, { params: { id } })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: industryQueries.all() }),
  });
}
