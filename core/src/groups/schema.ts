import * as z from 'zod';
import { document, listDocument, resource } from '../contract/jsonapi';
import { defineFilters } from '../contract/define-filters';
import { booleanFilter, idFilter, sortFilter, textFilter } from '../contract/filters';
import { pageParams, positiveId } from '../contract/query';
import { GROUPS_DEFAULT_GLOBAL, GROUPS_DEFAULT_SORT, GROUPS_FETCH_LIMIT } from './constants';

export const GroupUser = z.object({ id: z.string(), email: z.string() });

export const Group = resource(
  'groups',
  z.object({
    name: z.string(),
    global: z.boolean(),
    featured: z.boolean(),
    companies_count: z.number().int(),
    users: z.array(GroupUser),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type Group = z.infer<typeof Group>;
export const GroupDocument = document(Group);
export const GroupList = listDocument(Group);

export const GROUP_SORT_FIELDS = ['name', 'created_at', 'updated_at', 'companies_count'] as const;

/** The groups list's filters; spec section 9: sort name:asc, global true on the screen; absent, the API lists every group. */
export const GROUP_FILTERS = defineFilters({
  q: textFilter({ description: 'name contains the text', label: 'Search groups', placeholder: 'Name' }),
  sort: sortFilter(GROUP_SORT_FIELDS, { default: GROUPS_DEFAULT_SORT }),
  global: booleanFilter({
    description: 'global groups only',
    negated: 'groups that are not global only',
    default: GROUPS_DEFAULT_GLOBAL,
    label: 'Show',
    choiceLabels: { true: 'Global groups', all: 'All groups', false: 'Other groups' },
  }),
  featured: booleanFilter({ description: 'featured groups only', negated: 'groups that are not featured only' }),
  company_id: idFilter({ description: 'groups this company belongs to', cliHint: 'ids: trackctl companies list' }),
});

/** Spec section 9: fetch limit 100. */
export const GroupListQuery = GROUP_FILTERS.schema.extend(pageParams(GROUPS_FETCH_LIMIT, GROUPS_FETCH_LIMIT));
export type GroupListQuery = z.output<typeof GroupListQuery>;

const Email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }));
/** The group's users, by email: a list, or one address (or several separated by commas). */
const UserEmails = z.union([
  z.array(Email).max(500),
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    )
    .pipe(z.array(Email).max(500)),
]);

export const GroupCreate = z.object({
  name: z.string().trim().min(1, 'Give the group a name').max(200),
  global: z.boolean().optional(),
  featured: z.boolean().optional(),
  user_email: UserEmails.optional(),
});
export type GroupCreate = z.output<typeof GroupCreate>;

/** PATCH /v3/groups/{group_id}; `user_email`, when given, becomes the group's whole set of users. */
export const GroupUpdate = z.object({
  name: z.string().trim().min(1, 'Give the group a name').max(200).optional(),
  global: z.boolean().optional(),
  featured: z.boolean().optional(),
  user_email: UserEmails.optional(),
});
export type GroupUpdate = z.output<typeof GroupUpdate>;

export const GroupParams = z.object({ group_id: positiveId });
export const GroupCompaniesQuery = z.object({ ...pageParams(25, 250) });
export const GroupCompanyAdd = z.object({ company_id: positiveId, user_email: Email.optional() });
export const GroupCompanyRemoveQuery = z.object({ company_id: positiveId, user_email: Email.optional() });
