import { usersEndpoints, type UserCreate, type UserDocument, type UserUpdate } from '@tracker/core/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { saveStatus } from '../ui/status/save-status';
import { userQueries } from './queries';

type Doc = z.output<typeof UserDocument>;

/** Stores the answer as the user's detail and refreshes the lists. */
function useSettle() {
  const queryClient = useQueryClient();
  return (document: Doc) => {
    queryClient.setQueryData(userQueries.detail(document.data.id).queryKey, document);
    void queryClient.invalidateQueries({ queryKey: userQueries.lists() });
  };
}

export function useCreateUser() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: z.input<typeof UserCreate>) => api.request(usersEndpoints.createUser, { body }),
    onSuccess: settle,
  });
}

/** PATCH a user with the status indicator; an empty email comes back skipped, with the reason. */
export function useUpdateUser(id: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: z.input<typeof UserUpdate>) => saveStatus.track(api.request(usersEndpoints.updateUser, { params: { id }, body })),
    onSuccess: settle,
  });
}

/** The user's other calls: cancel subscription, deletion request, track and untrack, delete. */
export function useUserActions(id: string) {
  const settle = useSettle();
  const queryClient = useQueryClient();
  const run = async (call: Promise<Doc>) => {
    const document = await saveStatus.track(call);
    settle(document);
    return document;
  };
  return {
    cancelSubscription: (confirmEmail: string) =>
      run(api.request(usersEndpoints.deleteUserPlans, { params: { id }, query: { confirm_email: confirmEmail } })),
    requestDeletion: () => run(api.request(usersEndpoints.requestUserDeletion, { body: { user_id: Number(id) } })),
    track: (companyId: number) => run(api.request(usersEndpoints.trackUserCompany, { params: { id }, body: { company_id: companyId } })),
    untrack: (companyId: string) =>
      run(api.request(usersEndpoints.untrackUserCompany, { params: { id }, query: { company_id: companyId } })),
    refresh: () => queryClient.invalidateQueries({ queryKey: userQueries.detail(id).queryKey }),
    remove: async () => {
      await saveStatus.track(api.request(usersEndpoints.deleteUser, { params: { id } }));
      void queryClient.invalidateQueries({ queryKey: userQueries.all() });
    },
  };
}
