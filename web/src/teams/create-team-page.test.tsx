import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fakeApi } from '../test/fake-api';
import { teamResource } from '../test/fixtures';
import { guardedLocation } from '../ui/leave-guard/guarded-location';
import { LeaveConfirm } from '../ui/leave-guard/leave-confirm';
import { CreateTeamPage } from './create-team-page';

afterEach(() => vi.unstubAllGlobals());

/** The create page inside the console's guarded router, as the app draws it (it needs no other provider). */
function renderCreate() {
  const location = memoryLocation({ path: '/teams/create', record: true });
  render(
    <Router hook={guardedLocation(location.hook)}>
      <CreateTeamPage />
      <LeaveConfirm />
    </Router>,
  );
  return { currentPath: () => location.history.at(-1) };
}

describe('creating a team', () => {
  it('asks before leaving a half-filled form, but not when it opens the team it created', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'POST /api/v3/teams': { status: 201, body: { data: teamResource(9, { name: 'Acme' }) } } }));
    const { currentPath } = renderCreate();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Acme' } });

    fireEvent.click(screen.getByRole('link', { name: /Teams/ }));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(currentPath()).toBe('/teams/create');

    fireEvent.submit(screen.getByRole('form', { name: 'Create team' }));
    await waitFor(() => expect(currentPath()).toBe('/teams/9'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
