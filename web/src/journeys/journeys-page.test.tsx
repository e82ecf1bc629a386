import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeFetch } from '../test/fake-api';
import { companyResource, journeyResource, listOf } from '../test/fixtures';
import { choosePaletteCommand, PaletteButton } from '../test/palette';
import { renderAt } from '../test/render';
import { ShortcutOverlay } from '../ui/shortcut-overlay';
import { JourneysPage } from './journeys-page';

afterEach(() => vi.unstubAllGlobals());

const ACME = companyResource('7', { name: 'Acme', domain_name: 'acme.example' });
const BOLT = companyResource('9', { name: 'Bolt', domain_name: 'bolt.example' });
const JOURNEY = journeyResource('31', { company_id: 7, type: 'purchaser' });

/** The journeys screen over a server that knows Acme and Bolt, its palette opened by a button; `beside` renders with it. */
function openJourneys(path: string, beside?: ReactNode) {
  const api = fakeApi({
    'GET /api/v3/journeys': { status: 200, body: listOf([JOURNEY]) },
    'GET /api/v3/admin/companies': (request) => ({
      status: 200,
      body: listOf([ACME, BOLT].filter((c) => c.attributes.name.toLowerCase().startsWith(request.query.get('q') ?? ''))),
    }),
    'GET /api/v3/admin/companies/7': { status: 200, body: { data: ACME } },
    'GET /api/v3/admin/companies/9': { status: 200, body: { data: BOLT } },
  });
  vi.stubGlobal('fetch', api);
  const view = renderAt(
    path,
    <>
      <JourneysPage />
      <PaletteButton />
      {beside}
    </>,
  );
  return { api, ...view };
}

/** The last journeys list the screen asked for, by parameter, without the admin flag every admin call carries. */
const lastList = (api: FakeFetch) =>
  Object.fromEntries(
    [...(api.requests.filter((r) => r.path === '/api/v3/journeys').at(-1)?.query ?? [])].filter(([key]) => key !== 'admin'),
  );

const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;

describe('the journeys search', () => {
  it('finds a company by name and lists its journeys from page 1, the URL keeping its id and the line its name', async () => {
    const { api, currentPath } = openJourneys('/journeys?page=3');
    await screen.findByRole('link', { name: 'Purchaser' });

    fireEvent.change(screen.getByLabelText('Search companies to add'), { target: { value: 'ac' } });
    fireEvent.click(await screen.findByText('Acme'));

    expect(currentPath()).toBe('/journeys?company_id=7');
    await waitFor(() => expect(lastList(api)).toEqual({ company_id: '7', sort: 'start_date:desc', page: '1' }));
    const chosen = screen.getByRole('list', { name: 'Journeys narrowed to' });
    await waitFor(() => expect(chosen.textContent).toContain('Acme'));
    expect(screen.getByRole('link', { name: 'Create journey' }).getAttribute('href')).toBe('/journeys/new?company_id=7');
  });

  it('names the company a link gives by id, and removing its chip lists every company’s journeys again', async () => {
    const { api, currentPath } = openJourneys('/journeys?company_id=9&type=purchaser');
    await waitFor(() => expect(lastList(api)).toMatchObject({ company_id: '9', type: 'purchaser' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Bolt' }));

    expect(currentPath()).toBe('/journeys?type=purchaser');
    await waitFor(() => expect(lastList(api)).toEqual({ type: 'purchaser', sort: 'start_date:desc', page: '1' }));
    expect(screen.queryByRole('list', { name: 'Journeys narrowed to' })).toBeNull();
  });

  it('says "Company 12" for a company whose name it cannot get', async () => {
    const { api } = openJourneys('/journeys?company_id=12');

    expect(screen.getByRole('button', { name: 'Remove Company 12' })).toBeTruthy();
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/v3/admin/companies/12')).toBe(true));
    await screen.findByRole('link', { name: 'Purchaser' });
    expect(screen.getByRole('list', { name: 'Journeys narrowed to' }).textContent).toBe('Company 12×');
  });

  it('shows the inbox a link narrows to as a chip, and removing it widens the list', async () => {
    const { api, currentPath } = openJourneys('/journeys?address_id=40');
    await screen.findByRole('link', { name: 'Purchaser' });
    expect(lastList(api)).toMatchObject({ address_id: '40' });
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Inbox 40' }));

    expect(currentPath()).toBe('/journeys');
    await waitFor(() => expect(lastList(api)).toEqual({ sort: 'start_date:desc', page: '1' }));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });
});

describe('the journeys filters', () => {
  it('lists each filter with its key in the ? overlay, keeping the company on the line and the rest behind a button', async () => {
    openJourneys('/journeys', <ShortcutOverlay onClose={() => {}} />);
    await screen.findByRole('link', { name: 'Purchaser' });

    const overlay = screen.getByRole('region', { name: 'Shortcuts by group' });
    const filters = [...overlay.querySelectorAll('dt')]
      .filter((title) => /filters?\b|search journeys/i.test(title.textContent ?? ''))
      .map((title) => `${title.textContent} ${title.nextElementSibling?.textContent}`);
    expect(filters).toEqual([
      'Show filters Shift f',
      'Filter by type f1',
      'Filter by status f2',
      'Filter by starting from f3',
      'Filter by starting to f4',
      'Filter by age f5',
      'Filter by sort f6',
      'Search journeys /',
    ]);
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByLabelText('Search companies to add')).toBeTruthy();
  });

  it('narrows by status from the palette: the command opens the filters at Status', async () => {
    const { api, currentPath } = openJourneys('/journeys');
    await screen.findByRole('link', { name: 'Purchaser' });

    choosePaletteCommand('Filter by status');

    expect(document.activeElement).toBe(screen.getByLabelText('Status'));
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'complete' } });
    expect(currentPath()).toBe('/journeys?status=complete');
    await waitFor(() => expect(lastList(api)).toEqual({ status: 'complete', sort: 'start_date:desc', page: '1' }));
  });

  it('opens the filters at a start date with f 4 and sends a bare "to" day as it is', async () => {
    const { api, currentPath } = openJourneys('/journeys');
    await screen.findByRole('link', { name: 'Purchaser' });

    fireEvent.keyDown(document.body, { key: 'f' });
    fireEvent.keyDown(document.body, { key: '4' });

    expect(document.activeElement).toBe(screen.getByLabelText('Starting to'));
    fireEvent.change(screen.getByLabelText('Starting from'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('Starting to'), { target: { value: '2026-05-31' } });
    expect(currentPath()).toBe('/journeys?from=2026-05-01&to=2026-05-31');
    await waitFor(() => expect(lastList(api)).toMatchObject({ from: '2026-05-01', to: '2026-05-31' }));
  });

  it('clears every filter, the company and the inbox with f 0, keeping the sort', async () => {
    const { api, currentPath } = openJourneys('/journeys?company_id=7&address_id=40&type=purchaser&old=true&sort=end_date:asc&page=2');
    await screen.findByRole('link', { name: 'Purchaser' });
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy();
    expect(fieldValue('Type')).toBe('purchaser');

    fireEvent.keyDown(document.body, { key: 'f' });
    fireEvent.keyDown(document.body, { key: '0' });

    expect(currentPath()).toBe('/journeys?sort=end_date:asc');
    await waitFor(() => expect(lastList(api)).toEqual({ sort: 'end_date:asc', page: '1' }));
    expect(fieldValue('Type')).toBe('');
    expect(screen.queryByRole('list', { name: 'Journeys narrowed to' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();
  });
});
