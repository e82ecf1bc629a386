import * as z from 'zod';
import { daySchema } from '../dates/date-schemas';
import { document, listDocument, resource } from '../contract/jsonapi';
import { defineFilters } from '../contract/define-filters';
import {
  booleanFilter,
  choiceLabels,
  enumFilter,
  idFilter,
  listFilter,
  multiEnumFilter,
  sortFilter,
  textFilter,
} from '../contract/filters';
import { pageParams, positiveId, queryBoolean } from '../contract/query';
import { JOURNEY_HEALTH_LABELS, JOURNEY_HEALTHS, JOURNEY_TYPE_LABELS, JOURNEY_TYPES } from '../journeys/constants';
import { BatchFailure, batchOf } from '../contract/batch';
import { ADD_ALL_COMPANIES_FETCH_SIZE, COMPANY_STATES, COMPANY_TYPE_LABELS, COMPANY_TYPES, TECHNOLOGY_TYPES } from './constants';

export const Technology = z.object({ id: z.string(), name: z.string(), type: z.enum(TECHNOLOGY_TYPES) });
export type Technology = z.infer<typeof Technology>;
export const Vertical = z.object({ id: z.string(), name: z.string() });

const healthByType = z.object(
  Object.fromEntries(JOURNEY_TYPES.map((t) => [t, z.enum(JOURNEY_HEALTHS).nullable()])) as Record<
    (typeof JOURNEY_TYPES)[number],
    z.ZodNullable<z.ZodEnum<{ [K in (typeof JOURNEY_HEALTHS)[number]]: K }>>
  >,
);

