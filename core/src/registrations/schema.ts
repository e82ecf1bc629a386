import * as z from 'zod';
import { daySchema } from '../dates/date-schemas';
import { document, listDocument, resource } from '../contract/jsonapi';
import { defineFilters } from '../contract/define-filters';
import { choiceLabels, enumFilter, type Filter } from '../contract/filters';
import { pageParams, positiveId } from '../contract/query';
import { recapRangeProblem } from './recap-range';
import { STREET_ADDRESS_PRESET_NAMES } from '../addresses/constants';
import { JOURNEY_TYPE_LABELS, JOURNEY_TYPES } from '../journeys/constants';
import {
  REGISTRATION_EMAILS_FILTERS,
  REGISTRATION_FILTER_DEFAULTS,
  REGISTRATION_ORDERS,
  REGISTRATION_PRIORITIZED_FILTERS,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  REGISTRATIONS_PAGE_SIZE,
  SETTABLE_REGISTRATION_STATUSES,
} from './constants';

/** A registration (spec section 3); company_name, email_address and assignee_email save a lookup per row. */
export const Registration = resource(
  'registrations',
  z.object({
    status: z.enum(REGISTRATION_STATUSES),
    complete: z.boolean(),
    userId: z.number().int().nullable(),
    addressId: z.number().int().nullable(),
    current: z.boolean(),
    prioritized: z.boolean(),
    type: z.enum(JOURNEY_TYPES),
    company_id: z.number().int(),
    company_name: z.string(),
    /** Spec section 4: not valid, or its state is invalid or archived. */
    company_invalid: z.boolean(),
    email_address: z.string().nullable(),
    assignee_email: z.string().nullable(),
    baseEmailDomain: z.string().nullable(),
    description: z.string().nullable(),
    emails_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type Registration = z.infer<typeof Registration>;

/** An included user: `assignee` says whether registrations may be assigned to them. */
export const RegistrationUser = resource('users', z.object({ email: z.string(), name: z.string().nullable(), assignee: z.boolean() }));
export type RegistrationUser = z.infer<typeof RegistrationUser>;

export const RegistrationDocument = document(Registration);
export type RegistrationDocument = z.infer<typeof RegistrationDocument>;
export const RegistrationList = listDocument(Registration);
export type RegistrationList = z.infer<typeof RegistrationList>;

/** `all`, `me` (the signed-in user) or an assignee's numeric id. */
const AssigneeParam = z.union([z.enum(['all', 'me']), z.string().regex(/^\d{1,9}$/)], {
  error: 'Use all, me or an assignee’s numeric id',
});

const assigneeFilter = {
  kind: 'text',
  argument: 'all|me|id',
  description: 'assigned to this user (me, or an assignee’s id), or all',
  default: REGISTRATION_FILTER_DEFAULTS.assignee,
  label: 'Assignee',
  // The console adds the assignees the page carries.
  choiceLabels: { all: 'Anyone', me: 'Me' },
  schema: AssigneeParam.optional(),
} satisfies Filter;

/** The registrations list's filters, with spec section 9's defaults (the API applies them when absent). */
export const REGISTRATION_FILTERS = defineFilters({
  assignee: assigneeFilter,
  status: enumFilter(['all', ...REGISTRATION_STATUSES], {
    description: 'in this status (assigned when an assignee is chosen and the status is unclaimed)',
    default: REGISTRATION_FILTER_DEFAULTS.status,
    label: 'Status',
    choiceLabels: choiceLabels(REGISTRATION_STATUSES, REGISTRATION_STATUS_LABELS, ['all', 'Any status']),
  }),
  type: enumFilter(['all', ...JOURNEY_TYPES], {
    description: 'for this journey type',
    default: REGISTRATION_FILTER_DEFAULTS.type,
    label: 'Type',
    choiceLabels: choiceLabels(JOURNEY_TYPES, JOURNEY_TYPE_LABELS, ['all', 'Any type']),
  }),
  emails: enumFilter(REGISTRATION_EMAILS_FILTERS, {
    description: 'with or without received emails',
    default: 'all',
    label: 'Emails',
    choiceLabels: { all: 'With or without emails', with: 'With emails', without: 'Without emails' },
  }),
  order: enumFilter(REGISTRATION_ORDERS, {
    description: 'oldest (asc) or newest (desc) first',
    default: REGISTRATION_FILTER_DEFAULTS.order,
    label: 'Order',
    choiceLabels: { asc: 'Oldest first', desc: 'Newest first' },
  }),
  prioritized: enumFilter(REGISTRATION_PRIORITIZED_FILTERS, {
    description: 'prioritized (true) or not (false) only, or all',
    default: REGISTRATION_FILTER_DEFAULTS.prioritized,
    label: 'Prioritized',
    choiceLabels: { all: 'Prioritized or not', true: 'Prioritized', false: 'Not prioritized' },
  }),
});

export const RegistrationListQuery = REGISTRATION_FILTERS.schema.extend(pageParams(REGISTRATIONS_PAGE_SIZE, 100));
export type RegistrationListQuery = z.output<typeof RegistrationListQuery>;
export type RegistrationFilterValues = Omit<RegistrationListQuery, 'page' | 'size'>;

export const RegistrationParams = z.object({ id: positiveId });

export const RegistrationCreate = z.object({
  company_id: positiveId,
  journey_type: z.enum(JOURNEY_TYPES).optional(),
  prioritized: z.boolean().optional(),
  description: z.string().trim().max(500).optional(),
  /** One of the four registration domains; any other falls back to the default (spec section 5). */
  baseEmailDomain: z.string().trim().max(253).optional(),
  street_preset: z.enum(STREET_ADDRESS_PRESET_NAMES).optional(),
});
export type RegistrationCreate = z.output<typeof RegistrationCreate>;

const Email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }));

