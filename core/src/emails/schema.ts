import * as z from 'zod';
import { dayOrDateTimeSchema } from '../dates/date-schemas';
import { document, listDocument, resource } from '../contract/jsonapi';
import { defineFilters } from '../contract/define-filters';
import { booleanFilter, choiceLabels, dateFilter, idFilter, listFilter, multiEnumFilter, textFilter } from '../contract/filters';
import { pageParams } from '../contract/query';
import { EmailSuggestion } from '../suggestions/suggestion';
import { EmailAuthentication, EmailPlatform, EmailUnsubscribe } from '../platforms/schema';
import { PLATFORM_IDS, PLATFORM_LABELS } from '../platforms/platform-signals';
import { CLASSIFICATION_SOURCES, CLASSIFICATION_TYPE_LABELS, CLASSIFICATION_TYPES } from './constants';

export const Classification = z.object({
  type: z.enum(CLASSIFICATION_TYPES),
  score: z.union([z.literal(0), z.literal(1)]),
  source: z.enum(CLASSIFICATION_SOURCES),
  labeled: z.boolean(),
});
export type Classification = z.infer<typeof Classification>;

/** An email in lists and search results (spec section 3); its raw content is fetched separately. */
export const Email = resource(
  'emails',
  z.object({
    guid: z.string(),
    subject: z.string(),
    from_name: z.string().nullable(),
    from_address: z.string().nullable(),
    private: z.boolean(),
    visible: z.boolean(),
    processed: z.boolean(),
    animated: z.boolean(),
    mobile_optimized: z.boolean(),
    sent_at: z.string(),
    updated_at: z.string(),
    company_id: z.number().int().nullable(),
    journey_id: z.number().int().nullable(),
    classifications: z.array(Classification),
    /** A double opt-in email's confirmation link (staff open it to confirm the signup); null otherwise. */
    confirmation_url: z.string().nullable(),
  }),
);
export type Email = z.infer<typeof Email>;
export const EmailList = listDocument(Email);

const idList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,9}$/, 'Use numeric company ids')
          .transform(Number),
      )
      .max(250),
  );

/**
 * A day or an instant. A bare day (YYYY-MM-DD) is a UTC day, as scripts have always sent it; the
 * console and trackctl send their users' days as instants with the zone's offset, so a preset means
 * the same days to the server as to the user.
 */
const DayOrInstant = dayOrDateTimeSchema(
  'Use a date as YYYY-MM-DD or an ISO date-time with an offset, such as 2026-03-09T00:00:00.000-04:00',
);

/**
 * The email search's filters (spec section 7). `endDate` given as a bare date means the end of that
 * day, 23:59:59.999 UTC (spec section 5); given as an instant, that instant, included.
 */
export const EMAIL_FILTERS = defineFilters({
  search: textFilter({
    description: 'matches the text: full text over subject, sender and body',
    label: 'Search emails',
    placeholder: 'Subject, sender or body',
  }),
  startDate: dateFilter({
    description: 'sent at or after this day (YYYY-MM-DD, from its start in UTC) or instant (an ISO date-time with offset)',
    schema: DayOrInstant,
  }),
  endDate: dateFilter({
    description: 'sent at or before this day (YYYY-MM-DD, to its end, 23:59:59.999 UTC) or instant (an ISO date-time with offset)',
    schema: DayOrInstant,
  }),
  animated: booleanFilter({
    description: 'animated emails only',
    negated: 'emails that are not animated only',
    label: 'Animated',
    choiceLabels: { '': 'Any', true: 'Animated', false: 'Not animated' },
  }),
  processed: booleanFilter({
    description: 'processed emails only',
    negated: 'emails not processed yet only',
    label: 'Processed',
    choiceLabels: { '': 'Any', true: 'Processed', false: 'Not processed' },
  }),
  mobileOptimized: booleanFilter({
    description: 'mobile-optimized emails only',
    negated: 'emails not optimized for mobile only',
    label: 'Mobile',
    choiceLabels: { '': 'Any', true: 'Mobile-optimized', false: 'Not mobile-optimized' },
  }),
  classifications: multiEnumFilter(CLASSIFICATION_TYPES, {
    description: 'classified as any of these types',
    argument: 'types',
    label: 'Classifications',
    choiceLabels: choiceLabels(CLASSIFICATION_TYPES, CLASSIFICATION_TYPE_LABELS),
  }),
  platform: multiEnumFilter(PLATFORM_IDS, {
    description: 'sent through any of these platforms (ESPs), as detected from headers and links',
    argument: 'platforms',
    label: 'Platform',
    choiceLabels: choiceLabels(PLATFORM_IDS, PLATFORM_LABELS),
  }),
  companyId: listFilter({ description: 'from any of these companies, by id', argument: 'ids', schema: idList, label: 'Companies' }),
});