/** A company as the API answers it (spec section 3); `journey_health` is null where healthy. */
export const Company = resource(
  'companies',
  z.object({
    type: z.enum(COMPANY_TYPES),
    valid: z.boolean(),
    name: z.string(),
    description: z.string().nullable(),
    signup_url: z.string().nullable(),
    domain_name: z.string(),
    url: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    state: z.enum(COMPANY_STATES),
    featured: z.boolean(),
    subscription: z.boolean(),
    premium: z.boolean(),
    notes: z.string().nullable(),
    good_fit: z.boolean(),
    clearbit_tags: z.array(z.string()),
    approximate_emails: z.number().int().nullable(),
    first_email_sent_at: z.string().nullable(),
    frequency: z.number().nullable(),
    tracked_count: z.number().int(),
    technologies: z.array(Technology),
    verticals: z.array(Vertical),
    tags: z.array(z.string()),
    logo_url: z.string().nullable(),
    prioritized: z.boolean(),
    journey_health: healthByType,
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type Company = z.infer<typeof Company>;
export const CompanyDocument = document(Company);
export const CompanyList = listDocument(Company);

export const COMPANY_SORT_FIELDS = [
  'name',
  'domain_name',
  'created_at',
  'updated_at',
  'tracked_count',
  'approximate_emails',
  'first_email_sent_at',
] as const;
export const COMPANIES_DEFAULT_SORT = 'name:asc';
export const COMPANIES_PAGE_SIZE = 25;

/**
 * The companies screen's filters (spec section 2), declared once and shared by the list and the
 * CSV export: the server's validation and OpenAPI description, the screen's URL state and
 * trackctl's flags all come from here.
 */
export const COMPANY_FILTERS = defineFilters({
  q: textFilter({ description: 'name or domain contains the text', label: 'Search companies', placeholder: 'Name or domain' }),
  health: enumFilter(JOURNEY_HEALTHS, {
    description: 'some journey type has this health',
    argument: 'health',
    label: 'Health',
    choiceLabels: choiceLabels(JOURNEY_HEALTHS, JOURNEY_HEALTH_LABELS, ['', 'Any health']),
  }),
  journey_types: multiEnumFilter(JOURNEY_TYPES, {
    description: 'the journey types the health filter looks at',
    argument: 'types',
    requires: 'health',
    label: 'Journey types',
    choiceLabels: choiceLabels(JOURNEY_TYPES, JOURNEY_TYPE_LABELS),
  }),
  sort: sortFilter(COMPANY_SORT_FIELDS, { default: COMPANIES_DEFAULT_SORT }),
  tags: listFilter({ description: 'has any of these tags', argument: 'tags', label: 'Tags', placeholder: 'Add a tag' }),
  group_id: idFilter({ description: 'in this group', cliHint: 'ids: trackctl groups list', label: 'Group' }),
  good_fit: booleanFilter({
    description: 'marked a good fit',
    negated: 'not marked a good fit',
    label: 'Good fit',
    choiceLabels: { '': 'Any', true: 'Good fit', false: 'Not a good fit' },
  }),
  technologies: listFilter({
    description: 'uses any of these technologies, by name',
    argument: 'names',
    label: 'Technologies',
    placeholder: 'e.g. Klaviyo',
  }),
  technology_id: idFilter({ description: 'uses this technology', label: 'Technology id' }),
  company_type: enumFilter(COMPANY_TYPES, {
    description: 'of this type',
    argument: 'type',
    label: 'Type',
    choiceLabels: choiceLabels(COMPANY_TYPES, COMPANY_TYPE_LABELS, ['', 'Any type']),
  }),
  current: booleanFilter({ description: 'has a live journey', negated: 'has no live journey', label: 'Currently tracked' }),
});
export const CompanyFilters = COMPANY_FILTERS.schema;
export type CompanyFilters = z.output<typeof CompanyFilters>;

export const CompanyListQuery = CompanyFilters.extend(pageParams(COMPANIES_PAGE_SIZE, ADD_ALL_COMPANIES_FETCH_SIZE));
export type CompanyListQuery = z.output<typeof CompanyListQuery>;

export const CompanyParams = z.object({ id: positiveId });

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** POST /v3/admin/companies (spec section 7). */
export const CompanyCreate = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    domain_name: z.string().trim().min(1).max(253).optional(),
    description: optionalText(5000),
    /** The journeys to start: a type, or a type with a description (bulk create; 'Newsletter signup' by default). */
    journeys: z
      .array(
        z.union([
          z.enum(JOURNEY_TYPES),
          z.object({ type: z.enum(JOURNEY_TYPES), description: z.string().trim().min(1).max(500).optional() }),
        ]),
      )
      .max(JOURNEY_TYPES.length)
      .optional(),
    company_id: positiveId.optional(),
    prioritized: z.boolean().optional(),
    /** One of the registration domains; any other falls back to the default (spec section 5), so it is not refused. */
    baseEmailDomain: z.string().trim().max(253).optional(),
    force: z.boolean().optional(),
  })
  .refine((c) => c.name || c.domain_name || c.company_id !== undefined, { error: 'Give a domain or a name', path: ['domain_name'] });
export type CompanyCreate = z.output<typeof CompanyCreate>;

/**
 * What a create answers: the company, with the journeys it started in `included`. `created` says
 * whether the company is new. A type the company already had a journey of on the same days is not
 * started again, so a repeated import creates nothing twice: `skipped_journey_types` names those
 * types (present only when some were skipped), and their journeys are in `included` too.
 */
export const CompanyCreateDocument = CompanyDocument.extend({
  meta: z
    .object({
      created: z.boolean(),
      skipped_journey_types: z.array(z.enum(JOURNEY_TYPES)).optional(),
    })
    .optional(),
});
export type CompanyCreateDocument = z.output<typeof CompanyCreateDocument>;

/**
 * POST /v3/admin/companies/batch: many creates in one call (bulk import), each as POST
 * /v3/admin/companies would make it, in one transaction: a row refused (a company_id not found, a
 * known domain without force, a value that is no domain) fails alone; the others are written.
 */
export const CompanyBatchCreate = z.object({ companies: batchOf(CompanyCreate, 'company', 'companies') });

/** What a batch create did for one row: the company, whether it is new, the journeys started and the types skipped. */
export const CompanyCreateOutcome = z.object({
  company_id: z.string(),
  domain_name: z.string(),
  created: z.boolean(),
  journeys: z.array(z.object({ id: z.string(), type: z.enum(JOURNEY_TYPES) })),
  skipped_journey_types: z.array(z.enum(JOURNEY_TYPES)),
});
export type CompanyCreateOutcome = z.infer<typeof CompanyCreateOutcome>;

/** One result per company sent, in order. */
export const CompanyBatchCreateResult = z.object({ results: z.array(z.union([CompanyCreateOutcome, BatchFailure])) });
export type CompanyBatchCreateResult = z.infer<typeof CompanyBatchCreateResult>;

/** PUT /v3/admin/companies/{id}: every editable field of spec section 3, each optional. */
export const CompanyUpdate = z.object({
  type: z.enum(COMPANY_TYPES).optional(),
  name: z.string().trim().min(1, 'Give the company a name').max(200).optional(),
  description: optionalText(5000),
  signup_url: optionalText(2000),
  domain_name: z.string().trim().min(1).max(253).optional(),
  url: optionalText(2000),
  websiteUrl: optionalText(2000),
  state: z.enum(COMPANY_STATES).optional(),
  featured: z.boolean().optional(),
  subscription: z.boolean().optional(),
  premium: z.boolean().optional(),
  notes: optionalText(20000),
  good_fit: z.boolean().optional(),
  prioritized: z.boolean().optional(),
  clearbit_tags: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
  tags: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
  force: z.boolean().optional(),
});
export type CompanyUpdate = z.output<typeof CompanyUpdate>;

/** GET /v3/admin/companies/lookup (spec section 7); a numeric q is also tried as company_id. */
export const CompanyLookupQuery = z.object({
  q: z.string().trim().min(1, 'Give a domain, name or id to look up').max(2000).optional(),
  url: z.string().trim().min(1).max(2000).optional(),
  current: queryBoolean.optional(),
  clearbit: queryBoolean.optional(),
  stats: queryBoolean.optional(),
  force: queryBoolean.optional(),
  end_date: daySchema().optional(),
  company_id: positiveId.optional(),
});
export type CompanyLookupQuery = z.output<typeof CompanyLookupQuery>;

/** What enrichment found for a domain that is not a company yet. */
export const CompanyCandidate = z.object({
  domain_name: z.string(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  logo_url: z.string().nullable(),
  url: z.string().nullable(),
  technologies: z.array(Technology.omit({ id: true })),
  clearbit_tags: z.array(z.string()),
});
export type CompanyCandidate = z.infer<typeof CompanyCandidate>;

/**
 * The lookup's answer: the company when it exists (`source: database`), else what enrichment found
 * (`data: null`, `meta.candidate`). When neither finds it the answer is a 404 whose detail says why.
 */
export const CompanyLookupResult = z.object({
  data: Company.nullable(),
  included: z.array(z.record(z.string(), z.unknown())).optional(),
  meta: z.object({
    source: z.enum(['database', 'enrichment']),
    candidate: CompanyCandidate.optional(),
    /** Set when enrichment was asked for and failed; the company, if found, is still returned. */
    enrichment_error: z.string().optional(),
  }),
});
export type CompanyLookupResult = z.infer<typeof CompanyLookupResult>;

/**
 * POST /v3/admin/companies/lookups: many lookups in one call (bulk import), each as GET
 * /v3/admin/companies/lookup with `q` (a numeric value also as company_id) and the options given.
 */
export const CompanyBatchLookup = z.object({
  values: batchOf(z.string().trim().min(1, 'Give a domain, name or id to look up').max(2000), 'value', 'values'),
  clearbit: z.boolean().optional(),
  stats: z.boolean().optional(),
  end_date: daySchema().optional(),
});
export type CompanyBatchLookup = z.output<typeof CompanyBatchLookup>;

/**
 * Unknown domains one batch lookup enriches at most: the imports' own calls (BULK_LOOKUP_BATCH_SIZE
 * values) all fit, and they run at once, so a call lasts about one enrichment timeout however many
 * values it sends.
 */
export const LOOKUP_ENRICHMENT_LIMIT = 25;

/**
 * One result per value, in order: the lookup's answer (without included journeys), or why it found
 * nothing. `meta.not_enriched` counts the unknown domains past LOOKUP_ENRICHMENT_LIMIT, answered
 * without enrichment (as not found, saying so): send them again in another call.
 */
export const CompanyBatchLookupResult = z.object({
  results: z.array(z.union([CompanyLookupResult.omit({ included: true }), BatchFailure])),
  meta: z.object({ enrichment_limit: z.number().int(), not_enriched: z.number().int() }).optional(),
});
export type CompanyBatchLookupResult = z.infer<typeof CompanyBatchLookupResult>;

/** PUT /companies/{id}/clearbit-logo-refetch: the spec sends the id and the attributes to keep. */
export const CompanyLogoRefetch = z
  .object({ id: z.union([z.string(), z.number()]).optional(), attributes: z.record(z.string(), z.unknown()).optional() })
  .optional();
