/**
 * Every action the audit log records: `<resource>.<verb>`, plus the seed's and the admin recovery's
 * own. A write that records an action not listed here does not compile, so the log's vocabulary is
 * read in one place (and an audit screen or filter can take its options from it).
 */
export const AUDIT_ACTIONS = [
  'seed',
  'admin.recover',
  'session.create',
  'session.delete',
  'password.reset_request',
  'password.reset',
  'api_token.create',
  'api_token.revoke',
  'company.create',
  'company.update',
  'company.stats',
  'company.enrich',
  'company.logo_refetch',
  'group.create',
  'group.update',
  'group.add_company',
  'group.remove_company',
  'journey.create',
  'journey.update',
  'journey.delete',
  'journey.create_inbox',
  'journey.remove_addresses',
  'journey.set_current',
  'journey.archive_old',
  'email.update',
  'email.classify',
  'email.unclassify',
  'email.reprocess',
  'email.reprocess_failed',
  'email.suggestion_accept',
  'email.suggestion_reject',
  'classifier.train',
  'list.update',
  'list.positions',
  'list.add_emails',
  'list.remove_email',
  'list.comment',
  'list.delete_comment',
  'registration.create',
  'registration.update',
  'registration.counts',
  'address.update',
  'address.add_event',
  'address.update_event',
  'address.delete_event',
  'address.add_team',
  'address.remove_team',
  'address.emails_private',
  'address.emails_visibility',
  'user.create',
  'user.update',
  'user.delete',
  'user.deletion_request',
  'user.cancel_subscription',
  'user.track_company',
  'user.untrack_company',
  'team.create',
  'team.update',
  'team.add_member',
  'team.update_member',
  'team.activate_member',
  'team.archive_member',
  'team.destroy_member',
  'team.invite',
  'team.update_invitation',
  'team.resend_invitation',
  'team.cancel_invitation',
  'team.accept_invitation',
  'team.change_owner',
  'team.manual_subscription',
  'holiday.create',
  'holiday.update',
  'holiday.remove_date',
  'industry.update',
  'vertical.add',
  'vertical.remove',
  'inbound.retry',
  'inbound.retry_failed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record an audit entry points at (its `resource_type`); `database` is the seed's. */
export const AUDIT_RESOURCE_TYPES = [
  'database',
  'sessions',
  'api_tokens',
  'users',
  'companies',
  'groups',
  'journeys',
  'emails',
  'lists',
  'registrations',
  'addresses',
  'teams',
  'holidays',
  'industries',
  'verticals',
  'inbound_messages',
  'classifier_models',
] as const;
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];

/** An action's resource: the part before its verb (`group` of `group.create`; `seed` has none). */
type ActionResource<A extends string> = A extends `${infer Resource}.${string}` ? Resource : A;

/**
 * The type of record each action's entry points at, by the action's resource: every write records
 * its action only, and the entry's resource type follows from it, so the two cannot disagree. An
 * action of a new resource does not compile until its resource type is named here.
 */
const RESOURCE_TYPE_OF = {
  seed: 'database',
  admin: 'users',
  session: 'sessions',
  password: 'users',
  api_token: 'api_tokens',
  company: 'companies',
  group: 'groups',
  journey: 'journeys',
  email: 'emails',
  list: 'lists',
  registration: 'registrations',
  address: 'addresses',
  user: 'users',
  team: 'teams',
  holiday: 'holidays',
  industry: 'industries',
  vertical: 'verticals',
  inbound: 'inbound_messages',
  classifier: 'classifier_models',
} as const satisfies Record<ActionResource<AuditAction>, AuditResourceType>;

/** The resource type an entry of `action` points at. */
export function auditResourceType(action: AuditAction): AuditResourceType {
  return RESOURCE_TYPE_OF[action.split('.')[0] as ActionResource<AuditAction>];
}
