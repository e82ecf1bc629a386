import type { Holiday } from '../holidays/schema';
import type { List } from '../lists/schema';
import type { Registration } from '../registrations/schema';
import type { Team, TeamInvitation, TeamMember } from '../teams/schema';
import type { User } from '../users/schema';

// Records as the API answers them (valid against the contract, which the clients parse every answer
// with), beside fixtures.ts's. Each takes an id and `changes`.

const CREATED = '2026-05-10T10:00:00.000Z';

/** An unclaimed registration of Acme Outfitters. For tests. */
export function registrationResource(id: string | number, changes: Partial<Registration['attributes']> = {}): Registration {
  return {
    id: String(id),
    type: 'registrations',
    attributes: {
      status: 'unclaimed',
      complete: false,
      userId: null,
      addressId: 40,
      current: true,
      prioritized: true,
      type: 'email_subscriber',
      company_id: 7,
      company_name: 'Acme Outfitters',
      company_invalid: false,
      email_address: `persona${id}@inbox.tracker.example`,
      assignee_email: null,
      baseEmailDomain: 'inbox.tracker.example',
      description: 'Newsletter signup',
      emails_count: 0,
      created_at: CREATED,
      updated_at: CREATED,
      ...changes,
    },
  };
}

/** An active standard customer. For tests. */
export function userResource(id: string | number, changes: Partial<User['attributes']> = {}): User {
  return {
    id: String(id),
    type: 'users',
    attributes: {
      email: `user${id}@customer.example`,
      name: `User ${id}`,
      companyName: null,
      userRole: 'standard',
      archived: false,
      accountStatus: 'active',
      accessLevel: 3,
      type: 'standard',
      companiesLimit: 10,
      currentPeriodEndAt: null,
      emailsAccessEndAt: null,
      groupsAccessEndAt: null,
      technologiesAccessEndAt: null,
      stripeSubscriptionId: null,
      stripeCancelAtPeriodEnd: false,
      cancelable: false,
      assignee: false,
      passwordSetAt: null,
      deletionRequestedAt: null,
      policies: { terms_of_service: null, privacy_policy: null },
      tracked_companies_count: 0,
      created_at: CREATED,
      updated_at: CREATED,
      ...changes,
    },
  };
}

/** A team without an owner or a subscription. For tests. */
export function teamResource(id: string | number, changes: Partial<Team['attributes']> = {}): Team {
  return {
    id: String(id),
    type: 'teams',
    attributes: {
      name: `Team ${id}`,
      member_limit: 10,
      active_members_limit: 5,
      owner: null,
      members_count: 0,
      active_members_count: 0,
      subscription: null,
      created_at: CREATED,
      updated_at: CREATED,
      ...changes,
    },
  };
}

/** An active member, the user of the same id. For tests. */
export function teamMemberResource(id: string | number, changes: Partial<TeamMember['attributes']> = {}): TeamMember {
  return {
    id: String(id),
    type: 'team_members',
    attributes: {
      user_id: String(id),
      email: `member${id}@customer.example`,
      name: null,
      status: 'active',
      role: 'member',
      created_at: CREATED,
      updated_at: CREATED,
      ...changes,
    },
  };
}

/** A pending invitation to team 3. For tests. */
export function teamInvitationResource(id: string | number, changes: Partial<TeamInvitation['attributes']> = {}): TeamInvitation {
  return {
    id: String(id),
    type: 'invitations',
    attributes: {
      team_id: '3',
      guid: `invitation-${id}`,
      email: `invited${id}@customer.example`,
      role: 'member',
      status: 'pending',
      sent_at: CREATED,
      accepted_at: null,
      created_at: CREATED,
      ...changes,
    },
  };
}

/** A holiday with one date. For tests. */
export function holidayResource(id: string | number, changes: Partial<Holiday['attributes']> = {}): Holiday {
  return {
    id: String(id),
    type: 'holidays',
    attributes: {
      name: `Holiday ${id}`,
      keywords: 'sale',
      dates: [{ id: String(id), occurs_at: '2026-11-27' }],
      created_at: CREATED,
      updated_at: CREATED,
      ...changes,
    },
  };
}

/** A published curated list of an admin. For tests. */
export function listResource(id: string | number, changes: Partial<List['attributes']> = {}): List {
  return {
    id: String(id),
    type: 'lists',
    attributes: {
      name: `List ${id}`,
      description: null,
      state: 'published',
      featured: false,
      no_index: false,
      type: 'curated',
      position: Number(id),
      emails_count: 0,
      user_email: null,
      admin: true,
      created_at: CREATED,
      updated_at: CREATED,
      ...changes,
    },
  };
}
