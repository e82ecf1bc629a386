import { journeysEndpoints, type JourneyCreate, type JourneyDocument, type JourneyUpdate } from '@tracker/core/journeys';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { saveStatus } from '../ui/status/save-status';
import { journeyQueries } from './queries';

export type JourneyCreateInput = z.input<typeof JourneyCreate>;
export type JourneyUpdateInput = z.input<typeof JourneyUpdate>;
type JourneyDoc = z.output<typeof JourneyDocument>;

/** A journey changed: its detail from the answer; lists, and companies (whose health it moves), again. */
function journeyChanged(queryClient: QueryClient, document: JourneyDoc) {
  queryClient.setQueryData(journeyQueries.detail(document.data.id).queryKey, document);
  void queryClient.invalidateQueries({ queryKey: journeyQueries.lists() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.companies });
}

export function useCreateJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JourneyCreateInput) => saveStatus.track(api.request(journeysEndpoints.createJourney, { body })),
    onSuccess: (document, body) => {
      journeyChanged(queryClient, document);
      // The journey it follows on from lists it among its related journeys now.
      if (body.related_journey_id !== undefined)
        void queryClient.invalidateQueries({ queryKey: journeyQueries.detail(String(body.related_journey_id)).queryKey });
    },
  });
}

export function useUpdateJourney(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JourneyUpdateInput) => saveStatus.track(api.request(journeysEndpoints.updateJourney, { params: { id }, body })),
    onSuccess: (document) => journeyChanged(queryClient, document),
  });
}

export function useCreateJourneyInbox(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (baseEmailDomain: string) =>
      saveStatus.track(api.request(journeysEndpoints.createJourneyInbox, { params: { id }, body: { baseEmailDomain } })),
    onSuccess: (document) => journeyChanged(queryClient, document),
  });
}

export function useSetJourneyCurrent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (current: boolean) =>
      saveStatus.track(api.request(journeysEndpoints.setJourneyCurrent, { params: { id }, body: { journey_id: Number(id), current } })),
    onSuccess: (document) => journeyChanged(queryClient, document),
  });
}

export function useRemoveJourneyAddresses(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => saveStatus.track(api.request(journeysEndpoints.removeJourneyAddresses, { params: { id } })),
    onSuccess: (document) => journeyChanged(queryClient, document),
  });
}

export function useDeleteJourney(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => saveStatus.track(api.request(journeysEndpoints.deleteJourney, { params: { id } })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: journeyQueries.detail(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: journeyQueries.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.companies });
    },
  });
}

/** PUT /v3/admin/journeys/archive-old; answers how many were archived. */
export function useArchiveOldJourneys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => saveStatus.track(api.request(journeysEndpoints.archiveOldJourneys, {})),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: journeyQueries.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.companies });
    },
  });
}