/**
 * POST /v1/admin/registrations/{id}/update. `claim` assigns it to the caller unless someone else
 * holds it (409); `userId` or `assignee_email` assign it to an assignee (null: nobody);
 * `complete_all` runs the whole completion in one transaction and goes alone.
 */
export const RegistrationUpdate = z
  .object({
    status: z.enum(SETTABLE_REGISTRATION_STATUSES).optional(),
    claim: z.literal(true).optional(),
    userId: positiveId.nullable().optional(),
    assignee_email: Email.optional(),
    current: z.boolean().optional(),
    prioritized: z.boolean().optional(),
    complete_all: z.literal(true).optional(),
  })
  .superRefine((u, ctx) => {
    const assigners = [u.claim !== undefined, u.userId !== undefined, u.assignee_email !== undefined].filter(Boolean).length;
    if (assigners > 1) ctx.addIssue({ code: 'custom', message: 'Give one of claim, userId and assignee_email', path: ['claim'] });
    if (u.complete_all && Object.keys(u).length > 1) {
      ctx.addIssue({ code: 'custom', message: 'complete_all goes alone', path: ['complete_all'] });
    }
    if (Object.keys(u).length === 0) ctx.addIssue({ code: 'custom', message: 'Say what to change', path: ['status'] });
  });
export type RegistrationUpdate = z.output<typeof RegistrationUpdate>;

const Day = daySchema();
/** Both days given, the range is checked here; with one left out the server checks it against its today. */
export const RegistrationRecapQuery = z.object({ from: Day.optional(), to: Day.optional() }).superRefine(({ from, to }, ctx) => {
  if (from === undefined || to === undefined) return;
  const problem = recapRangeProblem({ from, to });
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.parameter] });
});
export type RegistrationRecapQuery = z.output<typeof RegistrationRecapQuery>;

const RecapCounts = z.object({ created: z.number().int(), claimed: z.number().int(), completed: z.number().int() });
export const RecapDay = RecapCounts.extend({
  day: z.string(),
  /** Who claimed and completed that day. */
  by: z.array(RecapCounts.omit({ created: true }).extend({ user_id: z.number().int(), email: z.string() })),
});
export type RecapDay = z.infer<typeof RecapDay>;
/** What was created, claimed and completed, by whom, per day, newest day first. */
export const RegistrationRecap = z.object({
  data: z.array(RecapDay),
  meta: z.object({ from: z.string(), to: z.string(), totals: RecapCounts }),
});
export type RegistrationRecap = z.infer<typeof RegistrationRecap>;
