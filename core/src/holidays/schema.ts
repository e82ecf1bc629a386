import * as z from 'zod';
import { daySchema } from '../dates/date-schemas';
import { defineFilters } from '../contract/define-filters';
import { dateFilter, sortFilter, textFilter } from '../contract/filters';
import { document, listDocument, resource } from '../contract/jsonapi';
import { pageParams, positiveId } from '../contract/query';
import { HOLIDAYS_DEFAULT_SORT, HOLIDAYS_PAGE_SIZE } from './constants';
import { normaliseKeywords } from './rules';

export const HolidayDate = z.object({ id: z.string(), occurs_at: z.string() });

/** A retail holiday (spec section 3): keywords as one comma-separated string, and its dates. */
export const Holiday = resource(
  'holidays',
  z.object({
    name: z.string(),
    keywords: z.string(),
    dates: z.array(HolidayDate),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type Holiday = z.infer<typeof Holiday>;
export const HolidayDocument = document(Holiday);
export const HolidayList = listDocument(Holiday);

export const HOLIDAY_SORT_FIELDS = ['name', 'next_date', 'created_at'] as const;

export const HOLIDAY_FILTERS = defineFilters({
  q: textFilter({ description: 'name or keywords contain the text', label: 'Search holidays', placeholder: 'Name or keyword' }),
  from: dateFilter({ description: 'has a date on or after this day', label: 'Dates from' }),
  to: dateFilter({ description: 'has a date on or before this day', label: 'Dates to' }),
  sort: sortFilter(HOLIDAY_SORT_FIELDS, { default: HOLIDAYS_DEFAULT_SORT }),
});
export const HolidayListQuery = HOLIDAY_FILTERS.schema.extend(pageParams(HOLIDAYS_PAGE_SIZE, 100));
export type HolidayListQuery = z.output<typeof HolidayListQuery>;

const Day = daySchema();
const Keywords = z.string().max(2000).transform(normaliseKeywords);
const Name = z.string({ error: 'Give the holiday a name' }).trim().min(1, 'Give the holiday a name').max(200);

export const HolidayCreate = z.object({ name: Name, keywords: Keywords.default(''), dates: z.array(Day).max(100).default([]) });
export type HolidayCreate = z.output<typeof HolidayCreate>;

/** PATCH: `dates` are added to the holiday's dates (a date it has already changes nothing). */
export const HolidayUpdate = z.object({ name: Name.optional(), keywords: Keywords.optional(), dates: z.array(Day).max(100).optional() });
export type HolidayUpdate = z.output<typeof HolidayUpdate>;

export const HolidayParams = z.object({ id: positiveId });
export const HolidayDateParams = z.object({ id: positiveId, date_id: positiveId });
