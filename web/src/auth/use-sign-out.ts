import { authEndpoints } from '@tracker/core/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { api } from '../api/client';
import { errorMessage } from '../api/error-message';
import { saveStatus } from '../ui/status/save-status';

/** Signs out: ends the session on the server, then goes to sign-in and forgets everything cached. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => api.request(authEndpoints.signOut),
    onSuccess: () => {
      // Leave the signed-in screens first, so nothing refetches with the ended session.
      navigate('/signin', { replace: true });
      queryClient.removeQueries();
    },
    onError: (error) => saveStatus.failed(`Could not sign out: ${errorMessage(error)}`),
  });
}
