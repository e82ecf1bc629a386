import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Team, TeamInvitation, TeamMember } from '@tracker/core/teams';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeFetch } from '../test/fake-api';
import { listOf } from '../test/fixtures';
import { renderAt } from '../test/render';
import { TeamPage } from './team-page';

const CREATED = '2026-05-12T12:00:00.000Z';

const ACME: Team = {
  id: '3',
  type: 'teams',
  attributes: {
    name: 'Acme',
    member_limit: 10,
    active_members_limit: 5,
    owner: { id: '12', email: 'ann@acme.example' },
    members_count: 3,
    active_members_count: 1,
    subscription: null,
    created_at: CREATED,
    updated_at: CREATED,
  },
};

function member(
  userId: string,
  email: string,
  role: TeamMember['attributes']['role'],
  status: TeamMember['attributes']['status'],
): TeamMember {
  return {
    id: `3-${userId}`,
    type: 'team_members',
    attributes: { user_id: userId, email, name: null, role, status, created_at: CREATED, updated_at: CREATED },
  };
}

function invitation(id: string, email: string): TeamInvitation {
  return {
    id,
    type: 'invitations',
    attributes: {
      team_id: '3',
      guid: `guid-${id}-0000`,
      email,
      role: 'member',
      status: 'pending',
      sent_at: CREATED,
      accepted_at: null,
      created_at: CREATED,
    },
  };
}

const MEMBERS = [member('12', 'ann@acme.example', 'owner', 'active'), member('14', 'bob@acme.example', 'admin', 'archived')];
const INVITED = invitation('21', 'carol@acme.example');

afterEach(() => vi.unstubAllGlobals());

/** The team's API; `invited` are the pending invitations, which an invitation adds to. */
function stub(): FakeFetch {
  const invited = [INVITED];
  const api = fakeApi({
    'GET /api/v3/teams/3': { status: 200, body: { data: ACME } },
    'GET /api/v3/teams/3/members': () => ({ status: 200, body: { ...listOf(MEMBERS, { size: 50 }), included: invited } }),
    'GET /api/v1/admin/users': { status: 200, body: listOf([]) },
    'POST /api/v3/teams/3/invitations': (request) => {
      const created = invitation('22', (request.body as { email: string }).email);
      invited.push(created);
      return { status: 201, body: { data: created, meta: { message: 'Invitation sent!' } } };
    },
  });
  vi.stubGlobal('fetch', api);
  return api;
}

const openTeam = async (path: string) => {
  const view = renderAt(path, <TeamPage params={{ team_id: '3' }} />);
  await screen.findByRole('heading', { name: 'Acme', level: 1 });
  return view;
};
const lookup = () => screen.getByRole('region', { name: /@/ });

describe('a team’s screen with an email (spec section 2)', () => {
  it('says the address is a member, with role and status, whatever its case, and links to the members page', async () => {
    stub();
    await openTeam('/teams/3?email=Bob@Acme.example');

    const panel = within(lookup());
    expect(await panel.findByText(/is a member of this team: admin, archived\./)).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Manage on the members page' }).getAttribute('href')).toBe('/teams/3/members');
    expect(panel.queryByLabelText('Add a user or invite an email')).toBeNull();
  });

  it('says the address has a pending invitation', async () => {
    stub();
    await openTeam('/teams/3?email=carol@acme.example');

    expect(
      await within(lookup()).findByText('carol@acme.example is invited to this team as member, not accepted yet.', { exact: false }),
    ).toBeTruthy();
    expect(within(lookup()).queryByLabelText('Add a user or invite an email')).toBeNull();
  });

  it('offers the add-or-invite field holding an address the team does not have, and invites it', async () => {
    const api = stub();
    await openTeam('/teams/3?email=dan@prospect.example');
    const panel = within(lookup());

    expect(await panel.findByText('dan@prospect.example is neither a member of this team nor invited.')).toBeTruthy();
    const field = panel.getByLabelText('Add a user or invite an email') as HTMLInputElement;
    expect(field.value).toBe('dan@prospect.example');
    fireEvent.click(panel.getByRole('button', { name: 'Add or invite' }));

    expect(await panel.findByText('Invitation sent!')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ email: 'dan@prospect.example' });
    expect(await panel.findByText(/dan@prospect\.example is invited to this team as member/)).toBeTruthy();
  });

  it('puts Invite to this team (i) on that field instead of leaving for the members page', async () => {
    stub();
    const { currentPath } = await openTeam('/teams/3?email=dan@prospect.example');
    const field = await within(lookup()).findByLabelText('Add a user or invite an email');

    fireEvent.keyDown(document.body, { key: 'i' });

    expect(document.activeElement).toBe(field);
    expect(currentPath()).toBe('/teams/3?email=dan@prospect.example');
  });

  it('without an email shows no such section, and i goes to the members page to invite', async () => {
    stub();
    const { currentPath } = await openTeam('/teams/3');

    expect(screen.queryByRole('region', { name: /@/ })).toBeNull();
    fireEvent.keyDown(document.body, { key: 'i' });

    await waitFor(() => expect(currentPath()).toBe('/teams/3/members?invite=1'));
  });
});

describe('the owner of a team', () => {
  it('is given to a team made without one, with no current owner id to send', async () => {
    const changed = { ...ACME, attributes: { ...ACME.attributes, owner: { id: '15', email: 'dan@acme.example' } } };
    const api = fakeApi({
      'GET /api/v3/teams/3': { status: 200, body: { data: { ...ACME, attributes: { ...ACME.attributes, owner: null } } } },
      'GET /api/v3/teams/3/members': { status: 200, body: { ...listOf([], { size: 50 }), included: [] } },
      'PATCH /api/v3/admin/teams/3/change-owner': { status: 200, body: { data: changed, meta: { message: 'Team Owner changed!' } } },
    });
    vi.stubGlobal('fetch', api);
    await openTeam('/teams/3');
    const form = screen.getByRole('form', { name: 'Change owner' });

    expect(within(form).getByText('Owner: none')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("New owner's email"), { target: { value: 'dan@acme.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set owner' }));

    expect(await within(form).findByText('Team Owner changed!')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ email: 'dan@acme.example' });
  });
});
