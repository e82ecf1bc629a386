import { fixedClock } from '@tracker/core/dates';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeFetch } from '../test/fake-api';
import { companyResource, emailResource, listOf } from '../test/fixtures';
import { renderAt } from '../test/render';
import { EmailsPage } from './emails-page';

// Monday 9 March 2026, 1 a.m. in New York and 05:00 in UTC; New York went to summer time on the 8th.
const NOW = fixedClock('2026-03-09T05:00:00Z');
const NEW_YORK = 'America/New_York';

afterEach(() => vi.unstubAllGlobals());

const ACME = companyResource('7', { name: 'Acme', domain_name: 'acme.example' });
const BOLT = companyResource('9', { name: 'Bolt', domain_name: 'bolt.example' });

function openEmails(path: string, zone = NEW_YORK) {
  const api = fakeApi({
    'GET /api/v2/emails/search': { status: 200, body: listOf([emailResource('1', { subject: 'Spring sale' })]) },
    'GET /api/v3/admin/companies': (request) => ({
      status: 200,
      body: listOf([ACME, BOLT].filter((c) => c.attributes.name.toLowerCase().startsWith(request.query.get('q') ?? ''))),
    }),
    'GET /api/v3/admin/companies/7': { status: 200, body: { data: ACME } },
    'GET /api/v3/admin/companies/9': { status: 200, body: { data: BOLT } },
  });
  vi.stubGlobal('fetch', api);
  return { api, ...renderAt(path, <EmailsPage />, { clock: NOW, zone }) };
}

const lastDates = (api: FakeFetch) => {
  const query = api.requests.filter((r) => r.path === '/api/v2/emails/search').at(-1)?.query;
  return { startDate: query?.get('startDate'), endDate: query?.get('endDate') };
};

const lastSearch = (api: FakeFetch) => api.requests.filter((r) => r.path === '/api/v2/emails/search').at(-1)?.query;

async function pickCompany(text: string, name: string) {
  fireEvent.change(screen.getByLabelText('Search companies to add'), { target: { value: text } });
  fireEvent.click(await screen.findByText(name));
}

describe('the email search screen', () => {
  it('asks for the days of a preset in the user’s zone, as instants with its offset, while the URL names the preset', async () => {
    const { api, currentPath } = openEmails('/emails?preset=n7d');

    await screen.findByText('Spring sale');

    expect(lastDates(api)).toEqual({ startDate: '2026-03-03T00:00:00.000-05:00', endDate: '2026-03-09T23:59:59.999-04:00' });
    expect(currentPath()).toBe('/emails?preset=n7d');
  });

  it('asks for other instants in another zone, where it is another day', async () => {
    const { api } = openEmails('/emails?preset=l7d', 'UTC');

    await screen.findByText('Spring sale');

    expect(lastDates(api)).toEqual({ startDate: '2026-03-02T00:00:00.000+00:00', endDate: '2026-03-08T23:59:59.999+00:00' });
  });

  it('keeps the preset chosen in the URL, not the instants it stands for', async () => {
    const { api, currentPath } = openEmails('/emails');
    await screen.findByText('Spring sale');
    expect(lastDates(api)).toEqual({ startDate: null, endDate: null });

    fireEvent.change(screen.getByLabelText('Sent'), { target: { value: 'pw' } });

    expect(currentPath()).toBe('/emails?preset=pw');
    await waitFor(() =>
      expect(lastDates(api)).toEqual({ startDate: '2026-03-02T00:00:00.000-05:00', endDate: '2026-03-08T23:59:59.999-04:00' }),
    );
  });

  it('keeps custom days in the URL and asks for them in the user’s zone', async () => {
    const { api, currentPath } = openEmails('/emails?preset=custom');
    await screen.findByText('Spring sale');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-07' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-08' } });

    expect(currentPath()).toBe('/emails?preset=custom&startDate=2026-03-07&endDate=2026-03-08');
    await waitFor(() =>
      expect(lastDates(api)).toEqual({ startDate: '2026-03-07T00:00:00.000-05:00', endDate: '2026-03-08T23:59:59.999-04:00' }),
    );
  });

  it('asks for every company and classification chosen in the filters and keeps them in the URL, from page 1', async () => {
    const { api, currentPath } = openEmails('/emails?page=3');
    await screen.findByText('Spring sale');

    fireEvent.click(screen.getByRole('button', { name: 'Filters', hidden: true }));
    fireEvent.click(screen.getByLabelText('Welcome'));
    fireEvent.click(screen.getByLabelText('Winback'));
    await pickCompany('a', 'Acme');
    await pickCompany('b', 'Bolt');

    expect(currentPath()).toBe('/emails?classifications=welcome&classifications=winback&companyId=7&companyId=9');
    await waitFor(() => expect(lastSearch(api)?.get('companyId')).toBe('7,9'));
    expect(lastSearch(api)?.get('classifications')).toBe('welcome,winback');
    expect(lastSearch(api)?.get('page')).toBe('1');
    expect(screen.getByRole('list', { name: 'Chosen companies', hidden: true }).textContent).toContain('Bolt');
  });

  it('shows the URL’s companies as named chips and the classifications as checked, and removing one narrows the URL and the search', async () => {
    const { api, currentPath } = openEmails('/emails?classifications=welcome&classifications=winback&companyId=7&companyId=9&page=2');
    await screen.findByText('Spring sale');
    expect(lastSearch(api)?.get('companyId')).toBe('7,9');
    expect(lastSearch(api)?.get('classifications')).toBe('welcome,winback');
    expect((screen.getByLabelText('Winback') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Acme', hidden: true }));
    fireEvent.click(screen.getByLabelText('Winback'));

    expect(currentPath()).toBe('/emails?companyId=9&classifications=welcome');
    await waitFor(() => expect(lastSearch(api)?.get('companyId')).toBe('9'));
    expect(lastSearch(api)?.get('classifications')).toBe('welcome');
    expect(screen.queryByRole('button', { name: 'Remove Acme', hidden: true })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Bolt', hidden: true })).toBeTruthy();
  });
});
