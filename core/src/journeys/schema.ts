import * as z from 'zod';
import { dayOrDateTimeSchema } from '../dates/date-schemas';
import { BatchFailure, batchOf } from '../contract/batch';
import { document, listDocument, resource } from '../contract/jsonapi';
import { defineFilters } from '../contract/define-filters';
import { booleanFilter, choiceLabels, dateFilter, enumFilter, idFilter, sortFilter, textFilter } from '../contract/filters';
import { pageParams, positiveId } from '../contract/query';
import { COMPANY_JOURNEYS_FETCH_SIZE, JOURNEY_STATUS_LABELS, JOURNEY_STATUSES, JOURNEY_TYPE_LABELS, JOURNEY_TYPES } from './constants';

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
    /** The company's name, so a journey is told apart from others of its type without a lookup. */
    company_name: z.string(),
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
const DateBound = dayOrDateTimeSchema();

/** The journeys search's filters (spec section 2). */
export const JOURNEY_FILTERS = defineFilters({
  q: textFilter({
    description: 'company name or inbox (email address) contains the text',
    label: 'Search journeys',
    placeholder: 'Company name or inbox',
  }),
  company_id: idFilter({ description: 'journeys of this company' }),
  address_id: idFilter({ description: 'journeys of this address' }),
  type: enumFilter(JOURNEY_TYPES, {
    description: 'of this type',
    argument: 'type',
    label: 'Type',
    choiceLabels: choiceLabels(JOURNEY_TYPES, JOURNEY_TYPE_LABELS, ['', 'Any']),
  }),
  status: enumFilter(JOURNEY_STATUSES, {
    description: 'in this status',
    argument: 'status',
    label: 'Status',
    choiceLabels: choiceLabels(JOURNEY_STATUSES, JOURNEY_STATUS_LABELS, ['', 'Any']),
  }),
  from: dateFilter({ description: 'starting at or after this date or date-time', schema: DateBound, label: 'Starting from' }),
  to: dateFilter({ description: 'starting at or before this date (to its end) or date-time', schema: DateBound, label: 'Starting to' }),
  old: booleanFilter({
    description: 'old: ended before today (UTC) and not archived, what archive-old archives',
    negated: 'not old',
    label: 'Age',
    choiceLabels: { '': 'Any', true: 'Old: ended, not archived', false: 'Not old' },
  }),
  sort: sortFilter(JOURNEY_SORT_FIELDS, {
    default: JOURNEYS_DEFAULT_SORT,
    label: 'Sort',
    choiceLabels: {
      'start_date:desc': 'Start, newest or last first',
      'start_date:asc': 'Start, oldest or first first',
      'end_date:desc': 'End, newest or last first',
      'end_date:asc': 'End, oldest or first first',
      'created_at:desc': 'Created, newest or last first',
      'created_at:asc': 'Created, oldest or first first',
      'type:desc': 'Type, newest or last first',
      'type:asc': 'Type, oldest or first first',
      'status:desc': 'Status, newest or last first',
      'status:asc': 'Status, oldest or first first',
    },
  }),
});

/** GET /v3/journeys: the journeys search, e.g. a company's with company_id and size 250. */
export const JourneyListQuery = JOURNEY_FILTERS.schema.extend(pageParams(25, COMPANY_JOURNEYS_FETCH_SIZE));
export type JourneyListQuery = z.output<typeof JourneyListQuery>;

export const JourneyDocument = document(Journey);
export type JourneyDocument = z.infer<typeof JourneyDocument>;

export const JourneyParams = z.object({ id: positiveId });

/** A journey's day or moment: a bare date is the start of that day (UTC). */
const JourneyDate = dayOrDateTimeSchema();

/** Both dates given and the end before the start: refused at the end date. */
function endNotBeforeStart(value: { start_date?: string | undefined; end_date?: string | undefined }, ctx: z.RefinementCtx) {
  if (value.start_date && value.end_date && Date.parse(value.end_date) < Date.parse(value.start_date)) {
    ctx.addIssue({ code: 'custom', message: 'The end date is before the start date', path: ['end_date'] });
  }
}

/**
 * POST /v3/journeys: a journey of a company (the create screen). Without dates it runs from today
 * for NEW_JOURNEY_LENGTH_DAYS days, or RELATED_JOURNEY_LENGTH_DAYS when related to another journey
 * (spec section 9); a base email domain outside the registration domains becomes the default.
 */
export const JourneyCreate = z
  .object({
    company_id: positiveId,
    type: z.enum(JOURNEY_TYPES).optional(),
    status: z.enum(JOURNEY_STATUSES).optional(),
    featured: z.boolean().optional(),
    start_date: JourneyDate.optional(),
    end_date: JourneyDate.optional(),
    description: z.string().trim().max(5000).nullable().optional(),
    baseEmailDomain: z.string().trim().max(253).optional(),
    /** An inbox that runs in it from the start. */
    address_id: positiveId.optional(),
    /** A journey this one follows on from. */
    related_journey_id: positiveId.optional(),
  })
  .superRefine(endNotBeforeStart);
export type JourneyCreate = z.output<typeof JourneyCreate>;

/** PATCH /v3/journeys/{id}: status, type, featured, dates and description. */
export const JourneyUpdate = z
  .object({
    status: z.enum(JOURNEY_STATUSES).optional(),
    type: z.enum(JOURNEY_TYPES).optional(),
    featured: z.boolean().optional(),
    start_date: JourneyDate.optional(),
    end_date: JourneyDate.optional(),
    description: z.string().trim().max(5000).nullable().optional(),
  })
  .superRefine(endNotBeforeStart);
export type JourneyUpdate = z.output<typeof JourneyUpdate>;

/** POST /v3/journeys/{id}/inbox: a new tracked inbox for the journey on a registration domain. */
export const JourneyInbox = z.object({ baseEmailDomain: z.string().trim().max(253).optional() });
export type JourneyInbox = z.output<typeof JourneyInbox>;

/** PUT /v3/admin/journeys/{id}/current; journey_id, when sent, must be the path's id. */
export const JourneyCurrent = z.object({ journey_id: positiveId.optional(), current: z.boolean() });
export type JourneyCurrent = z.output<typeof JourneyCurrent>;

/** POST /v3/admin/journeys (spec section 7), as bulk journey import sends it: every field is needed. */
export const AdminJourneyCreate = z
  .object({
    company_id: positiveId,
    journey_type: z.enum(JOURNEY_TYPES),
    start_date: JourneyDate,
    end_date: JourneyDate,
  })
  .superRefine(endNotBeforeStart);
export type AdminJourneyCreate = z.output<typeof AdminJourneyCreate>;

/**
 * POST /v3/admin/journeys/batch: many creates of a bulk import in one call and one transaction,
 * each as POST /v3/admin/journeys would make it; a row refused (its company not found, a journey of
 * that type on the same days already there: 409) fails alone, the others are written.
 */
export const AdminJourneyBatchCreate = z.object({ journeys: batchOf(AdminJourneyCreate, 'journey', 'journeys') });

/** One result per journey sent, in order: the journey started, or why not. */
export const AdminJourneyBatchCreateResult = z.object({ results: z.array(z.union([z.object({ journey_id: z.string() }), BatchFailure])) });
export type AdminJourneyBatchCreateResult = z.infer<typeof AdminJourneyBatchCreateResult>;

/** What archive-old answers: how many journeys it archived, and the day they ended before. */
export const ArchiveOldResult = z.object({
  meta: z.object({ message: z.string(), archived: z.number().int().min(0), ended_before: z.string() }),
});
export type ArchiveOldResult = z.infer<typeof ArchiveOldResult>;
