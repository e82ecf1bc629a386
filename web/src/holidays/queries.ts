import { holidaysEndpoints, type HolidayListQuery } from '@tracker/core/holidays';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

export const holidayQueries = {
  all: () => queryKeys.holidays,
  list: (query: z.input<typeof HolidayListQuery>) =>
    queryOptions({
      queryKey: [...holidayQueries.all(), 'list', query],
      queryFn: () => api.request(holidaysEndpoints.listHolidays, { query }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...holidayQueries.all(), 'detail', id],
      queryFn: () => api.request(holidaysEndpoints.getHoliday, { params: { id } }),
    }),
};
