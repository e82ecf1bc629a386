import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app/app';
import { fakeApi, userDocument, type FakeFetch } from '../test/fake-api';

const token = (id: number, name: string, lastUsedAt: string | null) => ({
  id: String(id),
  type: 'api_tokens',
  attributes: { name, createdAt: '2026-05-01T09:00:00.000Z', lastUsedAt, expiresAt: '2026-07-30T09:00:00.000Z', current: false },
});

/** A signed-in admin with two tokens, one of which the test revokes. */
function tokensApi(): FakeFetch {
  let tokens = [token(7, 'trackctl on ada-laptop', '2026-05-11T18:00:00.000Z'), token(3, 'nightly archive-old', null)];
  return fakeApi({
    '/api/v1/data': { status: 200, body: userDocument(true) },
    'GET /api/v1/tokens': () => ({ status: 200, body: { data: tokens, meta: { page: 1, size: 2, total: tokens.length, pages: 1 } } }),
    'DELETE /api/v1/tokens/3': () => {
      tokens = tokens.filter((t) => t.id !== '3');
      return { status: 204 };
    },
  });
}

function openConsole(api: FakeFetch) {
  window.history.replaceState(null, '', '/holidays');
  vi.stubGlobal('fetch', api);
  return render(<App />);
}

describe("the signed-in user's API tokens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('opens from the user menu and lists each token with when it was made, last used and expires', async () => {
    openConsole(tokensApi());
    const menuButton = await screen.findByRole('button', { name: 'ada@tracker.example' });

    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(menuButton.getAttribute('aria-controls') ?? '')).not.toBeNull();
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'API tokens' }));

    const dialog = await screen.findByRole('dialog', { name: 'API tokens' });
    const laptop = (await within(dialog).findByRole('rowheader', { name: 'trackctl on ada-laptop' })).closest('tr')!;
    expect(
      within(laptop)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-05-01', '2026-05-11', '2026-07-30', 'Revoke']);
    const cron = within(dialog).getByRole('rowheader', { name: 'nightly archive-old' }).closest('tr')!;
    expect(within(cron).getAllByRole('cell')[1]?.textContent).toBe('never');
  });

  it('revokes a token only once confirmed, then shows the list without it', async () => {
    const api = tokensApi();
    openConsole(api);
    fireEvent.click(await screen.findByRole('button', { name: 'ada@tracker.example' }));
    fireEvent.click(screen.getByRole('button', { name: 'API tokens' }));
    const dialog = await screen.findByRole('dialog', { name: 'API tokens' });

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Revoke nightly archive-old' }));
    const confirm = within(dialog).getByRole('group', { name: 'Revoke nightly archive-old?' });
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Revoke' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    await vi.waitFor(() => expect(within(dialog).queryByRole('rowheader', { name: 'nightly archive-old' })).toBeNull());
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/v1/tokens/3']);
    expect(within(dialog).getByRole('rowheader', { name: 'trackctl on ada-laptop' })).toBeTruthy();
  });

  it('keeps the token when the confirmation is declined', async () => {
    const api = tokensApi();
    openConsole(api);
    fireEvent.click(await screen.findByRole('button', { name: 'ada@tracker.example' }));
    fireEvent.click(screen.getByRole('button', { name: 'API tokens' }));
    const dialog = await screen.findByRole('dialog', { name: 'API tokens' });

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Revoke nightly archive-old' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));

    expect(within(dialog).getByRole('button', { name: 'Revoke nightly archive-old' })).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });
});
