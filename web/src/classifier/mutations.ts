import { suggestionsEndpoints } from '@tracker/core/suggestions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { saveStatus } from '../ui/status/save-status';
import { classifierQueries } from './queries';

/** Trains a new version now; the screen shows it once the server answers. */
export function useTrainModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => saveStatus.track(api.request(suggestionsEndpoints.trainClassifierModel, { body: {} })),
    onSuccess: (document) => queryClient.setQueryData(classifierQueries.model().queryKey, document),
  });
}
