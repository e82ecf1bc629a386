import { describe, expect, it } from 'vitest';
import { RegistrationListQuery, RegistrationUpdate } from './schema';
import { effectiveRegistrationFilters, journeyLinkQuery, statusEvent, statusForAssignee, statusForHolder } from './rules';

describe('registration rules', () => {
  it('lists unclaimed, oldest first, for everyone and every type by default', () => {
    expect(effectiveRegistrationFilters({})).toEqual({
      assignee: 'all',
      status: 'unclaimed',
      type: 'all',
      emails: 'all',
      order: 'asc',
      prioritized: 'all',
    });
  });

  it('makes the status assigned when an assignee is chosen while unclaimed, and only then', () => {
    expect(effectiveRegistrationFilters({ assignee: 'me' }).status).toBe('assigned');
    expect(effectiveRegistrationFilters({ assignee: '4', status: 'complete' }).status).toBe('complete');
    expect(effectiveRegistrationFilters({ assignee: 'all', status: 'unclaimed' }).status).toBe('unclaimed');
    expect(statusForAssignee('7', 'unclaimed')).toBe('assigned');
  });

  it('names the private event of each status, Reviewed for archived', () => {
    expect(statusEvent('archived')).toBe('Reviewed');
    expect(statusEvent('complete')).toBe('Completed');
    expect(statusEvent('unclaimed')).toBeNull();
  });

  it('starts the journey link on the day 15 minutes before the first activity and ends it 30 days later, as days a date field shows', () => {
    const query = journeyLinkQuery({
      companyId: 3,
      addressId: 9,
      type: 'cart_abandoner',
      firstActivityAt: new Date('2026-03-01T10:00:00Z'),
    });
    expect(query).toEqual({
      company_id: '3',
      address_id: '9',
      type: 'cart_abandoner',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
    });
    const justAfterMidnight = journeyLinkQuery({
      companyId: 3,
      addressId: 9,
      type: 'cart_abandoner',
      firstActivityAt: new Date('2026-03-01T00:10:00Z'),
    });
    expect(justAfterMidnight).toMatchObject({ start_date: '2026-02-28', end_date: '2026-03-30' });
    expect(journeyLinkQuery({ companyId: 3, addressId: 9, type: 'purchaser', firstActivityAt: null })).toEqual({
      company_id: '3',
      address_id: '9',
      type: 'purchaser',
    });
  });

  it('puts an assigned registration back in the unclaimed queue when its assignee is removed, and keeps other statuses', () => {
    expect(statusForHolder('unclaimed', 4)).toBe('assigned');
    expect(statusForHolder('assigned', null)).toBe('unclaimed');
    expect(statusForHolder('assigned', 5)).toBeUndefined();
    expect(statusForHolder('ready', null)).toBeUndefined();
    expect(statusForHolder('unclaimed', null)).toBeUndefined();
  });

  it('refuses an unknown assignee value and an update mixing complete_all with other changes', () => {
    expect(RegistrationListQuery.safeParse({ assignee: 'bob' }).success).toBe(false);
    expect(RegistrationListQuery.parse({ assignee: '12' }).assignee).toBe('12');
    expect(RegistrationUpdate.safeParse({ complete_all: true, status: 'ready' }).success).toBe(false);
    expect(RegistrationUpdate.safeParse({ claim: true, userId: 3 }).success).toBe(false);
    expect(RegistrationUpdate.safeParse({}).success).toBe(false);
    expect(RegistrationUpdate.parse({ assignee_email: ' Ann@Tracker.Example ' })).toEqual({ assignee_email: 'ann@tracker.example' });
  });
});
