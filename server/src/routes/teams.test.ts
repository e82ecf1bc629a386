import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '@tracker/core/testing';
import { subscriptions, teamInvitations, users } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { createTestApp } from '../testing/test-app';

const TEAMS = '/api/v3/teams';

type MemberJson = { attributes: { email: string; status: string; role: string; user_id: string } };

describe('teams', () => {
  let t: AdminApp;
  const userIds: Record<string, number> = {};
  beforeAll(async () => {
    t = await createAdminApp();
    const rows = await t.db
      .insert(users)
      .values(['owner', 'bob', 'cara', 'dan', 'eve', 'fay'].map((name) => ({ email: `${name}@customer.test` })))
      .returning({ id: users.id, email: users.email });
    for (const row of rows) userIds[row.email.split('@')[0]!] = row.id;
  });
  afterAll(async () => {
    await t.close();
  });

  async function createTeam(payload: Record<string, unknown>) {
    const response = await t.post(TEAMS, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }
  const members = async (teamId: string) => (await t.get(`${TEAMS}/${teamId}/members`)).json();
  const statusOf = async (teamId: string, email: string) =>
    ((await members(teamId)).data as MemberJson[]).find((m) => m.attributes.email === email)?.attributes.status;

  it('creates a team with member_limit 10, active limit 5, its owner as active owner member and a one-month trial', async () => {
    const team = await createTeam({ name: 'Acme', owner_email: 'owner@customer.test' });
    const trialEnd = new Date(TEST_NOW);
    trialEnd.setUTCMonth(trialEnd.getUTCMonth() + 1);

    expect(team.attributes).toMatchObject({
      name: 'Acme',
      member_limit: 10,
      active_members_limit: 5,
      owner: { id: String(userIds.owner), email: 'owner@customer.test' },
      members_count: 1,
      active_members_count: 1,
      subscription: {
        plan_version: 'v3',
        account_status: 'trialing',
        collection_method: 'charge_automatically',
        current_period_end_at: trialEnd.toISOString(),
      },
    });
    expect((await members(team.id)).data).toMatchObject([
      { attributes: { email: 'owner@customer.test', role: 'owner', status: 'active' } },
    ]);
    expect((await t.post(TEAMS, { name: 'X', owner_email: 'ghost@customer.test' })).json().errors[0].source).toEqual({
      pointer: '/owner_email',
    });
  });

  it('lists teams by name, searching the name or the owner email, and by member', async () => {
    await createTeam({ name: 'Beta crew' });
    const names = async (query: string) =>
      (await t.get(`${TEAMS}${query}`)).json().data.map((team: { attributes: { name: string } }) => team.attributes.name);
    expect(await names('')).toEqual(['Acme', 'Beta crew']);
    expect(await names('?q=beta')).toEqual(['Beta crew']);
    expect(await names('?q=owner@')).toEqual(['Acme']);
    expect(await names(`?user_id=${userIds.owner}`)).toEqual(['Acme']);
    expect((await t.get(`${TEAMS}?size=1&page=2`)).json().meta).toMatchObject({ page: 2, total: 2, pages: 2 });
  });

  it('edits the name and limits', async () => {
    const team = await createTeam({ name: 'Renamed soon' });
    const updated = await t.patch(`${TEAMS}/${team.id}`, { name: 'Renamed', member_limit: 12, active_members_limit: 6 });
    expect(updated.json().data.attributes).toMatchObject({ name: 'Renamed', member_limit: 12, active_members_limit: 6 });
  });

  it('on a charge_automatically v3 team, adding an active member needs its exact email typed and automatic billing confirmed', async () => {
    const team = await createTeam({ name: 'Billed', owner_email: 'owner@customer.test' });
    const add = (extra: Record<string, unknown>) => t.post(`${TEAMS}/${team.id}/members`, { email: 'bob@customer.test', ...extra });

    const unconfirmed = await add({});
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors[0]).toMatchObject({
      source: { pointer: '/confirm_email' },
      detail: 'This team is billed automatically: type bob@customer.test to confirm.',
    });
    const mismatch = await add({ confirm_email: 'bob@customer.tst', confirm_billing: true });
    expect(mismatch.json().errors[0].detail).toBe('Email address did not match. Please try again.');
    expect((await add({ confirm_email: 'bob@customer.test' })).json().errors[0].source).toEqual({ pointer: '/confirm_billing' });

    const added = await add({ confirm_email: 'bob@customer.test', confirm_billing: true });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.attributes).toMatchObject({ email: 'bob@customer.test', role: 'member', status: 'active' });
    expect((await add({ confirm_email: 'bob@customer.test', confirm_billing: true })).statusCode).toBe(409);
    expect((await t.post(`${TEAMS}/${team.id}/members`, { email: 'ghost@customer.test' })).json().errors[0].detail).toBe(
      'No user has the email ghost@customer.test: invite them instead.',
    );
  });

  it('on a charge_automatically v3 team, activating a member needs its exact email typed and automatic billing confirmed', async () => {
    const team = await createTeam({ name: 'Billed activation', owner_email: 'owner@customer.test' });
    const base = `${TEAMS}/${team.id}/members`;
    expect((await t.post(base, { email: 'bob@customer.test', status: 'pending' })).statusCode).toBe(201);
    const activate = (confirmations: Record<string, unknown>) => t.patch(`${base}/${userIds.bob}/activate`, confirmations);

    const unconfirmed = await activate({});
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors[0]).toMatchObject({
      source: { pointer: '/confirm_email' },
      detail: 'This team is billed automatically: type bob@customer.test to confirm.',
    });
    const mismatch = await activate({ confirm_email: 'bob@customer.tst', confirm_billing: true });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors[0]).toMatchObject({
      source: { pointer: '/confirm_email' },
      detail: 'Email address did not match. Please try again.',
    });
    const unbilled = await activate({ confirm_email: 'bob@customer.test' });
    expect(unbilled.statusCode).toBe(422);
    expect(unbilled.json().errors[0].source).toEqual({ pointer: '/confirm_billing' });
    expect(await statusOf(team.id, 'bob@customer.test')).toBe('pending');

    const activated = await activate({ confirm_email: 'bob@customer.test', confirm_billing: true });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().data.attributes).toMatchObject({ email: 'bob@customer.test', status: 'active' });
    expect((await t.get(`${TEAMS}/${team.id}`)).json().data.attributes).toMatchObject({ members_count: 2, active_members_count: 2 });
  });

  it('on a charge_automatically v3 team, activating past a limit asks to confirm the limit first, then the email and billing', async () => {
    const team = await createTeam({ name: 'Billed and small', owner_email: 'owner@customer.test', active_members_limit: 1 });
    const base = `${TEAMS}/${team.id}/members`;
    expect((await t.post(base, { email: 'cara@customer.test', status: 'pending' })).statusCode).toBe(201);
    const activate = (confirmations: Record<string, unknown>) => t.patch(`${base}/${userIds.cara}/activate`, confirmations);

    const overLimit = await activate({});
    expect(overLimit.statusCode).toBe(409);
    expect(overLimit.json().errors[0]).toMatchObject({
      source: { pointer: '/confirm_over_limit' },
      detail: 'The team has 1 of 1 active members. Confirm to go past its active members limit.',
    });
    expect((await activate({ confirm_email: 'cara@customer.test', confirm_billing: true })).json().errors[0].source).toEqual({
      pointer: '/confirm_over_limit',
    });
    const unconfirmed = await activate({ confirm_over_limit: true });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors[0].source).toEqual({ pointer: '/confirm_email' });
    const mismatch = await activate({ confirm_over_limit: true, confirm_email: 'Cara@customer.test', confirm_billing: true });
    expect(mismatch.json().errors[0].detail).toBe('Email address did not match. Please try again.');
    expect((await activate({ confirm_over_limit: true, confirm_email: 'cara@customer.test' })).json().errors[0].source).toEqual({
      pointer: '/confirm_billing',
    });
    expect(await statusOf(team.id, 'cara@customer.test')).toBe('pending');

    const activated = await activate({ confirm_over_limit: true, confirm_email: 'cara@customer.test', confirm_billing: true });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().data.attributes.status).toBe('active');
    expect((await t.get(`${TEAMS}/${team.id}`)).json().data.attributes).toMatchObject({ active_members_count: 2, active_members_limit: 1 });
  });

  it('moves members: active to archived, anything to active on activation, role and status edited directly', async () => {
    const team = await createTeam({ name: 'Exempt' });
    await t.post('/api/v3/subscriptions/manual', {
      team_id: Number(team.id),
      plan_id: 'team',
      current_period_end_at: '2027-01-01T00:00:00Z',
    });
    const base = `${TEAMS}/${team.id}/members`;
    await t.post(base, { email: 'cara@customer.test', status: 'pending' });

    const archivePending = await t.delete(`${base}/${userIds.cara}/archive`);
    expect(archivePending.statusCode).toBe(409);
    expect(archivePending.json().errors[0].detail).toBe('Only an active member can be archived; cara@customer.test is pending.');
    expect((await t.patch(`${base}/${userIds.cara}/activate`, {})).json().data.attributes.status).toBe('active');
    expect((await t.delete(`${base}/${userIds.cara}/archive`)).json().data.attributes.status).toBe('archived');
    expect((await t.patch(`${base}/${userIds.cara}/activate`, {})).json().data.attributes.status).toBe('active');
    const edited = await t.patch(`${base}/${userIds.cara}`, { role: 'admin', status: 'pending' });
    expect(edited.json().data.attributes).toMatchObject({ role: 'admin', status: 'pending' });
    expect((await t.patch(`${base}/${userIds.bob}`, { role: 'admin' })).statusCode).toBe(404);
  });

  it('asks for confirmation past active_members_limit and member_limit rather than allowing or refusing', async () => {
    const team = await createTeam({ name: 'Small', member_limit: 3, active_members_limit: 1 });
    await t.post('/api/v3/subscriptions/manual', {
      team_id: Number(team.id),
      plan_id: 'team',
      current_period_end_at: '2027-01-01T00:00:00Z',
    });
    const base = `${TEAMS}/${team.id}/members`;
    expect((await t.post(base, { email: 'bob@customer.test' })).statusCode).toBe(201);

    const overActive = await t.post(base, { email: 'cara@customer.test' });
    expect(overActive.statusCode).toBe(409);
    expect(overActive.json().errors[0]).toMatchObject({
      source: { pointer: '/confirm_over_limit' },
      detail: 'The team has 1 of 1 active members. Confirm to go past its active members limit.',
    });
    expect(await statusOf(team.id, 'cara@customer.test')).toBeUndefined();
    expect((await t.post(base, { email: 'cara@customer.test', confirm_over_limit: true })).statusCode).toBe(201);
    expect((await t.post(base, { email: 'dan@customer.test', status: 'pending' })).statusCode).toBe(201);

    const overMembers = await t.post(`${TEAMS}/${team.id}/invitations`, { email: 'new@prospect.test' });
    expect(overMembers.statusCode).toBe(409);
    expect(overMembers.json().errors[0].detail).toBe('The team has 3 of 3 members. Confirm to go past its member limit.');
    const activating = await t.patch(`${base}/${userIds.dan}/activate`, {});
    expect(activating.json().errors[0].source).toEqual({ pointer: '/confirm_over_limit' });
    expect((await t.get(`${TEAMS}/${team.id}`)).json().data.attributes).toMatchObject({ members_count: 3, active_members_count: 2 });
  });

  it('invites only an address no user has, mails it from the public URL, resends, and accepting makes an active member', async () => {
    const team = await createTeam({ name: 'Inviting', owner_email: 'owner@customer.test' });
    const invitations = `${TEAMS}/${team.id}/invitations`;
    expect((await t.post(invitations, { email: 'not an email' })).json().errors[0]).toMatchObject({
      source: { pointer: '/email' },
      detail: 'Enter an email address to invite.',
    });
    expect((await t.post(invitations, { email: 'bob@customer.test' })).json().errors[0].detail).toBe(
      'A user already has the email bob@customer.test: add them as a member instead.',
    );

    const sent = await t.post(invitations, { email: 'Newcomer@Prospect.test' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      meta: { message: 'Invitation sent!' },
      data: { attributes: { email: 'newcomer@prospect.test', role: 'member', status: 'pending' } },
    });
    const invitation = sent.json().data;
    expect((await t.post(invitations, { email: 'newcomer@prospect.test' })).statusCode).toBe(409);
    expect((await members(team.id)).included).toMatchObject([{ attributes: { email: 'newcomer@prospect.test' } }]);

    expect((await t.patch(`${invitations}/${invitation.id}`, { role: 'admin' })).json().data.attributes.role).toBe('admin');
    expect((await t.patch(`${invitations}/${invitation.id}/resend`)).json().meta.message).toBe('Invitation resent!');

    const accepted = await t.post(`/api/v3/invitations/${invitation.attributes.guid}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.attributes).toMatchObject({ email: 'newcomer@prospect.test', status: 'active', role: 'admin' });
    const [newcomer] = await t.db.select().from(users).where(eq(users.email, 'newcomer@prospect.test'));
    expect(newcomer).toMatchObject({ accessLevel: 3, companiesLimit: 10, userRole: 'standard' });
    expect((await t.post(`/api/v3/invitations/${invitation.attributes.guid}/accept`, {})).json().errors[0].detail).toBe(
      'This invitation was already accepted.',
    );
  });

  /** An app of its own with `env`, an admin signed in, and a team invited to with a forged Host header; answers the mail sent and the invitation's guid. */
  async function inviteWith(env: Record<string, string>) {
    const other = await createTestApp({ env });
    try {
      const admin = await other.createUser({ userRole: 'admin' });
      const cookie = await other.signIn(admin.email);
      const send = (method: 'POST', url: string, payload: object) =>
        other.app.inject({ method, url, payload, headers: { cookie, host: 'evil.example' } });
      const team = (await send('POST', TEAMS, { name: 'Mail' })).json().data;
      await send('POST', `${TEAMS}/${team.id}/invitations`, { email: 'mail@prospect.test' });
      await new Promise((resolve) => setImmediate(resolve));
      const [guid] = (await other.db.select({ guid: teamInvitations.guid }).from(teamInvitations)).map((r) => r.guid);
      return { sent: other.mailer.sent, guid: guid! };
    } finally {
      await other.close();
    }
  }

  it("links invitation mail to the customer-facing app's page TRACKER_INVITATION_URL names, never to the request's host", async () => {
    const { sent, guid } = await inviteWith({
      TRACKER_PUBLIC_URL: 'https://console.example',
      TRACKER_INVITATION_URL: 'https://app.example/join?invitation={guid}',
    });

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'mail@prospect.test', subject: 'You are invited to join Mail on Tracker' });
    expect(sent[0]!.text).toContain(`Accept the invitation here:\nhttps://app.example/join?invitation=${guid}\n`);
    expect(sent[0]!.text).not.toContain('console.example');
    expect(sent[0]!.text).not.toContain('evil.example');
  });

  it('sends invitation mail without a link when no invitation URL is set: the console has no page to accept one', async () => {
    const { sent, guid } = await inviteWith({ TRACKER_PUBLIC_URL: 'https://console.example' });

    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('You have been invited to join the team Mail on Tracker.');
    expect(sent[0]!.text).toContain('Ask the person who invited you how to accept it.');
    expect(sent[0]!.text).not.toMatch(/https?:\/\//);
    expect(sent[0]!.text).not.toContain(guid);
  });

  it('cancels an invitation and destroys a member only when the exact email is typed', async () => {
    const team = await createTeam({ name: 'Typed', owner_email: 'owner@customer.test' });
    await t.post('/api/v3/subscriptions/manual', {
      team_id: Number(team.id),
      plan_id: 'team',
      current_period_end_at: '2027-01-01T00:00:00Z',
    });
    const invitation = (await t.post(`${TEAMS}/${team.id}/invitations`, { email: 'typed@prospect.test' })).json().data;
    const cancel = (email: string) =>
      t.delete(`${TEAMS}/${team.id}/invitations/${invitation.id}?confirm_email=${encodeURIComponent(email)}`);
    const wrong = await cancel('typed@prospect.tes');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({
      detail: 'Email address did not match. Please try again.',
      source: { parameter: 'confirm_email' },
    });
    expect((await cancel('typed@prospect.test')).json().data.attributes.status).toBe('canceled');

    await t.post(`${TEAMS}/${team.id}/members`, { email: 'eve@customer.test' });
    const destroy = (id: number, email: string) =>
      t.delete(`${TEAMS}/${team.id}/members/${id}/destroy?confirm_email=${encodeURIComponent(email)}`);
    expect((await destroy(userIds.eve!, 'EVE@customer.test')).statusCode).toBe(422);
    expect(await statusOf(team.id, 'eve@customer.test')).toBe('active');
    expect((await destroy(userIds.eve!, 'eve@customer.test')).statusCode).toBe(204);
    expect(await statusOf(team.id, 'eve@customer.test')).toBeUndefined();
    expect((await destroy(userIds.owner!, 'owner@customer.test')).json().errors[0].detail).toBe(
      'owner@customer.test owns Typed: change the owner first.',
    );
  });

  it("changes the owner with the new owner's email and the current owner's id", async () => {
    const team = await createTeam({ name: 'Handover', owner_email: 'owner@customer.test' });
    const change = (payload: object) => t.patch(`/api/v3/admin/teams/${team.id}/change-owner`, payload);

    const wrongOwner = await change({ email: 'fay@customer.test', current_owner_id: userIds.bob });
    expect(wrongOwner.statusCode).toBe(409);
    expect(wrongOwner.json().errors[0]).toMatchObject({
      source: { pointer: '/current_owner_id' },
      detail: `User ${userIds.bob} is not the owner of Handover.`,
    });
    expect((await change({ email: 'ghost@customer.test', current_owner_id: userIds.owner })).json().errors[0].source).toEqual({
      pointer: '/email',
    });

    const changed = await change({ email: 'fay@customer.test', current_owner_id: userIds.owner });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      meta: { message: 'Team Owner changed!' },
      data: { attributes: { owner: { email: 'fay@customer.test' } } },
    });
    const roles = Object.fromEntries(((await members(team.id)).data as MemberJson[]).map((m) => [m.attributes.email, m.attributes.role]));
    expect(roles).toEqual({ 'fay@customer.test': 'owner', 'owner@customer.test': 'admin' });
    const withoutId = await change({ email: 'owner@customer.test' });
    expect(withoutId.statusCode).toBe(422);
    expect(withoutId.json().errors[0]).toMatchObject({
      source: { pointer: '/current_owner_id' },
      detail: "Give the current owner's id: Handover has an owner.",
    });
  });

  it('gives a team made without an owner its first one, with no current owner id to give', async () => {
    const team = await createTeam({ name: 'Ownerless' });
    const change = (payload: object) => t.patch(`/api/v3/admin/teams/${team.id}/change-owner`, payload);

    const withId = await change({ email: 'fay@customer.test', current_owner_id: userIds.bob });
    expect(withId.statusCode).toBe(409);
    expect(withId.json().errors[0].detail).toBe('Ownerless has no owner: leave out current_owner_id to give it one.');

    const first = await change({ email: 'fay@customer.test' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      meta: { message: 'Team Owner changed!' },
      data: { attributes: { owner: { email: 'fay@customer.test' } } },
    });
  });

  it('sets a manual subscription through the billing provider, replacing the trial', async () => {
    const team = await createTeam({ name: 'Manual' });
    const response = await t.post('/api/v3/subscriptions/manual', {
      team_id: Number(team.id),
      plan_id: 'enterprise',
      plan_version: 'v2',
      account_status: 'active',
      current_period_end_at: '2027-06-30T00:00:00Z',
      collection_method: 'exempt',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.attributes.subscription).toMatchObject({
      plan_id: 'enterprise',
      plan_version: 'v2',
      account_status: 'active',
      collection_method: 'exempt',
      current_period_end_at: '2027-06-30T00:00:00.000Z',
    });
    expect(
      await t.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.teamId, Number(team.id))),
    ).toHaveLength(1);
    const missing = await t.post('/api/v3/subscriptions/manual', {
      team_id: 999999,
      plan_id: 'x',
      current_period_end_at: '2027-06-30T00:00:00Z',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].source).toEqual({ pointer: '/team_id' });
  });
});
