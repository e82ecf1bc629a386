import { z } from 'zod';
import { document, listDocument, resource } from '../contract/jsonapi';
import { pageParams, positiveId, queryBoolean, sortParam } from '../contract/query';
import { GROUPS_FETCH_LIMIT } from './constants';

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

/** Spec section 9: sort name:asc, global true, fetch limit 100; `global` absent lists every group. */
export const GroupListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  sort: sortParam(GROUP_SORT_FIELDS).optional(),
  global: queryBoolean.optional(),
  featured: queryBoolean.optional(),
  company_id: positiveId.optional(),
  ...pageParams(GROUPS_FETCH_LIMIT, GROUPS_FETCH_LIMIT),
});
export type GroupListQuery = z.output<typeof GroupListQuery>;

const Email = z.string().trim().toLowerCase().pipe(z.email({ error: 'Enter a valid email address' }));
/** The group's users, by email: a list, or one address (or several separated by commas). */
const UserEmails = z.union([
  z.array(Email).max(500),
  z
    .string()
    .transform((s) => s.split(',').map((e) => e.trim()).filter(Boolean))
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
