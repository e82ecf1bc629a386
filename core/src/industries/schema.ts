import * as z from 'zod';
import { defineFilters } from '../contract/define-filters';
import { idFilter, textFilter } from '../contract/filters';
import { document, listDocument, resource } from '../contract/jsonapi';
import { pageParams, positiveId } from '../contract/query';

export const INDUSTRIES_PAGE_SIZE = 100;

/** An industry and the vertical it belongs to (spec section 3). */
export const Industry = resource(
  'industries',
  z.object({ name: z.string(), verticalId: z.string().nullable(), vertical_name: z.string().nullable(), updated_at: z.string() }),
);
export type Industry = z.infer<typeof Industry>;
export const IndustryDocument = document(Industry);
export const IndustryList = listDocument(Industry);

export const VerticalResource = resource(
  'verticals',
  z.object({ name: z.string(), industries_count: z.number().int(), companies_count: z.number().int() }),
);
export type VerticalResource = z.infer<typeof VerticalResource>;
export const VerticalDocument = document(VerticalResource);
export const VerticalList = listDocument(VerticalResource);

export const INDUSTRY_FILTERS = defineFilters({
  q: textFilter({ description: 'name contains the text', label: 'Search industries', placeholder: 'Name' }),
  vertical_id: idFilter({ description: 'industries of this vertical', label: 'Vertical' }),
});
export const IndustryListQuery = INDUSTRY_FILTERS.schema.extend(pageParams(INDUSTRIES_PAGE_SIZE, 250));
export type IndustryListQuery = z.output<typeof IndustryListQuery>;
export const VerticalListQuery = z.object(pageParams(INDUSTRIES_PAGE_SIZE, 250));

const Name = z.string({ error: 'Give it a name' }).trim().min(1, 'Give it a name').max(200);
export const IndustryUpdate = z.object({ name: Name.optional(), verticalId: positiveId.nullable().optional() });
export type IndustryUpdate = z.output<typeof IndustryUpdate>;
export const VerticalCreate = z.object({ name: Name });
export const IndustryParams = z.object({ id: positiveId });
