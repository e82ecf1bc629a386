export const USER_ROLES = ['admin', 'standard'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ACCOUNT_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'archived'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const USER_TYPES = ['standard', 'team', 'enterprise'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const POLICY_TYPES = ['terms_of_service', 'privacy_policy'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

/** Access areas a subscription can open, each with its own end date. */
export const ACCESS_AREAS = ['emails', 'groups', 'technologies'] as const;
export type AccessArea = (typeof ACCESS_AREAS)[number];

export const NEW_USER_DEFAULTS = {
  accountStatus: 'active',
  accessLevel: 3,
  type: 'standard',
  companiesLimit: 10,
  userRole: 'standard',
  currentPeriodMonths: 3,
} as const;

/** How the users list's email filter matches its text: anywhere in the email, or the whole email (any case). */
export const USER_EMAIL_MATCHES = ['contains', 'exact'] as const;

export const USERS_PAGE_SIZE = 25;
export const USERS_DEFAULT_SORT = 'email:asc';
