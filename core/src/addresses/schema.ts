import * as z from 'zod';
import { daySchema, dateTimeSchema } from '../dates/date-schemas';
import { document, listDocument, resource } from '../contract/jsonapi';
import { defineFilters } from '../contract/define-filters';
import { idFilter, textFilter } from '../contract/filters';
import { pageParams, positiveId } from '../contract/query';
import { JOURNEY_TYPES } from '../journeys/constants';
import { ADDRESS_EVENT_GROUPS, ADDRESSES_PAGE_SIZE } from './constants';

export const StreetAddressSchema = z.object({
  lineOne: z.string(),
  lineTwo: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  postalCode: z.string(),
  telephone: z.string(),
});

export const AddressEvent = z.object({
  id: z.string(),
  description: z.string(),
  group: z.enum(ADDRESS_EVENT_GROUPS),
  private: z.boolean(),
  address_id: z.number().int(),
  occurred_at: z.string(),
  user_id: z.number().int().nullable(),
});
export type AddressEvent = z.infer<typeof AddressEvent>;

/** An address (a tracked inbox) with its persona (spec section 3). */
export const Address = resource(
  'addresses',
  z.object({
    email_address: z.string(),
    journey_type: z.enum(JOURNEY_TYPES),
    description: z.string().nullable(),
    company_id: z.number().int().nullable(),
    company_name: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    birthdate: z.string().nullable(),
    /** A sample password for the signup form. */
    password: z.string(),
    streetAddress: StreetAddressSchema,
    visible: z.boolean(),
    private: z.boolean(),
    events: z.array(AddressEvent),
    firstActivityAt: z.string().nullable(),
    emails_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type Address = z.infer<typeof Address>;
export const AddressDocument = document(Address);
export type AddressDocument = z.infer<typeof AddressDocument>;
export const AddressList = listDocument(Address);

/** The address search (spec section 2): by companies (name or domain) or by company_id. */
export const ADDRESS_FILTERS = defineFilters({
  companies: textFilter({
    description: 'of companies whose name or domain contains the text',
    label: 'Companies',
    placeholder: 'Company name or domain',
  }),
  company_id: idFilter({ description: 'of this company', cliHint: 'ids: trackctl companies list', label: 'Company id', placeholder: 'Id' }),
  q: textFilter({
    description: 'the email address contains the text',
    label: 'Search addresses',
    placeholder: 'Part of the address',
  }),
});
export const AddressListQuery = ADDRESS_FILTERS.schema.extend(pageParams(ADDRESSES_PAGE_SIZE, 100));
export type AddressListQuery = z.output<typeof AddressListQuery>;

export const AddressParams = z.object({ id: positiveId });
/** The detail's optional q narrows the received emails it carries (subject or sender). */
export const AddressQuery = z.object({ q: z.string().trim().max(200).optional() });

const Day = daySchema();
const Instant = dateTimeSchema();

export const AddressUpdate = z
  .object({
    streetAddress: StreetAddressSchema.partial().optional(),
    birthdate: Day.nullable().optional(),
    first_name: z.string().trim().max(100).optional(),
    last_name: z.string().trim().max(100).optional(),
    description: z.string().trim().max(500).nullable().optional(),
    journey_type: z.enum(JOURNEY_TYPES).optional(),
    visible: z.boolean().optional(),
    private: z.boolean().optional(),
    /** Both spellings are accepted; the API answers with firstActivityAt. */
    firstActivityAt: Instant.nullable().optional(),
    first_activity_at: Instant.nullable().optional(),
  })
  .refine((u) => u.firstActivityAt === undefined || u.first_activity_at === undefined, {
    error: 'Give firstActivityAt or first_activity_at, not both',
    path: ['first_activity_at'],
  });
export type AddressUpdate = z.output<typeof AddressUpdate>;

export const AddressEventCreate = z.object({
  description: z.string().trim().min(1, 'Describe the event').max(500),
  group: z.enum(ADDRESS_EVENT_GROUPS).optional(),
  private: z.boolean().optional(),
  occurred_at: Instant.optional(),
});
export type AddressEventCreate = z.output<typeof AddressEventCreate>;

export const AddressEventUpdate = z.object({
  event_id: positiveId,
  description: z.string().trim().min(1, 'Describe the event').max(500).optional(),
  private: z.boolean().optional(),
  occurred_at: Instant.optional(),
});
export type AddressEventUpdate = z.output<typeof AddressEventUpdate>;

export const AddressEventDeleteQuery = z.object({ event_id: positiveId });
export const AddressTeamAdd = z.object({ team_id: positiveId });
export const AddressTeamRemoveQuery = z.object({ team_id: positiveId });
export const AddressEmailsPrivate = z.object({ private: z.boolean() });
export const AddressEmailsVisibility = z.object({ visible: z.boolean() });
