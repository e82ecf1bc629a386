import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TeamMember } from '@tracker/core/teams';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeFetch } from '../test/fake-api';
import { listOf, teamResource } from '../test/fixtures';
import { renderAt } from '../test/render';
import { TeamMembersPage } from './team-members-page';

const CREATED = '2026-05-12T12:00:00.000Z';
const PAGE_SIZE = 50;

/** 60 members, member1@ to member60@, as the server pages them: 50 a page. */
const MEMBERS: TeamMember[] = Array.from({ length: 60 }, (_, i) => ({
  id: `3-${i + 100}`,
  type: 'team_members',
  attributes: {
    user_id: String(i + 100),
    email: `member${i + 1}@acme.example`,
    name: null,
    role: 'member',
    status: 'active',
    created_at: CREATED,
    updated_at: CREATED,
  },
}));

afterEach(() => vi.unstubAllGlobals());

function stub(): FakeFetch {
  const api = fakeApi({
    'GET /api/v3/teams/3': {
      status: 200,
      body: {
        data: teamResource('3', {
          name: 'Acme',
          members_count: 60,
          active_members_count: 60,
          member_limit: 100,
          active_members_limit: 100,
        }),
      },
    },
    'GET /api/v3/teams/3/members': ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      const rows = MEMBERS.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      return { status: 200, body: { ...listOf(rows, { page, size: PAGE_SIZE, total: MEMBERS.length, pages: 2 }), included: [] } };
    },
  });
  vi.stubGlobal('fetch', api);
  return api;
}

const membersTable = () => within(screen.getByRole('table', { name: 'Members' }));
const pagesAsked = (api: FakeFetch) => api.requests.filter((r) => r.path === '/api/v3/teams/3/members').map((r) => r.query.get('page'));

describe('a team’s members page', () => {
  it('pages through members past the first 50, keeping the page in the address', async () => {
    const api = stub();
    const { currentPath } = renderAt('/teams/3/members', <TeamMembersPage params={{ team_id: '3' }} />);

    expect(await membersTable().findByText('member1@acme.example')).toBeTruthy();
    expect(membersTable().queryByText('member51@acme.example')).toBeNull();
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pages.getByText('Page 1 of 2')).toBeTruthy();
    expect(pages.queryByRole('link', { name: 'Previous' })).toBeNull();

    fireEvent.click(pages.getByRole('link', { name: 'Next' }));

    expect(currentPath()).toBe('/teams/3/members?page=2');
    expect(await membersTable().findByText('member51@acme.example')).toBeTruthy();
    expect(membersTable().getByText('member60@acme.example')).toBeTruthy();
    expect(membersTable().queryByText('member1@acme.example')).toBeNull();
    expect(pagesAsked(api)).toEqual(['1', '2']);
  });

  it('opens the page the address names, and goes back to the first with Previous', async () => {
    const api = stub();
    const { currentPath } = renderAt('/teams/3/members?page=2', <TeamMembersPage params={{ team_id: '3' }} />);

    expect(await membersTable().findByText('member60@acme.example')).toBeTruthy();
    expect(pagesAsked(api)).toEqual(['2']);

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Previous' }));

    expect(currentPath()).toBe('/teams/3/members');
    expect(await membersTable().findByText('member1@acme.example')).toBeTruthy();
    await waitFor(() => expect(pagesAsked(api)).toEqual(['2', '1']));
  });
});
