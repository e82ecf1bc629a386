import * as z from 'zod';
import { dateTimeSchema } from '../dates/date-schemas';
import { defineFilters } from '../contract/define-filters';
import { enumFilter, sortFilter, textFilter } from '../contract/filters';
import { document, listDocument, resource } from '../contract/jsonapi';
import { pageParams, positiveId } from '../contract/query';
import { ACCOUNT_STATUSES, POLICY_TYPES, USER_EMAIL_MATCHES, USER_TYPES, USERS_DEFAULT_SORT, USERS_PAGE_SIZE } from './constants';
import { forcedUserRole } from './rules';

const isoDate = z.string().nullable();

/** A customer's (or a staff member's) account, as the API answers it (spec section 3). */
export const User = resource(
  'users',
  z.object({
    email: z.string(),
    name: z.string().nullable(),
    companyName: z.string().nullable(),
    userRole: z.enum(['admin', 'standard']),
    archived: z.boolean(),
    accountStatus: z.enum(ACCOUNT_STATUSES),
    accessLevel: z.number().int(),
    type: z.enum(USER_TYPES),
    companiesLimit: z.number().int(),
    currentPeriodEndAt: isoDate,
    emailsAccessEndAt: isoDate,
    groupsAccessEndAt: isoDate,
    technologiesAccessEndAt: isoDate,
    stripeSubscriptionId: z.string().nullable(),
    stripeCancelAtPeriodEnd: z.boolean(),
    /** Whether cancelling the subscription would do anything (spec section 4). */
    cancelable: z.boolean(),
    /** Registrations can be assigned to this user (the registrations screen's assignee). */
    assignee: z.boolean(),
    /** Password setup tracking: when the user chose a password, null while they have not. */
    passwordSetAt: isoDate,
    deletionRequestedAt: isoDate,
    /** When each policy was accepted, null while it is not. */
    policies: z.object(Object.fromEntries(POLICY_TYPES.map((p) => [p, isoDate])) as Record<(typeof POLICY_TYPES)[number], typeof isoDate>),
    tracked_companies_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type User = z.infer<typeof User>;
export const UserList = listDocument(User);

/** What the user detail shows beside the user: the companies it tracks, its teams, groups and lists. */
const Related = <T extends string, A extends z.ZodType>(type: T, attributes: A) =>
  z.object({ id: z.string(), type: z.literal(type), attributes });
export const UserTrackedCompany = Related('companies', z.object({ name: z.string(), domain_name: z.string() }));
export const UserTeam = Related('teams', z.object({ name: z.string(), role: z.string(), status: z.string() }));
export const UserGroup = Related('groups', z.object({ name: z.string(), global: z.boolean() }));
export const UserOwnList = Related('lists', z.object({ name: z.string(), state: z.string() }));
export const UserIncluded = z.discriminatedUnion('type', [UserTrackedCompany, UserTeam, UserGroup, UserOwnList]);
export type UserIncluded = z.infer<typeof UserIncluded>;

export const UserDocument = document(User).extend({
  included: z.array(UserIncluded).optional(),
  meta: z.object({ message: z.string().optional(), skipped: z.boolean().optional() }).optional(),
});
export type UserDocument = z.infer<typeof UserDocument>;

export const USER_SORT_FIELDS = ['email', 'created_at', 'updated_at'] as const;

/**
 * The users screen's filters (spec section 2: email filter, page); `email_match=exact` asks whether
 * a user has exactly that email (the add-or-invite field), which a page of partial matches cannot say.
 */
export const USER_FILTERS = defineFilters({
  email: textFilter({ description: 'email contains the text', label: 'Filter by email', placeholder: 'Part of an email' }),
  email_match: enumFilter(USER_EMAIL_MATCHES, {
    description: 'how the email filter matches the text, in any case',
    argument: 'how',
    requires: 'email',
    label: 'Email match',
    choiceLabels: { '': 'Contains the text', exact: 'Is exactly the text' },
  }),
  sort: sortFilter(USER_SORT_FIELDS, { default: USERS_DEFAULT_SORT }),
});
export const UserListQuery = USER_FILTERS.schema.extend(pageParams(USERS_PAGE_SIZE, 100));
export type UserListQuery = z.output<typeof UserListQuery>;

export const UserEmail = z
  .string({ error: 'Enter an email address' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254));

/** Spec section 5: any role but admin is standard. */
const Role = z.unknown().transform(forcedUserRole);
const Text = z.string().trim().max(200);
const NullableText = Text.transform((s) => (s === '' ? null : s)).nullable();

const editable = {
  name: NullableText.optional(),
  companyName: NullableText.optional(),
  userRole: Role.optional(),
  archived: z.boolean().optional(),
  accountStatus: z.enum(ACCOUNT_STATUSES).optional(),
  accessLevel: z.number().int().min(0).max(10).optional(),
  type: z.enum(USER_TYPES).optional(),
  companiesLimit: z.number().int().min(0).max(10_000).optional(),
  assignee: z.boolean().optional(),
  /** On: the access end date moves ahead (to the period end, or 3 months from now once it has passed); off: it becomes now. */
  emailsAccess: z.boolean().optional(),
  groupsAccess: z.boolean().optional(),
  technologiesAccess: z.boolean().optional(),
  /** On records the acceptance now; off withdraws it. */
  termsOfService: z.boolean().optional(),
  privacyPolicy: z.boolean().optional(),
};

export const UserCreate = z.object({ email: UserEmail, ...editable });
export type UserCreate = z.output<typeof UserCreate>;

/** PATCH: an empty email skips the whole update (spec section 5); the answer says so. */
export const UserUpdate = z.object({
  email: z.union([z.string().trim().length(0), UserEmail]).optional(),
  currentPeriodEndAt: dateTimeSchema('Use a date-time such as 2026-03-01T00:00:00Z').optional(),
  ...editable,
});
export type UserUpdate = z.output<typeof UserUpdate>;

export const UserParams = z.object({ id: positiveId });
export const DeletionRequest = z.object({ user_id: positiveId });
/** The typed email that confirms a destructive call (spec section 5). */
export const ConfirmEmailQuery = z.object({ confirm_email: z.string().max(254).optional() });
export const TrackCompany = z.object({ company_id: positiveId });
export const UntrackCompanyQuery = z.object({ company_id: positiveId });
