import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app/app';
import { errorDocument, fakeApi } from '../test/fake-api';

const TOKEN = 'a-reset-token-of-some-length';

function openAt(path: string, answers: Parameters<typeof fakeApi>[0]) {
  window.history.replaceState(null, '', path);
  vi.stubGlobal('fetch', fakeApi(answers));
  render(<App />);
}

async function setPassword(password: string, repeated = password) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repeat password'), { target: { value: repeated } });
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('the password pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('confirms a reset request without saying whether the address has an account', async () => {
    openAt('/forgot-password', { '/api/v1/password/forgot': { status: 202, body: { meta: { message: 'On its way.' } } } });

    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'someone@tracker.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect((await screen.findByRole('status')).textContent).toMatch(/^If an account exists for that address/);
  });

  it('asks for a long enough password, typed twice the same', async () => {
    openAt(`/reset-password?token=${TOKEN}`, {});

    await setPassword('short');
    expect(screen.getByText('Use at least 12 characters')).toBeTruthy();

    await setPassword('long enough password', 'long enough passw0rd');
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
  });

  it('says when the link is no longer valid', async () => {
    const detail = 'This reset link is invalid, already used or expired.';
    openAt(`/reset-password?token=${TOKEN}`, {
      '/api/v1/password/reset': { status: 422, body: errorDocument(422, 'invalid_input', 'Invalid input', detail, '/token') },
    });

    await setPassword('long enough password');

    expect((await screen.findByRole('alert')).textContent).toBe(detail);
  });

  it('goes to sign-in with the server’s notice once the password is set', async () => {
    openAt(`/reset-password?token=${TOKEN}`, {
      '/api/v1/password/reset': { status: 200, body: { meta: { message: 'Your password is set. Sign in with it.' } } },
    });

    await setPassword('long enough password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your password is set. Sign in with it.');
  });
});
