import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { CompanyJourneys } from '../companies/components/company-journeys';
import { fakeApi, type FakeFetch } from '../test/fake-api';
import { companyResource, journeyResource, listOf } from '../test/fixtures';
import { renderAt, renderInBrowserAt } from '../test/render';
import { rememberedRows } from '../ui/data-table/remembered-rows';
import { JourneyPage } from './journey-page';
import { JourneysPage } from './journeys-page';

const ACME = companyResource('7', { name: 'Acme Outfitters', domain_name: 'acme.example' });
const PURCHASE = journeyResource('31', {
  company_id: 7,
  company_name: 'Acme Outfitters',
  type: 'purchaser',
  start_date: '2026-05-12T00:00:00.000Z',
});
const HARBOR = journeyResource('32', {
  company_id: 9,
  company_name: 'Harbor Freight',
  type: 'purchaser',
  start_date: '2026-05-12T00:00:00.000Z',
});
const DOCUMENT = {
  data: PURCHASE,
  included: [{ id: '7', type: 'companies', attributes: { name: 'Acme Outfitters', domain_name: 'acme.example' } }, HARBOR],
};

afterEach(() => {
  vi.unstubAllGlobals();
  rememberedRows.clear();
  window.history.replaceState(null, '', '/');
});

function serve(): FakeFetch {
  const api = fakeApi({
    'GET /api/v3/journeys': { status: 200, body: listOf([PURCHASE, HARBOR]) },
    'GET /api/v3/journeys/31': { status: 200, body: DOCUMENT },
    'GET /api/v3/journeys/32': { status: 200, body: { data: HARBOR, included: [] } },
  });
  vi.stubGlobal('fetch', api);
  return api;
}

/** The console's journeys routes, in the browser's history so that history state is kept. */
function openInBrowser(path: string) {
  return renderInBrowserAt(
    path,
    <Switch>
      <Route path="/journeys">
        <JourneysPage />
      </Route>
      <Route path="/journeys/:journey_id">{(params) => <JourneyPage params={params} />}</Route>
      <Route path="/companies/:id/journeys">
        <CompanyJourneys company={ACME} />
      </Route>
    </Switch>,
  );
}

const lastList = (api: FakeFetch) =>
  Object.fromEntries(
    [...(api.requests.filter((r) => r.path === '/api/v3/journeys').at(-1)?.query ?? [])].filter(([key]) => key !== 'admin'),
  );
const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

describe('journeys told apart', () => {
  it('shows each journey’s company in a column of the list', async () => {
    serve();
    renderAt('/journeys', <JourneysPage />);

    await screen.findAllByRole('link', { name: 'Purchaser' });
    const grid = screen.getByRole('grid', { name: 'Journeys' });
    // The first column selects rows; the company comes right after it.
    expect(within(grid).getAllByRole('columnheader')[1]?.textContent).toBe('Company');
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Acme Outfitters', 'Harbor Freight']);
  });

  it('puts the cursor in the text search with /, and searches company names and inboxes from page 1', async () => {
    const api = serve();
    const { currentPath } = renderAt('/journeys?type=purchaser&page=2', <JourneysPage />);
    await screen.findAllByRole('link', { name: 'Purchaser' });

    fireEvent.keyDown(document.body, { key: '/' });
    const search = screen.getByLabelText('Search journeys');
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'acme-example.31' } });
    fireEvent.keyDown(search, { key: 'Enter' });

    expect(currentPath()).toBe('/journeys?type=purchaser&q=acme-example.31');
    await waitFor(() => expect(lastList(api)).toEqual({ q: 'acme-example.31', type: 'purchaser', sort: 'start_date:desc', page: '1' }));
  });

  it('titles a journey with its company, and goes back to the list it was opened from, filters and all', async () => {
    serve();
    openInBrowser('/journeys?q=acme&type=purchaser');
    await screen.findAllByRole('link', { name: 'Purchaser' });

    press('j');
    press('Enter');

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Outfitters: Purchaser from 2026-05-12' })).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Journeys' });
    expect(back.getAttribute('href')).toBe('/journeys?q=acme&type=purchaser');

    // Back on the journey, its history entry still knows where it was opened from.
    fireEvent.click(back);
    expect(window.location.pathname + window.location.search).toBe('/journeys?q=acme&type=purchaser');
    act(() => window.history.back());
    expect(await screen.findByRole('link', { name: 'Journeys' })).toBeTruthy();
  });

  it('goes back to the company’s journeys when opened from there, or from a link that says nothing', async () => {
    serve();
    openInBrowser('/companies/7/journeys');
    fireEvent.click((await screen.findAllByRole('link', { name: 'Purchaser' }))[0]!);

    const back = await screen.findByRole('link', { name: 'Acme Outfitters journeys' });
    expect(back.getAttribute('href')).toBe('/companies/7/journeys');
    expect(screen.queryByRole('columnheader', { name: 'Company' })).toBeNull();

    window.history.replaceState(null, '', '/journeys/31');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect((await screen.findByRole('link', { name: 'Acme Outfitters journeys' })).getAttribute('href')).toBe('/companies/7/journeys');
  });

  it('names each related journey’s company, and from one goes back to the journey it was opened from', async () => {
    serve();
    openInBrowser('/journeys/31');

    const related = await screen.findByRole('link', { name: 'Harbor Freight: Purchaser from 2026-05-12' });
    fireEvent.click(related);

    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Freight: Purchaser from 2026-05-12' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acme Outfitters: Purchaser from 2026-05-12' }).getAttribute('href')).toBe('/journeys/31');
  });
});
