import { emailsEndpoints, RenderedEmail, type EmailSearchQuery } from '@tracker/core/emails';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

/** The search's query as the API reads it (`companyId` is a comma-separated list of ids). */
export type EmailSearchRequest = z.input<typeof EmailSearchQuery>;

/** The raw view's failure: the asset could not be fetched or read. */
export class RenderedLoadError extends Error {
  constructor(readonly url: string) {
    super(`Could not load ${url}`);
  }
}

/** Query options for emails; mutations invalidate through the same keys. */
export const emailQueries = {
  all: () => queryKeys.emails,
  searches: () => [...emailQueries.all(), 'search'] as const,

  /** One page of the email search, newest first; the previous page stays on screen while the next loads. */
  search: (query: EmailSearchRequest) =>
    queryOptions({
      queryKey: [...emailQueries.searches(), query],
      queryFn: () => api.request(emailsEndpoints.searchEmails, { query }),
      placeholderData: keepPreviousData,
    }),

  /** One email with its classifications, lists and asset URLs. */
  detail: (guid: string) =>
    queryOptions({
      queryKey: [...emailQueries.all(), 'detail', guid],
      queryFn: () => api.request(emailsEndpoints.getEmail, { params: { guid } }),
    }),

  /** The rendered email from the asset store, at the URL the email names. */
  rendered: (url: string) =>
    queryOptions({
      queryKey: [...emailQueries.all(), 'rendered', url],
      queryFn: async () => {
        const response = await fetch(url, { credentials: 'include' }).catch(() => null);
        if (!response?.ok) throw new RenderedLoadError(url);
        const parsed = RenderedEmail.safeParse(await response.json().catch(() => null));
        if (!parsed.success) throw new RenderedLoadError(url);
        return parsed.data;
      },
      retry: false,
    }),
};
