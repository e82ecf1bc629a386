import { groupsEndpoints, type GroupCreate, type GroupDocument, type GroupUpdate } from '@tracker/core/groups';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { companyQueries } from '../companies';
import { saveStatus } from '../ui/status/save-status';
import { useOptimisticMutation } from '../ui/use-optimistic-mutation';
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

/** The cached group with the changed flags (its users wait for the server). */
function withFlags(document: GroupDoc, changes: GroupUpdateInput): GroupDoc {
  const { user_email: _users, ...flags } = changes;
  return { ...document, data: { ...document.data, attributes: { ...document.data.attributes, ...flags } } };
}

/**
 * PATCH a group, with the status indicator. Optimistic for the toggles (they flip at once and
 * revert if refused); the name and users wait for the server.
 */
export function useUpdateGroup(id: string, { optimistic = false } = {}) {
  const queryClient = useQueryClient();
  const key = groupQueries.detail(id).queryKey;
  return useOptimisticMutation({
    queryKey: key,
    mutationFn: (body: GroupUpdateInput) =>
      saveStatus.track(api.request(groupsEndpoints.updateGroup, { params: { group_id: id }, body })),
    apply: optimistic ? withFlags : undefined,
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