/** GET /v2/emails/search (spec section 7): newest first. */
export const EmailSearchQuery = EMAIL_FILTERS.schema.extend(pageParams(25, 100));
export type EmailSearchQuery = z.output<typeof EmailSearchQuery>;

/**
 * An email named in a path by its guid (`/emails/{guid}`), or by its id as those calls also take one.
 * Not trimmed: `1%20` is no spelling of the email 1, it names nothing (404), like `01`.
 */
export const EmailGuidParams = z.object({ guid: z.string().min(1).max(100) });

/**
 * An email named in a path by `{id}`: its numeric id or its guid, as the spec's calls take either
 * (`POST /v1/emails/{id}/update`); only an id's plain digits name it by id (see EmailGuidParams).
 */
export const EmailIdParams = z.object({ id: z.string().min(1).max(100) });

/** One of the lists an email is in; `admin` marks a list owned by an admin (spec section 3: an email's lists include them). */
export const EmailListRef = z.object({ id: z.string(), name: z.string(), admin: z.boolean() });

/**
 * An email with what its screen shows beyond the list's columns: its lists, whether it is stuck
 * unprocessed past the reprocess threshold, and where its raw content is (the asset store).
 */
export const EmailDetail = resource(
  'emails',
  Email.shape.attributes.extend({
    lists: z.array(EmailListRef),
    /** Unprocessed for longer than REPROCESS_THRESHOLD_HOURS since its last change: offered for reprocess. */
    stuck: z.boolean(),
    /** The rendered JSON (headers, text, HTML, images) in the asset store; null when none is stored. */
    rendered_url: z.string().nullable(),
    /** The original MIME message in the asset store; null when none is stored. */
    mime_url: z.string().nullable(),
    size: z.number().int(),
    /** Suggested classification types not yet accepted or rejected, best first; never classifications. */
    suggestions: z.array(EmailSuggestion),
    /** The sending platform detected when it was processed; null when nothing said. */
    platform: EmailPlatform.nullable(),
    /** DKIM, SPF and DMARC as verified at arrival; null for an email that did not arrive by mail. */
    authentication: EmailAuthentication.nullable(),
    /** How the message lets its reader unsubscribe; null when it names no target. */
    unsubscribe: EmailUnsubscribe.nullable(),
  }),
);
export type EmailDetail = z.infer<typeof EmailDetail>;
export const EmailDocument = document(EmailDetail);

/** POST /v1/emails/{id}/update: private and visible, each optional. */
export const EmailUpdate = z.object({ private: z.boolean().optional(), visible: z.boolean().optional() }).strict();
export type EmailUpdate = z.output<typeof EmailUpdate>;

/**
 * One classification as the editor sends it. `type` may be missing: such an entry does nothing
 * (spec section 5). Score defaults to 1; source is always manual and the entry labeled.
 */
export const ClassificationInput = z.object({
  type: z.enum(CLASSIFICATION_TYPES).optional(),
  score: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type ClassificationInput = z.output<typeof ClassificationInput>;

/** PUT /v2/admin/emails/{guid}/classifications: the body's classifications, and/or one `type` in the query. */
export const ClassificationsBody = z.object({
  classifications: z
    .array(ClassificationInput)
    .max(CLASSIFICATION_TYPES.length * 2)
    .default([]),
});
export type ClassificationsBody = z.output<typeof ClassificationsBody>;
export const ClassificationTypeQuery = z.object({ type: z.enum(CLASSIFICATION_TYPES).optional() });

const guidList = z
  .string()
  .max(20_000)
  .transform((s) =>
    s
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(100)).max(500));

/** GET /v1/emails.json's filters: emails by guid, of one journey or of one address; newest first. */
export const EMAILS_JSON_FILTERS = defineFilters({
  guid: listFilter({ description: 'these emails, by guid', argument: 'guids', schema: guidList }),
  journey_id: idFilter({ description: 'emails of this journey' }),
  address_id: idFilter({ description: 'emails received by this address' }),
});
export const EmailsJsonQuery = EMAILS_JSON_FILTERS.schema.extend(pageParams(25, 500));
export type EmailsJsonQuery = z.output<typeof EmailsJsonQuery>;

/** The rendered form of a raw email that processing writes to the asset store, read by the raw view. */
export const RenderedEmail = z.object({
  headers: z.array(z.object({ key: z.string(), value: z.string() })),
  subject: z.string(),
  from_name: z.string().nullable(),
  from_address: z.string().nullable(),
  sent_at: z.string().nullable(),
  text: z.string().nullable(),
  /** The HTML part, inline images (cid:) rewritten to data: URLs so the view needs no remote load. */
  html: z.string().nullable(),
  preheader: z.string().nullable(),
  images: z.array(z.object({ src: z.string(), animated: z.boolean() })),
  animated: z.boolean(),
  mobile_optimized: z.boolean(),
  word_count: z.number().int(),
});
export type RenderedEmail = z.infer<typeof RenderedEmail>;
