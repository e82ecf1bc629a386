import * as z from 'zod';
import { defineFilters } from '../contract/define-filters';
import { booleanFilter, choiceLabels, enumFilter, sortFilter, textFilter } from '../contract/filters';
import { listDocument, PageMeta, resource, AnyResource } from '../contract/jsonapi';
import { pageParams, positiveId } from '../contract/query';
import { Email } from '../emails/schema';
import {
  LIST_EMAILS_DEFAULT_SORT,
  LIST_PAGE_SIZE,
  LIST_STATE_LABELS,
  LIST_STATES,
  LIST_TYPE_LABELS,
  LIST_TYPES,
  LISTS_DEFAULT_FEATURED,
  LISTS_DEFAULT_SORT,
} from './constants';

export const ListComment = z.object({
  id: z.string(),
  body: z.string(),
  email_guid: z.string().nullable(),
  user_email: z.string().nullable(),
  created_at: z.string(),
});
export type ListComment = z.infer<typeof ListComment>;

const listAttributes = z.object({
  name: z.string(),
  description: z.string().nullable(),
  state: z.enum(LIST_STATES),
  featured: z.boolean(),
  no_index: z.boolean(),
  type: z.enum(LIST_TYPES),
  position: z.number().int(),
  emails_count: z.number().int(),
  /** The owner's email; an admin's list is an "admin" list. */
  user_email: z.string().nullable(),
  admin: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A curated list of emails (spec section 3). */
export const List = resource('lists', listAttributes);
export type List = z.infer<typeof List>;
export const ListList = listDocument(List);

/** A list's detail: the list with its comments; `included` holds one page of its emails, `meta` that page. */
export const ListDetail = resource('lists', listAttributes.extend({ comments: z.array(ListComment) }));
export type ListDetail = z.infer<typeof ListDetail>;
/** An email of a list, with when it was added. */
export const ListEmail = resource('emails', Email.shape.attributes.extend({ added_at: z.string() }));
export type ListEmail = z.infer<typeof ListEmail>;
export const ListDetailDocument = z.object({ data: ListDetail, included: z.array(ListEmail), meta: PageMeta });
export type ListDetailDocument = z.infer<typeof ListDetailDocument>;
export const ListDocument = z.object({ data: List, included: z.array(AnyResource).optional() });

export const LIST_SORT_FIELDS = ['position', 'name', 'created_at', 'updated_at', 'emails_count'] as const;

/** The lists screen's filters; spec section 9: sort position:desc, featured true on the screen. */
export const LIST_FILTERS = defineFilters({
  q: textFilter({ description: 'name contains the text', label: 'Search lists', placeholder: 'Name' }),
  state: enumFilter(LIST_STATES, {
    description: 'lists in this state',
    label: 'State',
    choiceLabels: choiceLabels(LIST_STATES, LIST_STATE_LABELS, ['', 'Any state']),
  }),
  type: enumFilter(LIST_TYPES, {
    description: 'lists of this type',
    label: 'Type',
    choiceLabels: choiceLabels(LIST_TYPES, LIST_TYPE_LABELS, ['', 'Any type']),
  }),
  featured: booleanFilter({
    description: 'featured lists only',
    negated: 'lists that are not featured only',
    default: LISTS_DEFAULT_FEATURED,
    label: 'Show',
    choiceLabels: { true: 'Featured lists', all: 'All lists', false: 'Lists not featured' },
  }),
  sort: sortFilter(LIST_SORT_FIELDS, { default: LISTS_DEFAULT_SORT }),
});
export const ListListQuery = LIST_FILTERS.schema.extend(pageParams(LIST_PAGE_SIZE, 100));
export type ListListQuery = z.output<typeof ListListQuery>;

export const LIST_EMAIL_SORT_FIELDS = ['added_at', 'sent_at'] as const;
export const LIST_EMAIL_FILTERS = defineFilters({
  sort: sortFilter(LIST_EMAIL_SORT_FIELDS, { default: LIST_EMAILS_DEFAULT_SORT }),
});
/** GET /v3/lists/{id}: the page of its emails, sorted added_at:desc by default. */
export const ListDetailQuery = LIST_EMAIL_FILTERS.schema.extend(pageParams(LIST_PAGE_SIZE, 100));
export type ListDetailQuery = z.output<typeof ListDetailQuery>;

export const ListParams = z.object({ id: positiveId });
export const ListCommentParams = z.object({ id: positiveId, comment_id: positiveId });

const Guid = z.string().trim().min(1).max(100);
/** POST /v3/lists/{id}/add: one email or several, by guid; adding one twice changes nothing. */
export const ListAdd = z.object({
  guid: z.union([Guid, z.array(Guid).min(1).max(500)]).transform((g) => (Array.isArray(g) ? g : [g])),
});
export type ListAdd = z.output<typeof ListAdd>;
/** DELETE /v3/lists/{id}/remove?guid=... */
export const ListRemoveQuery = z.object({ guid: Guid });

export const ListCommentCreate = z.object({
  body: z.string().trim().min(1, 'Write a comment').max(5000),
  /** The email of the list the comment is about, if any. */
  guid: Guid.optional(),
});
export type ListCommentCreate = z.output<typeof ListCommentCreate>;
export const ListCommentDocument = z.object({ data: resource('list_comments', ListComment.omit({ id: true })) });

/** PATCH /v1/admin/lists/{id} (spec section 7). */
export const ListUpdate = z
  .object({
    name: z.string().trim().min(1, 'Give the list a name').max(200).optional(),
    description: z.string().trim().max(5000).nullable().optional(),
    state: z.enum(LIST_STATES).optional(),
    featured: z.boolean().optional(),
    no_index: z.boolean().optional(),
    type: z.enum(LIST_TYPES).optional(),
  })
  .strict();
export type ListUpdate = z.output<typeof ListUpdate>;

/** PATCH /v3/lists/positions: each list's new position (higher shows first under position:desc). */
export const ListPositions = z.object({
  positions: z
    .array(z.object({ id: positiveId, position: z.number().int().min(-1_000_000).max(1_000_000) }))
    .min(1)
    .max(500)
    .refine((p) => new Set(p.map((x) => x.id)).size === p.length, 'Name each list once'),
});
export type ListPositions = z.output<typeof ListPositions>;
