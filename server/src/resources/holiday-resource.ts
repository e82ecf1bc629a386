import type { Holiday } from '@tracker/core';
import type { HolidayWithDates } from '../repositories/holidays-repository';

export function holidayResource({ holiday: h, dates }: HolidayWithDates): Holiday {
  return {
    id: String(h.id),
    type: 'holidays',
    attributes: {
      name: h.name,
      keywords: h.keywords,
      dates: dates.map((d) => ({ id: String(d.id), occurs_at: d.occursAt })),
      created_at: h.createdAt.toISOString(),
      updated_at: h.updatedAt.toISOString(),
    },
  };
}
