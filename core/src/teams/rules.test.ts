import { describe, expect, it } from 'vitest';
import { billsAutomatically, isInvitable, limitPassed, nextMemberStatus } from './rules';

describe('team rules', () => {
  it('moves members as spec section 4 says', () => {
    expect(nextMemberStatus('accept', 'pending')).toBe('active');
    expect(nextMemberStatus('accept', 'archived')).toBeNull();
    expect(nextMemberStatus('archive', 'active')).toBe('archived');
    expect(nextMemberStatus('archive', 'pending')).toBeNull();
    expect(nextMemberStatus('activate', 'archived')).toBe('active');
    expect(nextMemberStatus('activate', 'pending')).toBe('active');
  });

  it('invites only an email address no user has', () => {
    expect(isInvitable('carol@customer.example', false)).toBe(true);
    expect(isInvitable('carol@customer.example', true)).toBe(false);
    expect(isInvitable('carol', false)).toBe(false);
    expect(isInvitable('carol@customer', false)).toBe(false);
  });

  it('bills automatically only v3 teams charged automatically', () => {
    expect(billsAutomatically({ planVersion: 'v3', collectionMethod: 'charge_automatically' })).toBe(true);
    expect(billsAutomatically({ planVersion: 'v2', collectionMethod: 'charge_automatically' })).toBe(false);
    expect(billsAutomatically({ planVersion: 'v3', collectionMethod: 'exempt' })).toBe(false);
    expect(billsAutomatically(null)).toBe(false);
  });

  it('names the limit a change would pass', () => {
    const limits = { memberLimit: 10, activeMembersLimit: 5 };
    expect(limitPassed({ members: 9, activeMembers: 4 }, limits, { addsMember: true, addsActive: true })).toBeNull();
    expect(limitPassed({ members: 10, activeMembers: 4 }, limits, { addsMember: true, addsActive: true })).toMatchObject({
      limit: 'member_limit',
    });
    expect(limitPassed({ members: 8, activeMembers: 5 }, limits, { addsMember: true, addsActive: true })).toMatchObject({
      limit: 'active_members_limit',
      max: 5,
    });
    expect(limitPassed({ members: 10, activeMembers: 5 }, limits, { addsMember: false, addsActive: false })).toBeNull();
  });
});
