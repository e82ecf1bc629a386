import { registrationsEndpoints } from '@tracker/core/registrations';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { api } from '../../api/client';
import { saveStatus } from '../../ui/status/save-status';
import { registrationQueries } from '../queries';

/**
 * Claims the oldest unclaimed registration, prioritized ones first, and opens it. One that someone
 * else claimed meanwhile (409) is skipped for the next.
 */
export function useClaimNext() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return async () => {
    const work = (async () => {
      for (const prioritized of ['true', 'all'] as const) {
        const page = await api.request(registrationsEndpoints.listRegistrations, { query: { status: 'unclaimed', prioritized, size: 10 } });
        for (const candidate of page.data) {
          try {
            const claimed = await api.request(registrationsEndpoints.updateRegistration, {
              params: { id: candidate.id },
              body: { claim: true },
            });
            return claimed;
          } catch {
            // Claimed by someone else meanwhile: try the next one.
          }
        }
      }
      throw new Error('No unclaimed registration left.');
    })();
    try {
      const claimed = await saveStatus.track(work);
      queryClient.setQueryData(registrationQueries.detail(claimed.data.id).queryKey, claimed);
      void queryClient.invalidateQueries({ queryKey: registrationQueries.lists() });
      navigate(`/registrations/${claimed.data.id}`);
    } catch {
      // The status indicator says why.
    }
  };
}
