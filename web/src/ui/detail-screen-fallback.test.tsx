import { ApiError } from '@tracker/core/errors';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegistrationPage } from '../registrations/registration-page';
import { fakeApi } from '../test/fake-api';
import { renderAt } from '../test/render';
import { registrationResource } from '@tracker/core/testing';
import { DetailScreenFallback } from './detail-screen-fallback';

afterEach(() => vi.unstubAllGlobals());

const REGISTRATION = { ...registrationResource('5', {}), relationships: { journeys: { data: [] } } };

describe('a detail screen that failed to load', () => {
  it('offers Retry, which loads the record again', async () => {
    let calls = 0;
    const api = fakeApi({
      'GET /api/v1/admin/registrations/5': () =>
        ++calls === 1
          ? {
              status: 429,
              body: {
                errors: [{ status: '429', code: 'rate_limited', title: 'Too many requests', detail: 'Too many requests. Wait a minute.' }],
              },
            }
          : { status: 200, body: { data: REGISTRATION, included: [] } },
    });
    vi.stubGlobal('fetch', api);
    renderAt('/registrations/5', <RegistrationPage params={{ registration_id: '5' }} />);

    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests. Wait a minute.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    await screen.findByTestId('registration-status');
    expect(calls).toBe(2);
  });

  it('says a server failure is the server’s, with its request id, and does not tell the user to try again', async () => {
    const error = new ApiError(500, [{ status: '500', code: 'internal', title: 'Internal Server Error' }], 'req-7');
    renderAt('/registrations/5', <DetailScreenFallback back={null} title="Registration" error={error} />);

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The server failed (request req-7)');
    expect(alert.textContent).not.toMatch(/try again/i);
    screen.getByRole('button', { name: 'Retry' });
  });
});
