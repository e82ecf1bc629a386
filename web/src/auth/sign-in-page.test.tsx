import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app/app';
import { errorDocument, fakeApi, userDocument } from '../test/fake-api';

async function signInAt(path: string, answer: { status: number; body?: unknown }) {
  window.history.replaceState(null, '', path);
  const fetch = vi.fn(fakeApi({ '/api/v1/sessions': answer, '/api/v1/data': { status: 200, body: userDocument(true) } }));
  vi.stubGlobal('fetch', fetch);
  render(<App />);
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'Ada@Tracker.example ' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return fetch;
}

describe('signing in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('returns to the page that asked for it', async () => {
    const fetch = await signInAt('/signin?redirect=/companies/7', { status: 200, body: userDocument(true) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Company' })).toBeTruthy();
    expect(window.location.pathname).toBe('/companies/7');
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@tracker.example', password: 'correct horse battery' });
  });

  it('ignores a redirect to another site', async () => {
    await signInAt('/signin?redirect=//evil.example', { status: 200, body: userDocument(true) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Registrations' })).toBeTruthy();
  });

  it('says when the email or password is wrong', async () => {
    await signInAt('/signin', {
      status: 401,
      body: errorDocument(401, 'unauthenticated', 'Not signed in', 'Email or password is incorrect.'),
    });

    expect((await screen.findByRole('alert')).textContent).toBe('Email or password is incorrect.');
    expect(window.location.pathname).toBe('/signin');
  });

  it('passes on the server’s advice after too many attempts', async () => {
    const detail = 'Too many attempts. Try again in 15 minutes.';
    await signInAt('/signin', { status: 429, body: errorDocument(429, 'rate_limited', 'Too many requests', detail) });

    expect((await screen.findByRole('alert')).textContent).toBe(detail);
  });

  it('shows the server’s field errors beside their fields', async () => {
    await signInAt('/signin', {
      status: 422,
      body: errorDocument(422, 'invalid_input', 'Invalid input', 'No account can use this address', '/email'),
    });

    expect(await screen.findByText('No account can use this address')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the fields before calling the server', async () => {
    window.history.replaceState(null, '', '/signin');
    const fetch = vi.fn(fakeApi({}));
    vi.stubGlobal('fetch', fetch);
    render(<App />);

    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
