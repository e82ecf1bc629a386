import type { PageMeta } from '@tracker/core/contract';
import type { Journey } from '@tracker/core/journeys';
import { testClock } from '@tracker/core/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDocument, fakeApi, type FakeFetch } from '../test/fake-api';
import { companyResource, journeyResource, listOf } from '../test/fixtures';
import { renderAt } from '../test/render';
import { CompanyPage } from './company-page';

const ACME = companyResource('7', {
  name: 'Acme',
  journey_health: { email_subscriber: 'dormant', cart_abandoner: 'new', browse_abandoner: 'new', purchaser: 'new', custom: 'new' },
});
// The rendered screen's clock is TEST_NOW (renderAt's default).
const hoursAgo = (hours: number) => new Date(testClock.now().getTime() - hours * 3_600_000).toISOString();

const SIGNUP = journeyResource('31', {
  company_id: 7,
  status: 'in_progress',
  start_date: '2026-02-01T09:00:00.000Z',
  end_date: '2026-02-22T09:00:00.000Z',
  emails_count: 1234,
  last_email_at: hoursAgo(2),
  description: 'Newsletter signup',
});
const STALE_CART = journeyResource('32', {
  company_id: 7,
  type: 'cart_abandoner',
  status: 'upcoming',
  expired: true,
  last_email_at: '2025-03-03T08:00:00.000Z',
  description: null,
});

afterEach(() => vi.unstubAllGlobals());

function openJourneys(items: Journey[] = [SIGNUP, STALE_CART], meta: Partial<PageMeta> = {}) {
  const api = fakeApi({
    'GET /api/v3/admin/companies/7': { status: 200, body: { data: ACME } },
    'GET /api/v3/journeys': { status: 200, body: listOf(items, { size: 250, ...meta }) },
  });
  vi.stubGlobal('fetch', api);
  const view = renderAt('/companies/7/journeys', <CompanyPage params={{ company_id: '7', relationship: 'journeys' }} />);
  return { api, ...view };
}

const grid = () => screen.getByRole('grid', { name: 'Journeys of this company' });
const findGrid = () => screen.findByRole('grid', { name: 'Journeys of this company' });
const rows = () => within(grid()).getAllByRole('row').slice(1);
const journeysQuery = (api: FakeFetch) =>
  Object.fromEntries([...(api.requests.find((r) => r.path === '/api/v3/journeys')?.query ?? [])].filter(([key]) => key !== 'admin'));

describe('a company’s journeys tab', () => {
  it('lists the company’s journeys, fetched 250 at a time, beside its journey health', async () => {
    const { api } = openJourneys();

    expect(await screen.findByRole('link', { name: 'Free account signup' })).toBeTruthy();
    expect(journeysQuery(api)).toEqual({ company_id: '7', size: '250', sort: 'start_date:desc' });
    const [signup] = rows();
    const cells = within(signup as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Free account signup', 'In progress', '2026-02-01', '2026-02-22', '1,234', '2 hours ago', 'Newsletter signup']);
    expect(screen.getByRole('link', { name: 'Free account signup' }).getAttribute('href')).toBe('/journeys/31');
    const health = screen.getByRole('region', { name: 'Journey health' });
    expect(within(health).getByText('Dormant')).toBeTruthy();
    expect(screen.getByText('2 journeys')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Journeys' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows an upcoming journey past its dates as expired, with its last email as a date', async () => {
    openJourneys();

    await screen.findByRole('link', { name: 'Cart abandoner' });
    const cells = within(rows()[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

    expect(cells[1]).toBe('Expired');
    expect(cells[5]).toMatch(/^2025-03-0[23] \d\d:\d\d$/);
    expect(cells[6]).toBe('—');
  });

  it('says it shows only the first 250 when the company has more', async () => {
    openJourneys(undefined, { total: 312, pages: 2 });

    expect(await screen.findByText(/^Showing the first 250 journeys/)).toBeTruthy();
    expect(screen.getByText('312 journeys')).toBeTruthy();
  });

  it('says nothing about a limit when all the journeys are there', async () => {
    openJourneys(undefined, { total: 250, pages: 1 });

    await screen.findByText('250 journeys');
    expect(screen.queryByText(/Showing the first/)).toBeNull();
  });

  it('opens the active journey with j and Enter', async () => {
    const { currentPath } = openJourneys();
    await screen.findByRole('link', { name: 'Cart abandoner' });

    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'Enter' });

    expect(currentPath()).toBe('/journeys/32');
  });

  it('says when the company has no journeys', async () => {
    openJourneys([]);

    expect(await within(await findGrid()).findByText('This company has no journeys yet.')).toBeTruthy();
  });

  it('says what failed, and tries again on request', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /api/v3/admin/companies/7': { status: 200, body: { data: ACME } },
      'GET /api/v3/journeys': () =>
        fail
          ? { status: 422, body: errorDocument(422, 'invalid_input', 'Invalid input', 'Use a page size of at most 250') }
          : { status: 200, body: listOf([SIGNUP]) },
    });
    vi.stubGlobal('fetch', api);
    renderAt('/companies/7/journeys', <CompanyPage params={{ company_id: '7', relationship: 'journeys' }} />);

    expect((await within(await findGrid()).findByRole('alert')).textContent).toBe('Use a page size of at most 250');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Free account signup' })).toBeTruthy();
  });
});
