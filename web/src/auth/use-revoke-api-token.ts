import { authEndpoints } from '@tracker/core/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { errorMessage } from '../api/error-message';
import { saveStatus } from '../ui/status/save-status';
import { apiTokensQuery } from './queries';

/** Revokes one of the user's API tokens (and those made with it), then reloads the list. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(authEndpoints.revokeApiToken, { params: { id: Number(id) } }),
    onMutate: () => saveStatus.saving(),
    onSuccess: () => saveStatus.saved(),
    onError: (error) => saveStatus.failed(`Could not revoke the token: ${errorMessage(error)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensQuery.queryKey }),
  });
}
