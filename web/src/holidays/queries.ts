import { holidaysEndpoints, type HolidayListQuery } from '@tracker/core/holidays';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';

export const holidayQueries = {
  all: () => ['holidays'] as const,
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
