import type { CollectionMethod, MemberStatus, PlanVersion } from './constants';

/** Spec section 4: how a member's status changes. */
export const MEMBER_TRANSITIONS = ['accept', 'archive', 'activate'] as const;
export type MemberTransition = (typeof MEMBER_TRANSITIONS)[number];

/** The status after a transition, or null when the transition does not apply to the current status. */
export function nextMemberStatus(transition: MemberTransition, current: MemberStatus): MemberStatus | null {
  switch (transition) {
    case 'accept':
      return current === 'pending' ? 'active' : null;
    case 'archive':
      return current === 'active' ? 'archived' : null;
    case 'activate':
      return 'active';
  }
}

/** Spec section 5: the search text looks like an email address ({email}). */
export function looksLikeEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}

/** Spec section 5: invitable only when the text is an email address and no existing user has it. */
export function isInvitable(text: string, existingUser: boolean): boolean {
  return looksLikeEmail(text) && !existingUser;
}

/** Spec section 5: a charge_automatically v3 team bills for every member it adds or activates. */
export function billsAutomatically(subscription: { planVersion: PlanVersion; collectionMethod: CollectionMethod } | null): boolean {
  return subscription !== null && subscription.planVersion === 'v3' && subscription.collectionMethod === 'charge_automatically';
}

export type TeamCounts = { members: number; activeMembers: number };
export type TeamLimits = { memberLimit: number; activeMembersLimit: number };
export type LimitPassed = { limit: 'member_limit' | 'active_members_limit'; count: number; max: number };

/**
 * Which limit a change would pass (spec section 6): `addsMember` adds one to the members (not
 * archived, pending invitations included), `addsActive` one to the active members. Null when none.
 */
export function limitPassed(
  counts: TeamCounts,
  limits: TeamLimits,
  change: { addsMember: boolean; addsActive: boolean },
): LimitPassed | null {
  if (change.addsMember && counts.members + 1 > limits.memberLimit) {
    return { limit: 'member_limit', count: counts.members, max: limits.memberLimit };
  }
  if (change.addsActive && counts.activeMembers + 1 > limits.activeMembersLimit) {
    return { limit: 'active_members_limit', count: counts.activeMembers, max: limits.activeMembersLimit };
  }
  return null;
}

/** What the server answers, and the screens ask, when a change would pass a limit. */
export function limitPassedMessage({ limit, count, max }: LimitPassed): string {
  return limit === 'member_limit'
    ? `The team has ${count} of ${max} members. Confirm to go past its member limit.`
    : `The team has ${count} of ${max} active members. Confirm to go past its active members limit.`;
}
