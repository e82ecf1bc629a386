import { authEndpoints } from '@tracker/core/auth';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

/** The signed-in user (GET /api/v1/data); a 401 here sends the visitor to sign-in. */
export const currentUserQuery = queryOptions({
  queryKey: [...queryKeys.auth, 'current-user'],
  queryFn: () => api.request(authEndpoints.currentUser),
  staleTime: 5 * 60_000,
});

/** The signed-in user's API tokens in force (trackctl's and scripts'), newest first. */
export const apiTokensQuery = queryOptions({
  queryKey: [...queryKeys.auth, 'api-tokens'],
  queryFn: () => api.request(authEndpoints.listApiTokens),
});
