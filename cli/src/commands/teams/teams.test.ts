import { describe, expect, it } from 'vitest';
import type { Team, TeamInvitation, TeamMember } from '@tracker/core';
import { limitPassedMessage, MEMBER_ROLES } from '@tracker/core';
import { pageMeta } from '@tracker/core/testing';
import { EXIT } from '../../errors/exit-codes';
import { errorDocument, sendJson, type StubRequest } from '../../testing/stub-server';
import { stubbedCli } from '../../testing/stubbed-cli';
import { INVITE_ROLES } from './register-teams';

const cli = stubbedCli('trackctl-teams-');

const acme: Team = {
  id: '3',
  type: 'teams',
  attributes: {
    name: 'Acme',
    member_limit: 10,
    active_members_limit: 5,
    owner: { id: '12', email: 'ann@acme.example' },
    members_count: 10,
    active_members_count: 2,
    subscription: {
      id: '8',
      plan_id: 'team',
      plan_version: 'v3',
      account_status: 'trialing',
      current_period_end_at: '2026-06-12T12:00:00.000Z',
      collection_method: 'charge_automatically',
      stripe_customer_id: 'cus_1',
      stripe_subscription_id: null,
      cancel_at_period_end: false,
      cancelable: false,
    },
    created_at: '2026-05-12T12:00:00.000Z',
    updated_at: '2026-05-12T12:00:00.000Z',
  },
};

const beta: Team = {
  id: '4',
  type: 'teams',
  attributes: { ...acme.attributes, name: 'Beta crew', owner: null, members_count: 0, active_members_count: 0, subscription: null },
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
    attributes: {
      user_id: userId,
      email,
      name: null,
      role,
      status,
      created_at: acme.attributes.created_at,
      updated_at: acme.attributes.updated_at,
    },
  };
}

const members = [member('12', 'ann@acme.example', 'owner', 'active'), member('14', 'bob@acme.example', 'member', 'archived')];

const invitation: TeamInvitation = {
  id: '21',
  type: 'invitations',
  attributes: {
    team_id: '3',
    guid: '0b7c1c52-5b7e-4c56-9a43-4d5a1f0e2c11',
    email: 'carol@acme.example',
    role: 'member',
    status: 'pending',
    sent_at: '2026-05-12T12:00:00.000Z',
    accepted_at: null,
    created_at: '2026-05-12T12:00:00.000Z',
  },
};

/** The teams API as trackctl meets it: a member limit reached for team 3 unless the invitation confirms going past it. */
function teamsApi(request: StubRequest, response: Parameters<typeof sendJson>[0]) {
  if (request.method === 'GET' && request.path === '/api/v3/teams')
    return sendJson(response, 200, { data: [acme, beta], meta: pageMeta(2) });
  if (request.method === 'GET' && request.path === '/api/v3/teams/3') return sendJson(response, 200, { data: acme });
  if (request.method === 'GET' && request.path === '/api/v3/teams/9')
    return sendJson(response, 404, errorDocument(404, 'not_found', 'No team has the id 9.', { parameter: 'team_id' }));
  if (request.method === 'GET' && request.path === '/api/v3/teams/3/members') {
    return sendJson(response, 200, { data: members, included: [invitation], meta: pageMeta(2, 1, 50) });
  }
  if (request.method === 'POST' && request.path === '/api/v3/teams/3/invitations') {
    const body = request.body as { email: string; confirm_over_limit?: boolean };
    if (!body.confirm_over_limit) {
      const detail = limitPassedMessage({ limit: 'member_limit', count: 10, max: 10 });
      return sendJson(response, 409, errorDocument(409, 'conflict', detail, { pointer: '/confirm_over_limit' }));
    }
    return sendJson(response, 201, {
      data: { ...invitation, attributes: { ...invitation.attributes, email: body.email } },
      meta: { message: 'Invitation sent!' },
    });
  }
  return false;
}

const trackctl = (args: string[], options: { terminalColumns?: number } = {}) => cli.run(args, teamsApi, options);

describe('teams list', () => {
  it('searches the name and owner email with --q, and prints each team against its limits', async () => {
    const result = await trackctl(['teams', 'list', '--q', 'acme']);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests[0]).toMatchObject({ method: 'GET', path: '/api/v3/teams', query: { q: 'acme' } });
    expect(result.stdout.split('\n')).toEqual([
      'id\tname\towner\tmembers\tactive\tsubscription',
      '3\tAcme\tann@acme.example\t10/10\t2/5\ttrialing',
      '4\tBeta crew\t\t0/10\t0/5\t',
      '',
    ]);
    expect(result.stderr).toBe('page 1 of 1 (2 teams)\n');
  });

  it('draws an aligned table with a header on a terminal', async () => {
    const result = await trackctl(['teams', 'list'], { terminalColumns: 120 });

    expect(result.code).toBe(EXIT.done);
    expect(result.stdout).toContain('Beta crew');
    expect(result.stdout.split('\n')[0]).toMatch(/^ID\s+NAME\s+OWNER\s+MEMBERS\s+ACTIVE\s+SUBSCRIPTION$/);
  });

  it('prints the JSON:API document with --json', async () => {
    const result = await trackctl(['teams', 'list', '--json']);

    expect(JSON.parse(result.stdout)).toEqual({ data: [acme, beta], meta: pageMeta(2) });
  });
});

