import { addressesEndpoints, type AddressListQuery } from '@tracker/core/addresses';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

export const addressQueries = {
  all: () => queryKeys.addresses,
  list: (query: z.input<typeof AddressListQuery>) =>
    queryOptions({
      queryKey: [...addressQueries.all(), 'list', query],
      queryFn: () => api.request(addressesEndpoints.listAddresses, { query }),
      placeholderData: keepPreviousData,
    }),
  /** Same key as the registration screen's address, so both stay in step. */
  detail: (id: string, q = '') =>
    queryOptions({
      queryKey: [...addressQueries.all(), 'detail', id, q],
      queryFn: () => api.request(addressesEndpoints.getAddress, { params: { id }, query: q ? { q } : {} }),
    }),
};
