import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDocument, fakeApi, userDocument } from '../test/fake-api';
import { listOf } from '../test/fixtures';
import { searchAnswer } from '../test/search-hits';
import { App } from './app';

function openAt(path: string, answers: Parameters<typeof fakeApi>[0]) {
  window.history.replaceState(null, '', path);
  vi.stubGlobal('fetch', fakeApi(answers));
  return render(<App />);
}

const here = () => window.location.pathname + window.location.search;
const signedOut = { '/api/v1/data': { status: 401, body: errorDocument(401, 'unauthenticated', 'Sign in first') } };

describe('the console', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('sends a signed-out visitor to sign-in, remembering the path without its query', async () => {
    openAt('/companies/7?q=acme', signedOut);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(here()).toBe('/signin?redirect=/companies/7');
  });

  it('shows the password pages without a session', async () => {
    openAt('/forgot-password', signedOut);

    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password' })).toBeTruthy();
    expect(here()).toBe('/forgot-password');
  });

  it('tells a signed-in user who is not an admin that the console is for admins', async () => {
    openAt('/companies', { '/api/v1/data': { status: 200, body: userDocument(false) } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('shows an admin the screen with its title, the navigation and who is signed in', async () => {
    openAt('/lists', {
      '/api/v1/data': { status: 200, body: userDocument(true) },
      '/api/v3/lists': { status: 200, body: listOf([]) },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lists' })).toBeTruthy();
    expect(await screen.findByText('No list matches these filters.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lists' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('ada@tracker.example')).toBeTruthy();
    expect(document.title).toBe('Lists · Tracker');
  });

  it('goes to another area with g and its letter', async () => {
    openAt('/companies', { '/api/v1/data': { status: 200, body: userDocument(true) } });
    await screen.findByRole('heading', { level: 1, name: 'Companies' });

    fireEvent.keyDown(document.body, { key: 'g' });
    fireEvent.keyDown(document.body, { key: 'h' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Holidays' })).toBeTruthy();
    expect(here()).toBe('/holidays');
  });

  it('lists the shortcuts on ?', async () => {
    openAt('/companies', { '/api/v1/data': { status: 200, body: userDocument(true) } });
    await screen.findByRole('heading', { level: 1, name: 'Companies' });

    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });

    const overlay = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(overlay.textContent).toContain('Go to');
    expect(overlay.textContent).toContain('Command palette');
  });

  it('opens the palette with Ctrl+K', async () => {
    openAt('/companies', { '/api/v1/data': { status: 200, body: userDocument(true) } });
    await screen.findByRole('heading', { level: 1, name: 'Companies' });

    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });

    expect(await screen.findByPlaceholderText('Type a command or search…')).toBeTruthy();
  });

  it('opens the registrations queue at the root address', async () => {
    openAt('/', { '/api/v1/data': { status: 200, body: userDocument(true) } });

    await vi.waitFor(() => expect(here()).toBe('/registrations'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Page not found' })).toBeNull();
  });

  describe('running from the palette a command that opens an overlay', () => {
    const run = async (title: string) => {
      openAt('/companies', { '/api/v1/data': { status: 200, body: userDocument(true) }, '/api/v2/search': searchAnswer([]) });
      await screen.findByRole('heading', { level: 1, name: 'Companies' });
      fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
      const input = await screen.findByPlaceholderText('Type a command or search…');
      fireEvent.change(input, { target: { value: title } });
      await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toMatch(new RegExp(`^${title}`)));
      fireEvent.keyDown(input, { key: 'Enter' });
    };

    it('shows the shortcuts', async () => {
      await run('Show keyboard shortcuts');

      expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
    });

    it('opens the palette again, empty', async () => {
      await run('Command palette');

      await waitFor(() => expect(screen.getByPlaceholderText('Type a command or search…')).toHaveProperty('value', ''));
      expect(screen.getByRole('dialog', { name: 'Command palette' })).toHaveProperty('open', true);
    });
  });

  it('says an unknown path is not found, keeping it in the address bar, inside the shell', async () => {
    openAt('/no-such-screen', { '/api/v1/data': { status: 200, body: userDocument(true) } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(here()).toBe('/no-such-screen');
    expect(screen.getByRole('main').textContent).toContain('/no-such-screen');
    expect(document.title).toBe('Page not found · Tracker');

    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(await screen.findByPlaceholderText('Type a command or search…')).toBeTruthy();
  });
});
