import { emailsEndpoints, type EmailSearchQuery } from '@tracker/core/emails';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';

/** The search's query as the API reads it (`companyId` is a comma-separated list of ids). */
export type EmailSearchRequest = z.input<typeof EmailSearchQuery>;

/** Query options for emails; mutations invalidate through the same keys. */
export const emailQueries = {
  all: () => ['emails'] as const,
  searches: () => [...emailQueries.all(), 'search'] as const,

  /** One page of the email search, newest first; the previous page stays on screen while the next loads. */
  search: (query: EmailSearchRequest) =>
    queryOptions({
      queryKey: [...emailQueries.searches(), query],
      queryFn: () => api.request(emailsEndpoints.searchEmails, { query }),
      placeholderData: keepPreviousData,
    }),
};
