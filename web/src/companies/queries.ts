import { companiesEndpoints, type CompanyListQuery, type CompanyLookupQuery } from '@tracker/core/companies';
import { companyEmailStatsEndpoints } from '@tracker/core/company-email-stats';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

/** The list's query as the API reads it (comma-separated lists, 'true'/'false' flags). */
export type CompanyListRequest = z.input<typeof CompanyListQuery>;
export type CompanyLookupRequest = z.input<typeof CompanyLookupQuery>;

/** How many companies the type-ahead searches show. */
export const COMPANY_SEARCH_SIZE = 8;

/** Query options for companies; mutations invalidate through the same keys. */
export const companyQueries = {
  all: () => queryKeys.companies,
  lists: () => [...companyQueries.all(), 'list'] as const,
  details: () => [...companyQueries.all(), 'detail'] as const,
  lookups: () => [...companyQueries.all(), 'lookup'] as const,

  /** One page of the list screen; the previous page stays on screen while the next loads. */
  list: (query: CompanyListRequest) =>
    queryOptions({
      queryKey: [...companyQueries.lists(), query],
      queryFn: () => api.request(companiesEndpoints.listCompanies, { query }),
      placeholderData: keepPreviousData,
    }),

  /** Companies whose name or domain matches `text`, for type-ahead searches. */
  search: (text: string) =>
    queryOptions({
      queryKey: [...companyQueries.lists(), 'search', text],
      queryFn: () => api.request(companiesEndpoints.listCompanies, { query: { q: text, size: COMPANY_SEARCH_SIZE } }),
      enabled: text !== '',
      placeholderData: keepPreviousData,
    }),

  /** When the company's emails are sent (day of week × hour, UTC), from the mail received. */
  sendTimes: (id: string) =>
    queryOptions({
      queryKey: [...companyQueries.details(), id, 'send-times'],
      queryFn: () => api.request(companyEmailStatsEndpoints.getCompanySendTimes, { params: { id } }),
    }),

  detail: (id: string) =>
    queryOptions({
      queryKey: [...companyQueries.details(), id],
      queryFn: () => api.request(companiesEndpoints.getCompany, { params: { id } }),
    }),

  /** The company a domain, name or id names, or what enrichment finds for a new domain. */
  lookup: (query: CompanyLookupRequest) =>
    queryOptions({
      queryKey: [...companyQueries.lookups(), query],
      queryFn: () => api.request(companiesEndpoints.lookupCompany, { query }),
      enabled: Boolean(query.q),
      staleTime: 60_000,
    }),
};
