import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDocument, fakeApi, type FakeAnswer, type FakeFetch } from '../test/fake-api';
import { companyResource, groupResource, listOf } from '../test/fixtures';
import { renderAt } from '../test/render';
import { CommandTitles } from '../test/commands';
import { saveStatus } from '../ui/status/save-status';
import { ShortcutOverlay } from '../ui/shortcut-overlay';
import { StatusIndicator } from '../ui/status/status-indicator';
import { CompanyPage } from './company-page';

const ACME = companyResource('7', { name: 'Acme', domain_name: 'acme.example' });
const GET = { 'GET /api/v3/admin/companies/7': { status: 200, body: { data: ACME } } };

function openCompany(answers: Parameters<typeof fakeApi>[0], relationship?: string): FakeFetch {
  const api = fakeApi({ ...GET, ...answers });
  vi.stubGlobal('fetch', api);
  renderAt(
    relationship ? `/companies/7/${relationship}` : '/companies/7',
    <>
      <StatusIndicator />
      <CompanyPage params={{ company_id: '7', ...(relationship && { relationship }) }} />
      <CommandTitles />
    </>,
  );
  return api;
}

const puts = (api: FakeFetch) => api.requests.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body]);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
  act(() => saveStatus.clear());
});

describe('a company’s screen', () => {
  it('shows the company, and says when it has no description', async () => {
    openCompany({});

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeTruthy();
    expect(screen.getByText('No description available')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Acme');
    expect(screen.getByTestId('commands').textContent).toContain('Add to group…, Refetch logo');
  });

  it('opens the website it stores in a new tab with o, and copies its domain with y', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const withWebsite = companyResource('7', { ...ACME.attributes, websiteUrl: 'www.acme.example/shop' });
    openCompany({ 'GET /api/v3/admin/companies/7': { status: 200, body: { data: withWebsite } } });
    await screen.findByRole('heading', { level: 1, name: 'Acme' });

    fireEvent.keyDown(document.body, { key: 'o' });
    fireEvent.keyDown(document.body, { key: 'y' });

    expect(open).toHaveBeenCalledWith('http://www.acme.example/shop', '_blank', 'noopener,noreferrer');
    expect(writeText).toHaveBeenCalledWith('acme.example');
  });

  it('switches tabs with t and the tab’s number, each listed with its keys in the ? overlay', async () => {
    vi.stubGlobal('fetch', fakeApi(GET));
    const { currentPath } = renderAt(
      '/companies/7',
      <>
        <CompanyPage params={{ company_id: '7' }} />
        <ShortcutOverlay onClose={() => {}} />
      </>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Acme' });
    const overlay = screen.getByRole('region', { name: 'Shortcuts by group' });
    const tabs = [...overlay.querySelectorAll('dt')]
      .filter((title) => title.textContent?.startsWith('Show '))
      .map((title) => `${title.textContent} ${title.nextElementSibling?.textContent}`);
    const showTab = (number: number) => {
      fireEvent.keyDown(document.body, { key: 't' });
      fireEvent.keyDown(document.body, { key: String(number) });
      return currentPath();
    };

    expect(tabs).toEqual(['Show details t1', 'Show journeys t2', 'Show groups t3', 'Show emails t4']);
    expect([2, 3, 4, 1].map(showTab)).toEqual(['/companies/7/journeys', '/companies/7/groups', '/companies/7/emails', '/companies/7']);
  });

  it('saves an edited field through PUT when the field is left, with the status indicator', async () => {
    // The server keeps what was saved: the record read again after the save has it.
    let stored = ACME;
    const api = openCompany({
      'GET /api/v3/admin/companies/7': () => ({ status: 200, body: { data: stored } }),
      'PUT /api/v3/admin/companies/7': (request) => {
        stored = companyResource('7', { ...ACME.attributes, ...(request.body as object) });
        return { status: 200, body: { data: stored } };
      },
    });
    const notes = await screen.findByLabelText('Notes');

    fireEvent.change(notes, { target: { value: 'Call back in May ' } });
    fireEvent.blur(notes);

    await waitFor(() => expect(screen.getByRole('status', { name: '' }).textContent).toBe('Saved'));
    expect(puts(api)).toEqual([['/api/v3/admin/companies/7', { notes: 'Call back in May' }]]);
    await waitFor(() => expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Call back in May'));
  });

  it('keeps the text and shows the server’s reason when a save is refused', async () => {
    openCompany({
      'PUT /api/v3/admin/companies/7': {
        status: 422,
        body: errorDocument(422, 'invalid_input', 'Invalid', 'Give the company a name', '/name'),
      },
    });
    const name = await screen.findByLabelText('Name');

    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.keyDown(name, { key: 'Enter' });

    expect(await screen.findByText('Give the company a name')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('flips a toggle at once and flips it back when the save fails', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    openCompany({ 'PUT /api/v3/admin/companies/7': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    const goodFit = (await screen.findByLabelText('Good fit')) as HTMLInputElement;

    fireEvent.click(goodFit);
    await waitFor(() => expect((screen.getByLabelText('Good fit') as HTMLInputElement).checked).toBe(true));

    await act(async () => answer({ status: 500, body: errorDocument(500, 'internal', 'Server error') }));
    await waitFor(() => expect((screen.getByLabelText('Good fit') as HTMLInputElement).checked).toBe(false));
  });

  it('refetches the logo, and shows the server’s message when that fails', async () => {
    const api = openCompany({
      'PUT /api/v3/admin/companies/7/clearbit-logo-refetch': {
        status: 422,
        body: errorDocument(422, 'invalid_input', 'Invalid', 'acme.example has no logo we could read'),
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Refetch logo' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Logo not refetched: acme.example has no logo we could read');
    expect(puts(api)).toEqual([['/api/v3/admin/companies/7/clearbit-logo-refetch', { id: '7' }]]);
  });

  it('adds the company to a group chosen in the picker', async () => {
    const api = openCompany({
      'GET /api/v3/groups': { status: 200, body: listOf([groupResource('4', { name: 'Retail' })]) },
      'POST /api/v3/groups/4/companies': { status: 200, body: { data: groupResource('4', { name: 'Retail', companies_count: 1 }) } },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Add to group' }));
    const dialog = screen.getByRole('dialog', { name: 'Add to group' });
    fireEvent.click(await within(dialog).findByText('Retail'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = api.requests.find((r) => r.method === 'POST');
    expect([post?.path, post?.body]).toEqual(['/api/v3/groups/4/companies', { company_id: '7' }]);
  });

  it('adds the company to the group found by typing, with Enter', async () => {
    const groups = [groupResource('2', { name: 'Beauty' }), groupResource('4', { name: 'Retail' })];
    const api = openCompany({
      'GET /api/v3/groups': (request) => {
        const q = request.query.get('q')?.toLowerCase() ?? '';
        return { status: 200, body: listOf(groups.filter((g) => g.attributes.name.toLowerCase().includes(q))) };
      },
      'POST /api/v3/groups/4/companies': { status: 200, body: { data: groups[1] } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to group' }));
    const input = within(screen.getByRole('dialog', { name: 'Add to group' })).getByLabelText('Group');
    await screen.findByText('Beauty');

    fireEvent.change(input, { target: { value: 'ret' } });
    await waitFor(() => expect(screen.queryByText('Beauty')).toBeNull());
    fireEvent.keyDown(input, { key: 'Enter' });

    await waitFor(() => expect(api.requests.find((r) => r.method === 'POST')?.path).toBe('/api/v3/groups/4/companies'));
  });

  it('lists its groups on the groups tab, each removable', async () => {
    const api = openCompany(
      {
        'GET /api/v3/groups': { status: 200, body: listOf([groupResource('4', { name: 'Retail' })]) },
        'DELETE /api/v3/groups/4/companies': { status: 200, body: { data: groupResource('4', { name: 'Retail' }) } },
      },
      'groups',
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Remove from Retail' }));

    await waitFor(() => expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true));
    const list = api.requests.find((r) => r.path === '/api/v3/groups');
    expect(list?.query.get('company_id')).toBe('7');
    const removal = api.requests.find((r) => r.method === 'DELETE');
    expect([removal?.path, removal?.query.get('company_id')]).toEqual(['/api/v3/groups/4/companies', '7']);
    expect(screen.getByRole('link', { name: 'Groups' }).getAttribute('aria-current')).toBe('page');
  });

  it('removes the active group with Delete on the groups tab, and puts the company back with u', async () => {
    const retail = { status: 200, body: { data: groupResource('4', { name: 'Retail' }) } };
    const api = openCompany(
      {
        'GET /api/v3/groups': { status: 200, body: listOf([groupResource('4', { name: 'Retail' })]) },
        'DELETE /api/v3/groups/4/companies': retail,
        'POST /api/v3/groups/4/companies': retail,
      },
      'groups',
    );
    await screen.findByRole('link', { name: 'Retail' });

    fireEvent.keyDown(document.body, { key: 'j' });
    expect(screen.getByTestId('commands').textContent).toContain('Remove from Retail');
    fireEvent.keyDown(document.body, { key: 'Delete' });

    expect((await screen.findByText(/^Removed this company from Retail/)).textContent).toBe('Removed this company from Retail. Undo');
    const removal = api.requests.find((r) => r.method === 'DELETE');
    expect([removal?.path, removal?.query.get('company_id')]).toEqual(['/api/v3/groups/4/companies', '7']);
    expect(screen.getByTestId('commands').textContent).toContain('Undo: Removed this company from Retail');

    fireEvent.keyDown(document.body, { key: 'u' });

    await waitFor(() => expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ company_id: '7' }));
    expect(api.requests.find((r) => r.method === 'POST')?.path).toBe('/api/v3/groups/4/companies');
    expect(screen.queryByText(/^Removed this company/)).toBeNull();
  });
});
