import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMPANY_SORT_FIELDS } from '@tracker/core/companies';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeFetch } from '../test/fake-api';
import { companyResource, groupResource, listOf } from '../test/fixtures';
import { renderAt, renderInBrowserAt } from '../test/render';
import { rememberedRows } from '../ui/data-table/remembered-rows';
import { ShortcutOverlay } from '../ui/shortcut-overlay';
import { CompaniesPage } from './companies-page';

const COMPANIES = [
  companyResource('1', { name: 'Acme', domain_name: 'acme.example' }),
  companyResource('2', { name: 'Bolt', domain_name: 'bolt.example' }),
];

let api: FakeFetch;
beforeEach(() => {
  api = fakeApi({
    'GET /api/v3/admin/companies': { status: 200, body: listOf(COMPANIES, { total: 60, pages: 3 }) },
    'GET /api/v3/groups': { status: 200, body: listOf([groupResource('4', { name: 'Retail' })]) },
  });
  vi.stubGlobal('fetch', api);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
  // Each test starts with no row active, as after a reload.
  rememberedRows.clear();
  window.history.replaceState(null, '', '/');
});

/** The query of the latest companies list call. */
const lastListQuery = () => {
  const calls = api.requests.filter((r) => r.path === '/api/v3/admin/companies');
  return Object.fromEntries([...(calls.at(-1)?.query ?? [])].filter(([key]) => key !== 'admin'));
};

