import * as z from 'zod';
import { dateTimeSchema } from '../dates/date-schemas';
import { defineFilters } from '../contract/define-filters';
import { idFilter, sortFilter, textFilter } from '../contract/filters';
import { document, listDocument, PageMeta, resource } from '../contract/jsonapi';
import { pageParams, positiveId } from '../contract/query';
import { UserEmail } from '../users/schema';
import {
  COLLECTION_METHODS,
  DEFAULT_INVITE_ROLE,
  INVITATION_STATUSES,
  MEMBER_ROLES,
  MEMBER_STATUSES,
  NEW_TEAM_MEMBER_LIMIT,
  PLAN_VERSIONS,
  SUBSCRIPTION_STATUSES,
  TEAM_DEFAULT_ACTIVE_MEMBERS_LIMIT,
  TEAM_MEMBERS_PAGE_SIZE,
  TEAMS_DEFAULT_SORT,
  TEAMS_PAGE_SIZE,
} from './constants';

export const TeamSubscription = z.object({
  id: z.string(),
  plan_id: z.string(),
  plan_version: z.enum(PLAN_VERSIONS),
  account_status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_end_at: z.string().nullable(),
  collection_method: z.enum(COLLECTION_METHODS),
  stripe_customer_id: z.string().nullable(),
  stripe_subscription_id: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  cancelable: z.boolean(),
});
export type TeamSubscription = z.infer<typeof TeamSubscription>;

