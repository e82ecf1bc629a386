import { z } from 'zod';
import { listDocument, resource } from '../contract/jsonapi';
import { defineFilters } from '../contract/define-filters';
import { booleanFilter, dateFilter, listFilter, multiEnumFilter, textFilter } from '../contract/filters';
import { pageParams } from '../contract/query';
import { CLASSIFICATION_SOURCES, CLASSIFICATION_TYPES } from './constants';

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
  }),
);
export type Email = z.infer<typeof Email>;
export const EmailList = listDocument(Email);

const idList = z
  .string()
  .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^\d{1,9}$/, 'Use numeric company ids').transform(Number)).max(250));

/** The email search's filters (spec section 7); `endDate` given as a bare date means the end of that day. */
export const EMAIL_FILTERS = defineFilters({
  search: textFilter({ description: 'subject or sender contains the text' }),
  startDate: dateFilter({ description: 'sent on or after this date' }),
  endDate: dateFilter({ description: 'sent on or before this date' }),
  animated: booleanFilter({ description: 'animated emails only', negated: 'emails that are not animated only' }),
  processed: booleanFilter({ description: 'processed emails only', negated: 'emails not processed yet only' }),
  mobileOptimized: booleanFilter({ description: 'mobile-optimized emails only', negated: 'emails not optimized for mobile only' }),
  classifications: multiEnumFilter(CLASSIFICATION_TYPES, { description: 'classified as any of these types', argument: 'types' }),
  companyId: listFilter({ description: 'from any of these companies, by id', argument: 'ids', schema: idList }),
});

/** GET /v2/emails/search (spec section 7): newest first. */
export const EmailSearchQuery = EMAIL_FILTERS.schema.extend(pageParams(25, 100));
export type EmailSearchQuery = z.output<typeof EmailSearchQuery>;