describe('the companies list', () => {
  it('reads every filter from the address and asks the API for it', async () => {
    renderAt(
      '/companies?q=acme&health=dormant&journey_types=cart_abandoner&tags=retail&group_id=4&good_fit=true&company_type=retailer&current=true&page=2',
      <CompaniesPage />,
    );

    expect(await screen.findByRole('link', { name: 'Acme' })).toBeTruthy();
    expect(lastListQuery()).toEqual({
      q: 'acme',
      health: 'dormant',
      journey_types: 'cart_abandoner',
      tags: 'retail',
      group_id: '4',
      good_fit: 'true',
      company_type: 'retailer',
      current: 'true',
      sort: 'name:asc',
      page: '2',
    });
    expect((screen.getByLabelText('Search companies') as HTMLInputElement).value).toBe('acme');
    expect((screen.getByLabelText('Health') as HTMLSelectElement).value).toBe('dormant');
    expect((screen.getByLabelText('Cart abandoner') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Currently tracked') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect((screen.getByLabelText('Group') as HTMLSelectElement).value).toBe('4'));
    // The filters beyond the search wait behind one button that counts them.
    expect(screen.queryByRole('button', { name: 'Remove retail' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters (7)' }));
    expect(screen.getByRole('button', { name: 'Remove retail' })).toBeTruthy();
  });

  it('writes a filter change to the address and goes back to page 1', async () => {
    const { currentPath } = renderAt('/companies?q=acme&page=3', <CompaniesPage />);
    await screen.findByRole('link', { name: 'Acme' });

    fireEvent.change(screen.getByLabelText('Health'), { target: { value: 'expired' } });
    expect(currentPath()).toBe('/companies?q=acme&health=expired');

    fireEvent.click(screen.getByLabelText('Free account signup'));
    expect(currentPath()).toBe('/companies?q=acme&health=expired&journey_types=email_subscriber');

    await waitFor(() => expect(lastListQuery()).toMatchObject({ health: 'expired', journey_types: 'email_subscriber' }));
    expect(lastListQuery().page).toBe('1');
  });

  it('reads the page by the cursor in its address, and by number once the list refuses that cursor', async () => {
    const refusal = {
      status: '400',
      code: 'invalid_cursor',
      title: 'Cursor not valid here',
      detail: 'This cursor belongs to another search: start again from page 1.',
    };
    api = fakeApi({
      'GET /api/v3/admin/companies': (request) =>
        request.query.get('cursor') === 'stale'
          ? { status: 400, body: { errors: [refusal] } }
          : { status: 200, body: listOf(COMPANIES, { total: 60, pages: 3 }) },
      'GET /api/v3/groups': { status: 200, body: listOf([]) },
    });
    vi.stubGlobal('fetch', api);
    const { currentPath } = renderAt('/companies?page=2&cursor=stale', <CompaniesPage />);

    await waitFor(() => expect(currentPath()).toBe('/companies?page=2'));
    expect(
      api.requests.filter((r) => r.path === '/api/v3/admin/companies').map((r) => [r.query.get('page'), r.query.get('cursor')]),
    ).toEqual([
      ['2', 'stale'],
      ['2', null],
    ]);
    expect(await screen.findByText('Acme')).toBeTruthy();
  });

  it('searches once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { currentPath } = renderAt('/companies?page=2', <CompaniesPage />);
      const search = await screen.findByLabelText('Search companies');

      fireEvent.change(search, { target: { value: 'bo' } });
      fireEvent.change(search, { target: { value: 'bolt' } });
      expect(currentPath()).toBe('/companies?page=2');
      await act(() => vi.advanceTimersByTimeAsync(350));

      expect(currentPath()).toBe('/companies?q=bolt');
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes the sort of a clicked header', async () => {
    const { currentPath } = renderAt('/companies', <CompaniesPage />);
    await screen.findByRole('link', { name: 'Acme' });

    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(currentPath()).toBe('/companies?sort=name:desc');

    fireEvent.click(screen.getByRole('button', { name: /^Tracked/ }));
    expect(currentPath()).toBe('/companies?sort=tracked_count:desc');
  });

  it('lists a sort command with its key for every field the API sorts by in the ? overlay', async () => {
    renderAt(
      '/companies',
      <>
        <CompaniesPage />
        <ShortcutOverlay onClose={() => {}} />
      </>,
    );
    await screen.findByRole('link', { name: 'Acme' });

    const overlay = screen.getByRole('region', { name: 'Shortcuts by group' });
    const sorts = [...overlay.querySelectorAll('dt')]
      .filter((title) => title.textContent?.startsWith('Sort by'))
      .map((title) => `${title.textContent} ${title.nextElementSibling?.textContent}`);
    expect(sorts).toEqual([
      'Sort by Name s1',
      'Sort by Domain s2',
      'Sort by Tracked s3',
      'Sort by Date created s4',
      'Sort by Date updated s5',
      'Sort by Approximate emails s6',
      'Sort by First email sent s7',
    ]);
  });

  it('sorts by each of the API’s sort fields from the keyboard, saying so when no column shows it', async () => {
    const { currentPath } = renderAt('/companies', <CompaniesPage />);
    await screen.findByRole('link', { name: 'Acme' });
    const sortBy = (number: number) => {
      fireEvent.keyDown(document.body, { key: 's' });
      fireEvent.keyDown(document.body, { key: String(number) });
      return new URLSearchParams(currentPath()?.split('?')[1]).get('sort');
    };

    const sorted = [1, 2, 3, 4, 5, 6, 7].map(sortBy);

    expect(sorted.map((sort) => sort?.split(':')[0]).toSorted()).toEqual(COMPANY_SORT_FIELDS.toSorted());
    expect(sorted.at(-1)).toBe('first_email_sent_at:desc');
    await waitFor(() => expect(lastListQuery().sort).toBe('first_email_sent_at:desc'));
    expect(screen.getByText('Sorted by first email sent, descending')).toBeTruthy();
    expect(sortBy(7)).toBe('first_email_sent_at:asc');
    expect(await screen.findByText('Sorted by first email sent, ascending')).toBeTruthy();
    sortBy(1);
    await waitFor(() => expect(screen.queryByText(/^Sorted by/)).toBeNull());
  });

  it('has no previous link on page 1, and one after', async () => {
    const view = renderAt('/companies', <CompaniesPage />);
    await screen.findByText('60 companies');

    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).queryByRole('link', { name: 'Previous' })).toBeNull();
    fireEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(view.currentPath()).toBe('/companies?page=2');
  });

  it('keeps filters in the history: Back undoes a change, Forward redoes it', async () => {
    renderInBrowserAt('/companies?health=new', <CompaniesPage />);
    await screen.findByRole('link', { name: 'Acme' });

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'brand' } });
    expect(window.location.search).toBe('?health=new&company_type=brand');

    act(() => window.history.back());
    await waitFor(() => expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe(''));
    expect((screen.getByLabelText('Health') as HTMLSelectElement).value).toBe('new');

    act(() => window.history.forward());
    await waitFor(() => expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('brand'));
  });

  it('opens the active row with j and Enter, and the create screen with c', async () => {
    const { currentPath } = renderAt('/companies', <CompaniesPage />);
    await screen.findByRole('link', { name: 'Acme' });

    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(currentPath()).toBe('/companies/2');
  });

  it('opens the active company’s website in a new tab with o, and copies its domain with y', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/companies', <CompaniesPage />);
    await screen.findByRole('link', { name: 'Acme' });

    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'o' });
    fireEvent.keyDown(document.body, { key: 'y' });

    expect(open).toHaveBeenCalledWith('https://acme.example', '_blank', 'noopener,noreferrer');
    expect(writeText).toHaveBeenCalledWith('acme.example');
  });

  it('goes to the create screen on c', async () => {
    const { currentPath } = renderAt('/companies', <CompaniesPage />);
    await screen.findByRole('link', { name: 'Acme' });

    fireEvent.keyDown(document.body, { key: 'c' });

    expect(currentPath()).toBe('/companies/create');
  });
});