/** A customer team (spec section 3), with its owner, its counts against its limits and its subscription. */
export const Team = resource(
  'teams',
  z.object({
    name: z.string(),
    member_limit: z.number().int(),
    active_members_limit: z.number().int(),
    owner: z.object({ id: z.string(), email: z.string() }).nullable(),
    /** Members not archived, and pending invitations: what member_limit bounds. */
    members_count: z.number().int(),
    active_members_count: z.number().int(),
    subscription: TeamSubscription.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type Team = z.infer<typeof Team>;
export const TeamDocument = document(Team).extend({ meta: z.object({ message: z.string() }).optional() });
export const TeamList = listDocument(Team);

export const TeamMember = resource(
  'team_members',
  z.object({
    user_id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    status: z.enum(MEMBER_STATUSES),
    role: z.enum(MEMBER_ROLES),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type TeamMember = z.infer<typeof TeamMember>;
export const TeamMemberDocument = document(TeamMember);

export const TeamInvitation = resource(
  'invitations',
  z.object({
    team_id: z.string(),
    guid: z.string(),
    email: z.string(),
    role: z.enum(MEMBER_ROLES),
    status: z.enum(INVITATION_STATUSES),
    sent_at: z.string().nullable(),
    accepted_at: z.string().nullable(),
    created_at: z.string(),
  }),
);
export type TeamInvitation = z.infer<typeof TeamInvitation>;
export const TeamInvitationDocument = document(TeamInvitation).extend({ meta: z.object({ message: z.string() }).optional() });

/** A page of a team's members, with its pending invitations included. */
export const TeamMemberList = z.object({ data: z.array(TeamMember), included: z.array(TeamInvitation), meta: PageMeta });
export type TeamMemberList = z.infer<typeof TeamMemberList>;

export const TEAM_SORT_FIELDS = ['name', 'created_at', 'updated_at'] as const;

/** The teams screen's filters (spec section 2: q search, paging). */
export const TEAM_FILTERS = defineFilters({
  q: textFilter({ description: 'name or owner email contains the text', label: 'Search teams', placeholder: 'Name or owner email' }),
  user_id: idFilter({ description: 'teams this user is a member of', cliHint: 'ids: trackctl users list', label: 'Member (user id)' }),
  sort: sortFilter(TEAM_SORT_FIELDS, { default: TEAMS_DEFAULT_SORT }),
});
export const TeamListQuery = TEAM_FILTERS.schema.extend(pageParams(TEAMS_PAGE_SIZE, 100));
export type TeamListQuery = z.output<typeof TeamListQuery>;

const Name = z.string({ error: 'Give the team a name' }).trim().min(1, 'Give the team a name').max(200);
const Limit = z.number().int().min(0).max(10_000);

/** POST /v3/teams: not in the spec's calls (the team create screen needs one); member_limit 10 and a one-month trial. */
export const TeamCreate = z.object({
  name: Name,
  owner_email: UserEmail.optional(),
  member_limit: Limit.default(NEW_TEAM_MEMBER_LIMIT),
  active_members_limit: Limit.default(TEAM_DEFAULT_ACTIVE_MEMBERS_LIMIT),
});
export type TeamCreate = z.output<typeof TeamCreate>;

export const TeamUpdate = z.object({ name: Name.optional(), member_limit: Limit.optional(), active_members_limit: Limit.optional() });
export type TeamUpdate = z.output<typeof TeamUpdate>;

export const TeamParams = z.object({ team_id: positiveId });
export const TeamMemberParams = z.object({ team_id: positiveId, user_id: positiveId });
export const TeamInvitationParams = z.object({ team_id: positiveId, id: positiveId });
export const InvitationGuidParams = z.object({ guid: z.string().min(8).max(100) });
export const TeamMembersQuery = z.object(pageParams(TEAM_MEMBERS_PAGE_SIZE, 250));

/**
 * Confirmations a change may need: going past a limit (spec section 6) and, on a team billed
 * automatically, the member's typed email with automatic billing accepted (spec section 5).
 */
const confirmations = {
  confirm_over_limit: z.boolean().optional(),
  confirm_email: z.string().max(254).optional(),
  confirm_billing: z.boolean().optional(),
};
export const Confirmations = z.object(confirmations);
export type Confirmations = z.output<typeof Confirmations>;

export const TeamMemberAdd = z.object({
  email: UserEmail,
  role: z.enum(MEMBER_ROLES).default(DEFAULT_INVITE_ROLE),
  status: z.enum(MEMBER_STATUSES).default('active'),
  ...confirmations,
});
export type TeamMemberAdd = z.output<typeof TeamMemberAdd>;

export const TeamMemberUpdate = z.object({
  role: z.enum(MEMBER_ROLES).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  ...confirmations,
});
export type TeamMemberUpdate = z.output<typeof TeamMemberUpdate>;

export const ConfirmEmailParam = z.object({ confirm_email: z.string().max(254).optional() });

export const InvitationCreate = z.object({
  email: z.string({ error: 'Enter an email address' }).trim().max(254),
  role: z.enum(MEMBER_ROLES).default(DEFAULT_INVITE_ROLE),
  confirm_over_limit: z.boolean().optional(),
});
export type InvitationCreate = z.output<typeof InvitationCreate>;
export const InvitationUpdate = z.object({ role: z.enum(MEMBER_ROLES).optional(), email: UserEmail.optional() });
export type InvitationUpdate = z.output<typeof InvitationUpdate>;
export const InvitationAccept = z.object({ confirm_over_limit: z.boolean().optional() });

/**
 * Spec section 5: the new owner's email and the current owner's id. A team made without an owner
 * has no current owner: its first one is given without an id.
 */
export const ChangeOwner = z.object({ email: UserEmail, current_owner_id: positiveId.optional() });
export type ChangeOwner = z.output<typeof ChangeOwner>;

export const ManualSubscription = z.object({
  team_id: positiveId,
  plan_id: z.string().trim().min(1, 'Name the plan').max(100),
  plan_version: z.enum(PLAN_VERSIONS).default('v3'),
  account_status: z.enum(SUBSCRIPTION_STATUSES).default('active'),
  current_period_end_at: dateTimeSchema('Use a date-time such as 2026-03-01T00:00:00Z'),
  collection_method: z.enum(COLLECTION_METHODS).default('exempt'),
});
export type ManualSubscription = z.output<typeof ManualSubscription>;
