import { isSubscriptionCancelable, type Team, type TeamInvitation, type TeamMember, type TeamSubscription } from '@tracker/core';
import type { InvitationRow, MemberWithUser, SubscriptionRow, TeamWithRelations } from '../repositories/teams-repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function subscriptionAttributes(s: SubscriptionRow): TeamSubscription {
  return {
    id: String(s.id),
    plan_id: s.planId,
    plan_version: s.planVersion,
    account_status: s.accountStatus,
    current_period_end_at: iso(s.currentPeriodEndAt),
    collection_method: s.collectionMethod,
    stripe_customer_id: s.stripeCustomerId,
    stripe_subscription_id: s.stripeSubscriptionId,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancelable: isSubscriptionCancelable({ subscriptionId: s.stripeSubscriptionId, cancelAtPeriodEnd: s.cancelAtPeriodEnd }),
  };
}

/** A team as the API answers it, with its current subscription (or null). */
export function teamResource(
  { team: t, ownerEmail, membersCount, activeMembersCount }: TeamWithRelations,
  subscription: SubscriptionRow | undefined,
): Team {
  return {
    id: String(t.id),
    type: 'teams',
    attributes: {
      name: t.name,
      member_limit: t.memberLimit,
      active_members_limit: t.activeMembersLimit,
      owner: t.ownerId !== null && ownerEmail !== null ? { id: String(t.ownerId), email: ownerEmail } : null,
      members_count: membersCount,
      active_members_count: activeMembersCount,
      subscription: subscription ? subscriptionAttributes(subscription) : null,
      created_at: t.createdAt.toISOString(),
      updated_at: t.updatedAt.toISOString(),
    },
  };
}

export function teamMemberResource({ member: m, name }: MemberWithUser): TeamMember {
  return {
    id: `${m.teamId}-${m.userId}`,
    type: 'team_members',
    attributes: {
      user_id: String(m.userId),
      email: m.email,
      name,
      status: m.status,
      role: m.role,
      created_at: m.createdAt.toISOString(),
      updated_at: m.updatedAt.toISOString(),
    },
  };
}

export function invitationResource(i: InvitationRow): TeamInvitation {
  return {
    id: String(i.id),
    type: 'invitations',
    attributes: {
      team_id: String(i.teamId),
      guid: i.guid,
      email: i.email,
      role: i.role,
      status: i.status,
      sent_at: iso(i.sentAt),
      accepted_at: iso(i.acceptedAt),
      created_at: i.createdAt.toISOString(),
    },
  };
}
