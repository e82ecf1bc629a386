import { z } from 'zod';
import { listDocument, resource } from '../contract/jsonapi';
import { defineFilters } from '../contract/define-filters';
import { dateFilter, enumFilter, idFilter, sortFilter } from '../contract/filters';
import { pageParams } from '../contract/query';
import { COMPANY_JOURNEYS_FETCH_SIZE, JOURNEY_STATUSES, JOURNEY_TYPES } from './constants';

/** A journey as the API answers it (spec section 3); `expired` is the rule of spec section 4. */
export const Journey = resource(
  'journeys',
  z.object({
    status: z.enum(JOURNEY_STATUSES),
    type: z.enum(JOURNEY_TYPES),
    featured: z.boolean(),
    current: z.boolean(),
    start_date: z.string(),
    end_date: z.string(),
    baseEmailDomain: z.string().nullable(),
    description: z.string().nullable(),
    company_id: z.number().int(),
    emails_count: z.number().int(),
    last_email_at: z.string().nullable(),
    expired: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type Journey = z.infer<typeof Journey>;
export const JourneyList = listDocument(Journey);

export const JOURNEY_SORT_FIELDS = ['start_date', 'end_date', 'created_at', 'type', 'status'] as const;
export const JOURNEYS_DEFAULT_SORT = 'start_date:desc';

/** A date, or a date and time; a `to` bound given as a bare date means the end of that day (spec section 5). */
const DateBound = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'Use a date as YYYY-MM-DD or an ISO date-time' });

/** The journeys search's filters (spec section 2). */
export const JOURNEY_FILTERS = defineFilters({
  company_id: idFilter({ description: 'journeys of this company' }),
  address_id: idFilter({ description: 'journeys of this address' }),
  type: enumFilter(JOURNEY_TYPES, { description: 'of this type', argument: 'type' }),
  status: enumFilter(JOURNEY_STATUSES, { description: 'in this status', argument: 'status' }),
  from: dateFilter({ description: 'starting at or after this date or date-time', schema: DateBound }),
  to: dateFilter({ description: 'starting at or before this date (to its end) or date-time', schema: DateBound }),
  sort: sortFilter(JOURNEY_SORT_FIELDS, { default: JOURNEYS_DEFAULT_SORT }),
});

/** GET /v3/journeys: the journeys search, e.g. a company's with company_id and size 250. */
export const JourneyListQuery = JOURNEY_FILTERS.schema.extend(pageParams(25, COMPANY_JOURNEYS_FETCH_SIZE));
export type JourneyListQuery = z.output<typeof JourneyListQuery>;