describe('teams show', () => {
  it('shows the counts against the limits and every subscription field', async () => {
    const result = await trackctl(['teams', 'show', '3']);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests.map((r) => r.path)).toEqual(['/api/v3/teams/3']);
    const line = (key: string) => result.stdout.split('\n').find((l) => l.trimStart().startsWith(key));
    expect(line('members')).toMatch(/members\s+10 of 10$/);
    expect(line('active members')).toMatch(/active members\s+2 of 5$/);
    expect(line('owner')).toMatch(/ann@acme\.example$/);
    expect(line('plan')).toMatch(/team \(v3\)$/);
    expect(line('status')).toMatch(/trialing$/);
    expect(line('period end')).toMatch(/2026-06-12 12:00$/);
    expect(line('collection')).toMatch(/charge_automatically$/);
    expect(line('stripe customer')).toMatch(/cus_1$/);
    expect(line('stripe subscription')).toMatch(/-$/);
  });

  it('says which team is missing, exit 1', async () => {
    const result = await trackctl(['teams', 'show', '9']);

    expect(result.code).toBe(EXIT.failed);
    expect(result.stderr).toContain('No team has the id 9.');
    expect(result.stdout).toBe('');
  });
});

describe('teams members', () => {
  it('lists the members with their role and status, and the pending invitations', async () => {
    const result = await trackctl(['teams', 'members', '3']);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests[0]?.path).toBe('/api/v3/teams/3/members');
    expect(result.stdout).toContain('12\tann@acme.example\towner\tactive');
    expect(result.stdout).toContain('14\tbob@acme.example\tmember\tarchived');
    expect(result.stdout + result.stderr).toContain('carol@acme.example');
  });

  it('draws the members table on a terminal', async () => {
    const result = await trackctl(['teams', 'members', '3'], { terminalColumns: 100 });

    expect(result.code).toBe(EXIT.done);
    expect(result.stdout).toMatch(/ann@acme\.example\s+owner\s+active/);
    expect(result.stdout).toMatch(/bob@acme\.example\s+member\s+archived/);
  });

  it('prints the members and the invitations as one document with --json', async () => {
    const result = await trackctl(['teams', 'members', '3', '--json']);

    const document = JSON.parse(result.stdout);
    expect(document.data).toEqual(members);
    expect(document.included).toEqual([invitation]);
  });
});

describe('teams invite', () => {
  it('past the member limit fails, sends nothing more, and says to run again with --over-limit', async () => {
    const result = await trackctl(['teams', 'invite', '3', 'dan@prospect.example']);

    expect(result.code).toBe(EXIT.failed);
    expect(result.stderr).toContain('The team has 10 of 10 members. Confirm to go past its member limit.');
    expect(result.stderr).toContain('trackctl teams invite 3 dan@prospect.example --over-limit');
    expect(result.requests).toHaveLength(1);
    expect(result.requests[0]?.body).toEqual({ email: 'dan@prospect.example' });
  });

  it('with --over-limit confirms going past it, as role member unless --role says otherwise', async () => {
    const result = await trackctl(['teams', 'invite', '3', 'dan@prospect.example', '--over-limit']);
    const admin = await trackctl(['teams', 'invite', '3', 'eve@prospect.example', '--over-limit', '--role', 'admin']);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v3/teams/3/invitations',
      body: { email: 'dan@prospect.example', confirm_over_limit: true },
    });
    expect(result.stderr).toContain('Invitation sent!');
    expect(admin.requests[0]?.body).toEqual({ email: 'eve@prospect.example', role: 'admin', confirm_over_limit: true });
  });

  it('refuses a role teams do not have as a usage error (exit 2), naming the roles, before sending anything', async () => {
    const result = await trackctl(['teams', 'invite', '3', 'dan@prospect.example', '--role', 'boss']);

    expect(INVITE_ROLES).toEqual(MEMBER_ROLES);
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain("'boss' is invalid. Allowed choices are owner, admin, member.");
    expect(result.requests).toEqual([]);
  });

  it('prints the invitation document with --json', async () => {
    const result = await trackctl(['teams', 'invite', '3', 'dan@prospect.example', '--over-limit', '--json']);

    expect(JSON.parse(result.stdout)).toMatchObject({
      data: { type: 'invitations', attributes: { email: 'dan@prospect.example', status: 'pending' } },
      meta: { message: 'Invitation sent!' },
    });
  });
});
