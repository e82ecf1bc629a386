import { z } from 'zod';
import { listDocument, resource } from '../contract/jsonapi';
import { commaList, pageParams, queryBoolean } from '../contract/query';
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

/**
 * GET /v2/emails/search (spec section 7): newest first. `search` matches subjects and senders;
 * a `endDate` given as a bare date means the end of that day.
 */
export const EmailSearchQuery = z.object({
  search: z.string().trim().max(200).optional(),
  startDate: z.iso.date({ error: 'Use a date as YYYY-MM-DD' }).optional(),
  endDate: z.iso.date({ error: 'Use a date as YYYY-MM-DD' }).optional(),
  animated: queryBoolean.optional(),
  processed: queryBoolean.optional(),
  mobileOptimized: queryBoolean.optional(),
  classifications: commaList(CLASSIFICATION_TYPES).optional(),
  companyId: idList.optional(),
  ...pageParams(25, 100),
});
export type EmailSearchQuery = z.output<typeof EmailSearchQuery>;
