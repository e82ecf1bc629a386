export const MEMBER_STATUSES = ['pending', 'active', 'archived'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_ROLES = ['owner', 'admin', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const DEFAULT_INVITE_ROLE: MemberRole = 'member';

export const INVITATION_STATUSES = ['pending', 'accepted', 'canceled'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const COLLECTION_METHODS = ['charge_automatically', 'exempt'] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PLAN_VERSIONS = ['v1', 'v2', 'v3'] as const;
export type PlanVersion = (typeof PLAN_VERSIONS)[number];

export const TEAM_DEFAULT_ACTIVE_MEMBERS_LIMIT = 5;
export const NEW_TEAM_MEMBER_LIMIT = 10;
export const TEAM_TRIAL_MONTHS = 1;

export const TEAMS_PAGE_SIZE = 25;
export const TEAMS_DEFAULT_SORT = 'name:asc';
export const TEAM_MEMBERS_PAGE_SIZE = 50;
/** The plan a team created from the console starts its trial on. */
export const NEW_TEAM_PLAN_ID = 'team';
