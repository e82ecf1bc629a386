import { isSubscriptionCancelable, type User, type UserIncluded } from '@tracker/core';
import type { UserAccount, UserRelated } from '../repositories/user-accounts-repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A user as the API answers it. */
export function userResource({ user: u, policies, trackedCount }: UserAccount): User {
  return {
    id: String(u.id),
    type: 'users',
    attributes: {
      email: u.email,
      name: u.name,
      companyName: u.companyName,
      userRole: u.userRole,
      archived: u.archived,
      accountStatus: u.accountStatus,
      accessLevel: u.accessLevel,
      type: u.type,
      companiesLimit: u.companiesLimit,
      currentPeriodEndAt: iso(u.currentPeriodEndAt),
      emailsAccessEndAt: iso(u.emailsAccessEndAt),
      groupsAccessEndAt: iso(u.groupsAccessEndAt),
      technologiesAccessEndAt: iso(u.technologiesAccessEndAt),
      stripeSubscriptionId: u.stripeSubscriptionId,
      stripeCancelAtPeriodEnd: u.stripeCancelAtPeriodEnd,
      cancelable: isSubscriptionCancelable({ subscriptionId: u.stripeSubscriptionId, cancelAtPeriodEnd: u.stripeCancelAtPeriodEnd }),
      assignee: u.assignee,
      passwordSetAt: iso(u.passwordSetAt),
      deletionRequestedAt: iso(u.deletionRequestedAt),
      policies: { terms_of_service: policies.terms_of_service ?? null, privacy_policy: policies.privacy_policy ?? null },
      tracked_companies_count: trackedCount,
      created_at: u.createdAt.toISOString(),
      updated_at: u.updatedAt.toISOString(),
    },
    relationships: {
      policy: {
        data: (['terms_of_service', 'privacy_policy'] as const).filter((p) => policies[p]).map((p) => ({ id: `${u.id}-${p}`, type: p })),
      },
    },
  };
}

/** The user detail's related records, as `included`, and the relationships naming them. */
export function userIncluded(related: UserRelated): {
  included: UserIncluded[];
  relationships: Record<string, { data: Array<{ id: string; type: string }> }>;
} {
  const included: UserIncluded[] = [
    ...related.trackedCompanies.map((c) => ({
      id: String(c.id),
      type: 'companies' as const,
      attributes: { name: c.name, domain_name: c.domainName },
    })),
    ...related.teams.map((t) => ({
      id: String(t.id),
      type: 'teams' as const,
      attributes: { name: t.name, role: t.role, status: t.status },
    })),
    ...related.groups.map((g) => ({ id: String(g.id), type: 'groups' as const, attributes: { name: g.name, global: g.global } })),
    ...related.lists.map((l) => ({ id: String(l.id), type: 'lists' as const, attributes: { name: l.name, state: l.state } })),
  ];
  const ids = (type: string) => included.filter((r) => r.type === type).map((r) => ({ id: r.id, type }));
  return {
    included,
    relationships: {
      tracked_companies: { data: ids('companies') },
      teams: { data: ids('teams') },
      groups: { data: ids('groups') },
      lists: { data: ids('lists') },
    },
  };
}
