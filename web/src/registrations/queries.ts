import { registrationsEndpoints, type RegistrationListQuery, type RegistrationRecapQuery } from '@tracker/core/registrations';
import { addressesEndpoints } from '@tracker/core/addresses';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

export type RegistrationListRequest = z.input<typeof RegistrationListQuery>;

/** Query options for registrations and the addresses they own; mutations refresh through the same keys. */
export const registrationQueries = {
  all: () => queryKeys.registrations,
  lists: () => [...registrationQueries.all(), 'list'] as const,
  details: () => [...registrationQueries.all(), 'detail'] as const,

  list: (query: RegistrationListRequest) =>
    queryOptions({
      queryKey: [...registrationQueries.lists(), query],
      queryFn: () => api.request(registrationsEndpoints.listRegistrations, { query }),
      placeholderData: keepPreviousData,
    }),

  detail: (id: string) =>
    queryOptions({
      queryKey: [...registrationQueries.details(), id],
      queryFn: () => api.request(registrationsEndpoints.getRegistration, { params: { id } }),
    }),

  recap: (query: z.input<typeof RegistrationRecapQuery>) =>
    queryOptions({
      queryKey: [...registrationQueries.all(), 'recap', query],
      queryFn: () => api.request(registrationsEndpoints.registrationRecap, { query }),
    }),

  /** Every cached copy of one address, whatever q narrowed its emails to. */
  addressCopies: (id: string) => [...queryKeys.addresses, 'detail', id] as const,

  /** The address with its events, teams and received emails (q narrows the emails). */
  address: (id: string, q = '') =>
    queryOptions({
      queryKey: [...registrationQueries.addressCopies(id), q],
      queryFn: () => api.request(addressesEndpoints.getAddress, { params: { id }, query: q ? { q } : {} }),
    }),
};
