import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDocument, type FakeFetch, stubApi } from '../test/fake-api';
import { companyResource, groupResource, listOf } from '../test/fixtures';
import { renderAt } from '../test/render';
import { ShortcutOverlay } from '../ui/shortcut-overlay';
import { GroupPage } from './group-page';
import { GroupsPage } from './groups-page';

const RETAIL = groupResource('4', { name: 'Retail', users: [{ id: '2', email: 'bo@client.example' }] });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

const queryOf = (api: FakeFetch, path: string) =>
  Object.fromEntries([...(api.requests.filter((r) => r.path === path).at(-1)?.query ?? [])].filter(([key]) => key !== 'admin'));

describe('the groups list', () => {
  it('shows global groups by name, 100 at a time, unless asked for all', async () => {
    const api = stubApi({ 'GET /api/v3/groups': { status: 200, body: listOf([RETAIL]) } });
    const { currentPath } = renderAt('/groups', <GroupsPage />);

    expect(await screen.findByRole('link', { name: 'Retail' })).toBeTruthy();
    expect(queryOf(api, '/api/v3/groups')).toEqual({ sort: 'name:asc', global: 'true', page: '1', size: '100' });

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'all' } });

    expect(currentPath()).toBe('/groups?global=all');
    await waitFor(() => expect(queryOf(api, '/api/v3/groups')).toEqual({ sort: 'name:asc', page: '1', size: '100' }));
  });

  it('lists its filters with their keys in the ? overlay, keeping the search on the line and the rest behind a button', async () => {
    stubApi({ 'GET /api/v3/groups': { status: 200, body: listOf([RETAIL]) } });
    renderAt(
      '/groups',
      <>
        <GroupsPage />
        <ShortcutOverlay onClose={() => {}} />
      </>,
    );
    await screen.findByRole('link', { name: 'Retail' });

    const overlay = screen.getByRole('region', { name: 'Shortcuts by group' });
    const filters = [...overlay.querySelectorAll('dt')]
      .filter((title) => /filters?\b/i.test(title.textContent ?? ''))
      .map((title) => `${title.textContent} ${title.nextElementSibling?.textContent}`);
    expect(filters).toEqual(['Show filters Shift f', 'Filter by show f1']);
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the filters at Show with f 1, and resets them with f 0', async () => {
    const api = stubApi({ 'GET /api/v3/groups': { status: 200, body: listOf([RETAIL]) } });
    const { currentPath } = renderAt('/groups?global=false&q=ret', <GroupsPage />);
    await screen.findByRole('link', { name: 'Retail' });
    expect(screen.getByRole('button', { name: 'Filters (1)' }).getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(document.body, { key: 'f' });
    fireEvent.keyDown(document.body, { key: '1' });

    expect(document.activeElement).toBe(screen.getByLabelText('Show'));
    expect(screen.getByRole('button', { name: 'Filters (1)' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(document.body, { key: 'f' });
    fireEvent.keyDown(document.body, { key: '0' });

    expect(currentPath()).toBe('/groups');
    await waitFor(() => expect(queryOf(api, '/api/v3/groups')).toEqual({ sort: 'name:asc', global: 'true', page: '1', size: '100' }));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });
});

describe('a group’s screen', () => {
  const answers = {
    'GET /api/v3/groups/4': { status: 200, body: { data: RETAIL } },
    'GET /api/v3/groups/4/companies': { status: 200, body: listOf([companyResource('7', { name: 'Acme' })]) },
  };

  it('shows the server’s complaint about a user email at the field', async () => {
    const detail = 'Enter a valid email address';
    const api = stubApi({
      ...answers,
      'PATCH /api/v3/groups/4': { status: 422, body: errorDocument(422, 'invalid_input', 'Invalid input', detail, '/user_email') },
    });
    renderAt('/groups/4', <GroupPage params={{ group_id: '4' }} />);
    const emails = await screen.findByLabelText('User emails');

    fireEvent.change(emails, { target: { value: 'Ann@Client.example, not-an-email,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save users' }));

    expect(await screen.findByText(detail)).toBeTruthy();
    expect(screen.getByLabelText('User emails').getAttribute('aria-invalid')).toBe('true');
    const patch = api.requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({ user_email: ['bo@client.example', 'ann@client.example', 'not-an-email'] });
  });

  it('names the address the server points at in the list', async () => {
    stubApi({
      ...answers,
      'PATCH /api/v3/groups/4': {
        status: 422,
        body: errorDocument(422, 'invalid_input', 'Invalid input', 'Enter a valid email address', '/user_email/1'),
      },
    });
    renderAt('/groups/4', <GroupPage params={{ group_id: '4' }} />);

    fireEvent.change(await screen.findByLabelText('User emails'), { target: { value: 'nope,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save users' }));

    expect(await screen.findByText('nope: Enter a valid email address')).toBeTruthy();
  });

  it('lists its companies, each removable, and adds one found by the companies search', async () => {
    const api = stubApi({
      ...answers,
      'GET /api/v3/admin/companies': { status: 200, body: listOf([companyResource('9', { name: 'Bolt', domain_name: 'bolt.example' })]) },
      'POST /api/v3/groups/4/companies': { status: 200, body: { data: RETAIL } },
      'DELETE /api/v3/groups/4/companies': { status: 200, body: { data: RETAIL } },
    });
    renderAt('/groups/4', <GroupPage params={{ group_id: '4' }} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Acme' }));
    fireEvent.change(screen.getByLabelText('Search companies to add'), { target: { value: 'bolt' } });
    fireEvent.click(await screen.findByText('Bolt'));

    await waitFor(() => expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    const post = api.requests.find((r) => r.method === 'POST');
    const removal = api.requests.find((r) => r.method === 'DELETE');
    expect(post?.body).toEqual({ company_id: '9' });
    expect(removal?.query.get('company_id')).toBe('7');
  });

  it('opens the active company’s website in a new tab with o, and copies its domain with y', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubApi({
      ...answers,
      'GET /api/v3/groups/4/companies': {
        status: 200,
        body: listOf([
          companyResource('7', { name: 'Acme', domain_name: 'acme.example' }),
          companyResource('8', { name: 'Bolt', domain_name: 'bolt.example' }),
        ]),
      },
    });
    renderAt('/groups/4', <GroupPage params={{ group_id: '4' }} />);
    await screen.findByRole('link', { name: 'Bolt' });

    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'o' });
    fireEvent.keyDown(document.body, { key: 'y' });

    expect(open).toHaveBeenCalledWith('https://bolt.example', '_blank', 'noopener,noreferrer');
    expect(writeText).toHaveBeenCalledWith('bolt.example');
  });

  it('offers to undo a removal, and adds the company back when asked', async () => {
    const api = stubApi({
      ...answers,
      'DELETE /api/v3/groups/4/companies': { status: 200, body: { data: RETAIL } },
      'POST /api/v3/groups/4/companies': { status: 200, body: { data: RETAIL } },
    });
    renderAt('/groups/4', <GroupPage params={{ group_id: '4' }} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Acme' }));
    expect((await screen.findByRole('status', { name: '' })).textContent).toBe('Removed Acme from this group. Undo');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ company_id: '7' }));
    expect(screen.queryByText(/^Removed Acme/)).toBeNull();
  });

  it('says why a removal could not be undone', async () => {
    stubApi({
      ...answers,
      'DELETE /api/v3/groups/4/companies': { status: 200, body: { data: RETAIL } },
      'POST /api/v3/groups/4/companies': { status: 409, body: errorDocument(409, 'conflict', 'Conflict', 'Acme is being merged') },
    });
    renderAt('/groups/4', <GroupPage params={{ group_id: '4' }} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Acme' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Not put back: Acme is being merged');
  });

  describe('adding companies pasted in bulk', () => {
    const companies = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta'].map((name, i) =>
      companyResource(String(11 + i), { name: name[0]!.toUpperCase() + name.slice(1), domain_name: `${name}.example` }),
    );
    const lookups = {
      'GET /api/v3/admin/companies/lookup': (request: { query: URLSearchParams }) => ({
        status: 200,
        body: { data: companies.find((c) => c.attributes.domain_name === request.query.get('q')) ?? null, meta: { source: 'database' } },
      }),
    };

    async function pasteAndAdd(domains: string[]) {
      fireEvent.click(await screen.findByLabelText('Bulk'));
      fireEvent.change(screen.getByLabelText('Domains or names'), { target: { value: domains.join('\n') } });
      fireEvent.click(screen.getByRole('button', { name: 'Find companies' }));
      fireEvent.click(await screen.findByRole('button', { name: `Add to group (${domains.length})` }));
    }

    it('shows the company the server refused, with its reason, and retries it on request', async () => {
      let refusals = 1;
      const api = stubApi({
        ...answers,
        ...lookups,
        'POST /api/v3/groups/4/companies': (request) =>
          (request.body as { company_id: string }).company_id === '12' && refusals-- > 0
            ? { status: 409, body: errorDocument(409, 'conflict', 'Conflict', 'Beta is being merged') }
            : { status: 200, body: { data: RETAIL } },
      });
      renderAt('/groups/4', <GroupPage params={{ group_id: '4' }} />);

      await pasteAndAdd(['alpha.example', 'beta.example', 'gamma.example']);

      expect(await screen.findByText('2 companies added, 1 failed')).toBeTruthy();
      expect(screen.getByText('Beta: failed (Beta is being merged)')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Retry 1 company' }));

      expect(await screen.findByText('3 companies added')).toBeTruthy();
      const posts = api.requests.filter((r) => r.method === 'POST').map((r) => (r.body as { company_id: string }).company_id);
      expect(posts.sort()).toEqual(['11', '12', '12', '13']);
    });

    it('sends four at a time, and once stopped starts no more, saying how many were left', async () => {
      const waiting: (() => void)[] = [];
      const api = stubApi({
        ...answers,
        ...lookups,
        'POST /api/v3/groups/4/companies': () =>
          new Promise((resolve) => waiting.push(() => resolve({ status: 200, body: { data: RETAIL } }))),
      });
      renderAt('/groups/4', <GroupPage params={{ group_id: '4' }} />);

      await pasteAndAdd(companies.map((c) => c.attributes.domain_name ?? ''));
      await waitFor(() => expect(waiting).toHaveLength(4));
      expect(screen.getByText('Adding 6 companies: 0 done…')).toBeTruthy();
      // Row changes are drawn a moment later, a batch at a time.
      expect(await screen.findByText('Alpha: adding…')).toBeTruthy();
      expect(screen.getByText('Epsilon: not added yet')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Stop adding' }));
      for (const release of waiting.splice(0)) release();

      expect(await screen.findByText('4 companies added, 2 stopped')).toBeTruthy();
      expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(4);
      expect(screen.getByRole('button', { name: 'Retry 2 companies' })).toBeTruthy();
    });
  });
});
