import { testClock } from '@tracker/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDocument, fakeApi, type FakeFetch } from '../test/fake-api';
import { companyResource, emailResource, listOf } from '../test/fixtures';
import { renderAt } from '../test/render';
import { CompanyPage } from './company-page';

const ACME = companyResource('7', { name: 'Acme' });
// The rendered screen's clock is TEST_NOW (renderAt's default).
const hoursAgo = (hours: number) => new Date(testClock.now().getTime() - hours * 3_600_000).toISOString();

const WELCOME = emailResource('1', {
  guid: 'a1b2c3',
  subject: 'Welcome to Acme',
  from_name: 'Acme',
  from_address: 'hello@acme.example',
  sent_at: hoursAgo(3),
  company_id: 7,
  classifications: [
    { type: 'welcome', score: 1, source: 'manual', labeled: true },
    { type: 'double_optin', score: 1, source: 'automatic', labeled: false },
    { type: 'winback', score: 0, source: 'manual', labeled: true },
  ],
});
const SALE = emailResource('2', {
  guid: 'd4e5f6',
  subject: 'Spring sale',
  from_name: null,
  from_address: 'deals@acme.example',
  sent_at: '2026-01-15T08:30:00.000Z',
  company_id: 7,
  private: true,
  visible: false,
  processed: false,
});

afterEach(() => vi.unstubAllGlobals());

function openEmails(path = '/companies/7/emails', answer?: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({
    'GET /api/v3/admin/companies/7': { status: 200, body: { data: ACME } },
    'GET /api/v2/emails/search':
      answer ??
      ((request) => ({
        status: 200,
        body: listOf([WELCOME, SALE], { page: Number(request.query.get('page')), total: 60, pages: 3 }),
      })),
  });
  vi.stubGlobal('fetch', api);
  const view = renderAt(path, <CompanyPage params={{ company_id: '7', relationship: 'emails' }} />);
  return { api, ...view };
}

const grid = () => screen.getByRole('grid', { name: 'Emails of this company' });
const findGrid = () => screen.findByRole('grid', { name: 'Emails of this company' });
const rows = () => within(grid()).getAllByRole('row').slice(1);
const cellsOf = (row: Element | undefined) => within(row as HTMLElement).getAllByRole('cell');
const searchQuery = (api: FakeFetch) =>
  Object.fromEntries(
    [...(api.requests.filter((r) => r.path === '/api/v2/emails/search').at(-1)?.query ?? [])].filter(([key]) => key !== 'admin'),
  );

describe('a company’s emails tab', () => {
  it('lists the company’s emails with sender, date, classifications and flags', async () => {
    const { api } = openEmails();

    expect(await screen.findByRole('link', { name: 'Welcome to Acme' })).toBeTruthy();
    expect(searchQuery(api)).toEqual({ companyId: '7', page: '1' });
    const [welcome, sale] = rows();
    const first = cellsOf(welcome);
    expect(first[1]?.textContent).toBe('Acmehello@acme.example');
    expect(first[2]?.textContent).toBe('3 hours ago');
    const chips = within(first[3] as HTMLElement).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Welcome', 'Double opt-in']);
    expect(first[4]?.textContent).toBe('—');
    const second = cellsOf(sale);
    expect(second[1]?.textContent).toBe('deals@acme.example');
    expect(second[2]?.textContent).toMatch(/^2026-01-15 \d\d:30$/);
    expect(second[3]?.textContent).toBe('—');
    expect(second[4]?.textContent).toBe('PrivateHiddenUnprocessed');
    expect(screen.getByRole('link', { name: 'Welcome to Acme' }).getAttribute('href')).toBe('/emails/a1b2c3');
  });

  it('writes the search to the address as q, back on page 1, and asks for it', async () => {
    const { api, currentPath } = openEmails('/companies/7/emails?page=2');
    await screen.findByRole('link', { name: 'Welcome to Acme' });
    expect(searchQuery(api)).toEqual({ companyId: '7', page: '2' });

    const search = screen.getByLabelText('Search emails');
    fireEvent.change(search, { target: { value: 'sale ' } });
    fireEvent.keyDown(search, { key: 'Enter' });

    expect(currentPath()).toBe('/companies/7/emails?q=sale+');
    await waitFor(() => expect(searchQuery(api)).toEqual({ companyId: '7', search: 'sale', page: '1' }));
  });

  it('reads the search and page from the address, with a previous link only after page 1', async () => {
    const { api, currentPath } = openEmails('/companies/7/emails?q=welcome&page=2');
    await screen.findByRole('link', { name: 'Welcome to Acme' });

    expect(searchQuery(api)).toEqual({ companyId: '7', search: 'welcome', page: '2' });
    expect((screen.getByLabelText('Search emails') as HTMLInputElement).value).toBe('welcome');
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    fireEvent.click(within(pages).getByRole('link', { name: 'Previous' }));

    expect(currentPath()).toBe('/companies/7/emails?q=welcome');
    await waitFor(() => expect(searchQuery(api)).toEqual({ companyId: '7', search: 'welcome', page: '1' }));
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).queryByRole('link', { name: 'Previous' })).toBeNull();
  });

  it('opens the active email with j and Enter', async () => {
    const { currentPath } = openEmails();
    await screen.findByRole('link', { name: 'Welcome to Acme' });

    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'Enter' });

    expect(currentPath()).toBe('/emails/d4e5f6');
  });

  it('focuses the search with /', async () => {
    openEmails();
    await screen.findByRole('link', { name: 'Welcome to Acme' });

    fireEvent.keyDown(document.body, { key: '/' });

    expect(document.activeElement).toBe(screen.getByLabelText('Search emails'));
  });

  it('says when no email matches the search', async () => {
    openEmails('/companies/7/emails?q=refund', { status: 200, body: listOf([]) });

    expect(await within(await findGrid()).findByText('No email matches “refund”.')).toBeTruthy();
  });

  it('says what failed when the search fails', async () => {
    const detail = 'Use a search of at most 200 characters';
    openEmails('/companies/7/emails', { status: 422, body: errorDocument(422, 'invalid_input', 'Invalid input', detail) });

    expect((await within(await findGrid()).findByRole('alert')).textContent).toBe(detail);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
