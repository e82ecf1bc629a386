import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TEST_NOW } from '@tracker/core/testing';
import { accessEndDate, type User } from '@tracker/core/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { userResource } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { UserPage } from '../user-page';

const PERIOD_ENDED = '2026-02-01T00:00:00.000Z';

afterEach(() => vi.unstubAllGlobals());

/**
 * A user whose current period has ended, behind an API that keeps what it is sent and moves the
 * access end dates by core's rule, as the server does; each answer waits for `release`, in order.
 */
function stub() {
  let stored: User = userResource('7', { currentPeriodEndAt: PERIOD_ENDED, emailsAccessEndAt: PERIOD_ENDED });
  const waiting: Array<() => void> = [];
  const api = fakeApi({
    'GET /api/v1/admin/users/7': () => ({ status: 200, body: { data: stored } }),
    'PATCH /api/v1/admin/users/7': async (request) => {
      const { emailsAccess } = request.body as { emailsAccess: boolean };
      const a = stored.attributes;
      const endAt = accessEndDate(
        emailsAccess,
        new Date(TEST_NOW),
        a.currentPeriodEndAt ? new Date(a.currentPeriodEndAt) : null,
        a.emailsAccessEndAt ? new Date(a.emailsAccessEndAt) : null,
      );
      stored = { ...stored, attributes: { ...a, emailsAccessEndAt: endAt.toISOString() } };
      const answer = stored;
      await new Promise<void>((resolve) => waiting.push(resolve));
      return { status: 200, body: { data: answer } };
    },
  });
  vi.stubGlobal('fetch', api);
  // Answers the oldest change still waiting.
  return { api, release: () => waiting.shift()?.() };
}

const emailsAccess = () => screen.getByRole('checkbox', { name: /^Emails access/ }) as HTMLInputElement;

describe('a user’s access toggles', () => {
  it('stay on after the server answers when the current period has already ended, and after a reload', async () => {
    const { api, release } = stub();
    const first = renderAt('/users/7', <UserPage params={{ user_id: '7' }} />);
    await screen.findByRole('heading', { name: 'user7@customer.example', level: 1 });
    expect(emailsAccess().checked).toBe(false);

    fireEvent.click(emailsAccess());
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PATCH')).toBe(true));
    release();

    // The label's date is the server's answer (3 months from now), not the click's optimistic tick.
    await screen.findByRole('checkbox', { name: 'Emails access (until 2026-08-12)' });
    expect(emailsAccess().checked).toBe(true);
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ emailsAccess: true });

    first.unmount();
    renderAt('/users/7', <UserPage params={{ user_id: '7' }} />);
    await screen.findByRole('heading', { name: 'user7@customer.example', level: 1 });
    expect(emailsAccess().checked).toBe(true);
  });

  it('keep a second click when the first one’s answer comes after it', async () => {
    const { api, release } = stub();
    renderAt('/users/7', <UserPage params={{ user_id: '7' }} />);
    await screen.findByRole('heading', { name: 'user7@customer.example', level: 1 });

    fireEvent.click(emailsAccess());
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    fireEvent.click(emailsAccess());
    expect(emailsAccess().checked).toBe(false);
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(2));

    // The first answer (access on) arrives after the second click: the box keeps the second.
    release();
    await screen.findByRole('checkbox', { name: 'Emails access (until 2026-08-12)' });
    expect(emailsAccess().checked).toBe(false);

    release();
    await waitFor(() => expect(emailsAccess().labels?.[0]?.textContent).not.toContain('2026-08-12'));
    expect(emailsAccess().checked).toBe(false);
  });
});
