import { suggestionsEndpoints } from '@tracker/core/suggestions';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

/** The learned classifier: its current version and measures. */
export const classifierQueries = {
  all: () => queryKeys.classifier,
  model: () =>
    queryOptions({
      queryKey: [...classifierQueries.all(), 'model'],
      queryFn: () => api.request(suggestionsEndpoints.getClassifierModel, {}),
    }),
};
