import { fireEvent, screen, within } from '@testing-library/react';
import type { TeamInvitation, TeamMember } from '@tracker/core/teams';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDocument, fakeApi } from '../../test/fake-api';
import { listOf, userResource } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { MemberAddForm } from './member-add-form';

const CREATED = '2026-05-12T12:00:00.000Z';

/** Users whose emails contain jo@acme.example, the exact one last by email order. */
const USERS = ['ajo', 'bjo', 'cjo', 'djo', 'ejo', 'fjo', 'jo'].map((name, i) =>
  userResource(String(i + 20), { email: `${name}@acme.example` }),
);

afterEach(() => vi.unstubAllGlobals());

/** The users list as the server filters it (contains, or exact with email_match), and team 3's member and invitation calls. */
function stub() {
  const api = fakeApi({
    'GET /api/v1/admin/users': ({ query }) => {
      const text = (query.get('email') ?? '').toLowerCase();
      const size = Number(query.get('size') ?? 25);
      const matches = USERS.filter((u) =>
        query.get('email_match') === 'exact' ? u.attributes.email === text : u.attributes.email.includes(text),
      );
      return { status: 200, body: listOf(matches.slice(0, size), { size, total: matches.length }) };
    },
    'POST /api/v3/teams/3/members': (request) => {
      const { email } = request.body as { email: string };
      const member: TeamMember = {
        id: '3-26',
        type: 'team_members',
        attributes: { user_id: '26', email, name: null, role: 'member', status: 'active', created_at: CREATED, updated_at: CREATED },
      };
      return { status: 201, body: { data: member } };
    },
    // As the server: an address a user has is refused, any other invited.
    'POST /api/v3/teams/3/invitations': (request) => {
      const { email } = request.body as { email: string };
      if (USERS.some((u) => u.attributes.email === email))
        return { status: 409, body: errorDocument(409, 'conflict', 'Conflict', `${email} already has an account.`, '/email') };
      const invitation: TeamInvitation = {
        id: '31',
        type: 'invitations',
        attributes: {
          team_id: '3',
          guid: 'guid-31-0000',
          email,
          role: 'member',
          status: 'pending',
          sent_at: CREATED,
          accepted_at: null,
          created_at: CREATED,
        },
      };
      return { status: 201, body: { data: invitation, meta: { message: 'Invitation sent!' } } };
    },
  });
  vi.stubGlobal('fetch', api);
  return api;
}

describe('the add-or-invite field', () => {
  it('adds an existing user even when more than a page of other users contain the typed email', async () => {
    const api = stub();
    renderAt('/teams/3/members', <MemberAddForm teamId="3" formRef={createRef()} />);
    const form = within(screen.getByRole('form', { name: 'Add or invite a member' }));

    fireEvent.change(form.getByLabelText('Add a user or invite an email'), { target: { value: ' JO@acme.example ' } });
    fireEvent.click(form.getByRole('button', { name: 'Add or invite' }));

    expect(await form.findByText('jo@acme.example added.')).toBeTruthy();
    const lookup = api.requests.find((r) => r.path === '/api/v1/admin/users');
    expect([lookup?.query.get('email'), lookup?.query.get('email_match')]).toEqual(['jo@acme.example', 'exact']);
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
      ['/api/v3/teams/3/members', { email: 'jo@acme.example' }],
    ]);
  });

  it('shows the server’s error when the user lookup fails, and adds or invites no one', async () => {
    const api = fakeApi({
      'GET /api/v1/admin/users': {
        status: 422,
        body: errorDocument(422, 'invalid_input', 'Invalid input', 'The email filter is too long.', '/email'),
      },
    });
    vi.stubGlobal('fetch', api);
    renderAt('/teams/3/members', <MemberAddForm teamId="3" formRef={createRef()} />);
    const form = within(screen.getByRole('form', { name: 'Add or invite a member' }));

    fireEvent.change(form.getByLabelText('Add a user or invite an email'), { target: { value: 'jo@acme.example' } });
    fireEvent.click(form.getByRole('button', { name: 'Add or invite' }));

    expect((await form.findByRole('alert')).textContent).toBe('The email filter is too long.');
    expect(form.queryByRole('status')).toBeNull();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('invites an address that other users’ emails only contain', async () => {
    const api = stub();
    renderAt('/teams/3/members', <MemberAddForm teamId="3" formRef={createRef()} />);
    const form = within(screen.getByRole('form', { name: 'Add or invite a member' }));

    fireEvent.change(form.getByLabelText('Add a user or invite an email'), { target: { value: 'o@acme.example' } });
    fireEvent.click(form.getByRole('button', { name: 'Add or invite' }));

    expect(await form.findByText('Invitation sent!')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
      ['/api/v3/teams/3/invitations', { email: 'o@acme.example' }],
    ]);
  });
});
