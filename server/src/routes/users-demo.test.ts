import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminApp, type AdminApp } from '../testing/admin-app';

type Json = { id: string; attributes: Record<string, unknown> };

describe('the demo data for users, teams and holidays', () => {
  let t: AdminApp;
  beforeAll(async () => {
    t = await createAdminApp({ demoData: true });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('has users of both roles and every account status, some tracking companies up to their limit', async () => {
    const users: Json[] = (await t.get('/api/v1/admin/users?size=100')).json().data;
    const values = (key: string) => new Set(users.map((u) => u.attributes[key]));
    expect(values('userRole')).toEqual(new Set(['admin', 'standard']));
    expect(values('accountStatus')).toEqual(new Set(['active', 'trialing', 'past_due', 'canceled', 'archived']));
    expect(users.some((u) => u.attributes.cancelable)).toBe(true);
    expect(users.some((u) => u.attributes.stripeCancelAtPeriodEnd)).toBe(true);
    expect(users.some((u) => u.attributes.tracked_companies_count === u.attributes.companiesLimit)).toBe(true);
  });

  it('has teams with members in every status, pending invitations, and subscriptions trialing, active, cancelling and exempt', async () => {
    const teams: Json[] = (await t.get('/api/v3/teams?size=100')).json().data;
    const subscriptions = teams.map((team) => team.attributes.subscription as Record<string, unknown>);
    expect(subscriptions.some((s) => s.account_status === 'trialing')).toBe(true);
    expect(subscriptions.some((s) => s.account_status === 'active')).toBe(true);
    expect(subscriptions.some((s) => s.cancel_at_period_end)).toBe(true);
    expect(subscriptions.some((s) => s.collection_method === 'exempt')).toBe(true);

    const statuses = new Set<unknown>();
    let pendingInvitations = 0;
    for (const team of teams) {
      const members = (await t.get(`/api/v3/teams/${team.id}/members`)).json();
      for (const m of members.data as Json[]) statuses.add(m.attributes.status);
      pendingInvitations += members.included.length;
    }
    expect(statuses).toEqual(new Set(['pending', 'active', 'archived']));
    expect(pendingInvitations).toBeGreaterThan(0);
  });

  it('has holidays with dates across three years', async () => {
    const holidays: Json[] = (await t.get('/api/v2/admin/holidays?size=100')).json().data;
    const years = new Set(
      holidays.flatMap((h) => (h.attributes.dates as Array<{ occurs_at: string }>).map((d) => d.occurs_at.slice(0, 4))),
    );
    expect(years.size).toBe(3);
  });
});
