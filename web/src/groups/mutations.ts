import { groupsEndpoints, type GroupCreate, type GroupDocument, type GroupUpdate } from '@tracker/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { companyQueries } from '../companies/queries';
import { saveStatus } from '../ui/status/save-status';
import { groupQueries } from './queries';

export type GroupUpdateInput = z.input<typeof GroupUpdate>;
export type GroupCreateInput = z.input<typeof GroupCreate>;
type GroupDoc = z.output<typeof GroupDocument>;

/** Membership changed: group lists (and counts), the group's companies and the group filter. */
function membershipChanged(queryClient: QueryClient, document: GroupDoc) {
  queryClient.setQueryData(groupQueries.detail(document.data.id).queryKey, document);
  void queryClient.invalidateQueries({ queryKey: groupQueries.all() });
  void queryClient.invalidateQueries({ queryKey: companyQueries.lists() });
}

/** POST /v3/groups/{id}/companies for each company; adding one twice changes nothing. */
export function useAddCompaniesToGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, companyIds }: { groupId: string; companyIds: readonly string[] }) =>
      saveStatus.track(
        (async () => {
          let last: GroupDoc | undefined;
          for (const companyId of companyIds) {
            last = await api.request(groupsEndpoints.addGroupCompany, {
              params: { group_id: groupId },
              body: { company_id: companyId },
            });
          }
          return last;
        })(),
      ),
    onSuccess: (document) => document && membershipChanged(queryClient, document),
    onError: () => void queryClient.invalidateQueries({ queryKey: groupQueries.all() }),
  });
}

/** DELETE /v3/groups/{id}/companies?company_id=… */
export function useRemoveCompanyFromGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, companyId }: { groupId: string; companyId: string }) =>
      saveStatus.track(
        api.request(groupsEndpoints.removeGroupCompany, { params: { group_id: groupId }, query: { company_id: companyId } }),
      ),
    onSuccess: (document) => membershipChanged(queryClient, document),
  });
}

/**
 * PATCH a group, with the status indicator. Optimistic for the toggles (they flip at once and
 * revert if refused); the name and users wait for the server.
 */
export function useUpdateGroup(id: string, { optimistic = false } = {}) {
  const queryClient = useQueryClient();
  const key = groupQueries.detail(id).queryKey;
  return useMutation({
    mutationFn: (body: GroupUpdateInput) =>
      saveStatus.track(api.request(groupsEndpoints.updateGroup, { params: { group_id: id }, body })),
    onMutate: async (changes) => {
      if (!optimistic) return undefined;
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous) {
        const { user_email: _users, ...flags } = changes;
        queryClient.setQueryData(key, { ...previous, data: { ...previous.data, attributes: { ...previous.data.attributes, ...flags } } });
      }
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (document) => {
      queryClient.setQueryData(key, document);
      void queryClient.invalidateQueries({ queryKey: groupQueries.lists() });
    },
  });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupCreateInput) => api.request(groupsEndpoints.createGroup, { body }),
    onSuccess: (document) => {
      queryClient.setQueryData(groupQueries.detail(document.data.id).queryKey, document);
      void queryClient.invalidateQueries({ queryKey: groupQueries.lists() });
    },
  });
}
