import { journeyResource } from '@tracker/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, userDocument, type FakeFetch } from '../test/fake-api';
import { listOf } from '../test/fixtures';
import { choosePaletteCommand, palette, PaletteButton, paletteOptions } from '../test/palette';
import { renderAt } from '../test/render';
import { JourneyPage } from './journey-page';
import { JourneysPage } from './journeys-page';

afterEach(() => vi.unstubAllGlobals());

const JOURNEY = journeyResource('31', {
  company_id: 7,
  status: 'upcoming',
  start_date: '2026-05-12T00:00:00.000Z',
  end_date: '2026-06-02T00:00:00.000Z',
});
const DOCUMENT = {
  data: JOURNEY,
  included: [
    { id: '7', type: 'companies', attributes: { name: 'Acme', domain_name: 'acme.example' } },
    { id: '3', type: 'addresses', attributes: { email_address: 'acme-example.31.1@inbox.tracker.example' } },
  ],
};

describe('the journey screen', () => {
  it('deletes the journey only once confirmed, then goes to the company’s journeys', async () => {
    const api = fakeApi({
      'GET /api/v3/journeys/31': { status: 200, body: DOCUMENT },
      'DELETE /api/v3/journeys/31/remove': { status: 200, body: { meta: { message: 'Journey 31 deleted.' } } },
    });
    vi.stubGlobal('fetch', api);
    const view = renderAt('/journeys/31', <JourneyPage params={{ journey_id: '31' }} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete journey…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete journey' });
    expect(within(dialog).getByText(/Are you sure you want to delete this journey\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete journey…' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete journey' })).getByRole('button', { name: 'Delete journey' }));
    await waitFor(() => expect(view.currentPath()).toBe('/companies/7/journeys'));
  });

  it('creates an inbox on the chosen registration domain', async () => {
    const api = fakeApi({
      'GET /api/v3/journeys/31': { status: 200, body: DOCUMENT },
      'POST /api/v3/journeys/31/inbox': { status: 201, body: DOCUMENT },
    });
    vi.stubGlobal('fetch', api);
    renderAt('/journeys/31', <JourneyPage params={{ journey_id: '31' }} />);

    fireEvent.change(await screen.findByLabelText('Base email domain'), { target: { value: 'news.tracker.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create inbox' }));
    await waitFor(() => expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ baseEmailDomain: 'news.tracker.example' }));
  });

  it('creates a journey from the query, today for 21 days by default, then opens it', async () => {
    const api = fakeApi({ 'POST /api/v3/journeys': { status: 201, body: DOCUMENT } });
    vi.stubGlobal('fetch', api);
    const view = renderAt('/journeys/new?company_id=7&type=purchaser', <JourneyPage params={{ journey_id: 'new' }} />);

    fireEvent.click(screen.getByRole('button', { name: 'Create journey' }));
    await waitFor(() => expect(view.currentPath()).toBe('/journeys/31'));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      company_id: '7',
      type: 'purchaser',
      start_date: '2026-05-12',
      end_date: '2026-06-02',
      baseEmailDomain: 'inbox.tracker.example',
    });
  });
});

describe('the journey screen from the palette', () => {
  const DOMAINS = ['signup.brand.example', 'news.brand.example'];

  /** The journey as the server keeps it: a PATCH changes what it names and its updated_at; an inbox is created on request. */
  function journeyServer() {
    let journey = JOURNEY;
    let saves = 0;
    const api = fakeApi({
      'GET /api/v1/data': { status: 200, body: { ...userDocument(true), meta: { registration_domains: DOMAINS } } },
      'GET /api/v3/journeys/31': () => ({ status: 200, body: { ...DOCUMENT, data: journey } }),
      'PATCH /api/v3/journeys/31': (request) => {
        saves += 1;
        journey = {
          ...journey,
          attributes: { ...journey.attributes, ...(request.body as object), updated_at: `2026-05-12T10:00:0${saves}.000Z` },
        };
        return { status: 200, body: { ...DOCUMENT, data: journey } };
      },
      'POST /api/v3/journeys/31/inbox': { status: 201, body: DOCUMENT },
    });
    vi.stubGlobal('fetch', api);
    return api;
  }

  /** The journey's screen, its palette opened by a button. */
  async function openJourney() {
    const view = renderAt(
      '/journeys/31',
      <>
        <JourneyPage params={{ journey_id: '31' }} />
        <PaletteButton />
      </>,
    );
    await screen.findByRole('form', { name: 'Journey settings' });
    return view;
  }

  const sent = (api: FakeFetch, method: string) => api.requests.filter((r) => r.method === method).map((r) => r.body);
  const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

  it('"Set journey status…" lists the statuses, the journey’s marked, and saves the one chosen', async () => {
    const api = journeyServer();
    await openJourney();

    choosePaletteCommand('Set journey status…');

    expect(paletteOptions()).toEqual(['Upcomingnow', 'In progress', 'Complete', 'Archived']);
    fireEvent.click(within(palette()).getByRole('option', { name: 'Complete' }));
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
    await waitFor(() => expect(select('Status').value).toBe('complete'));
    expect(sent(api, 'PATCH')).toEqual([{ status: 'complete' }]);
  });

  it('"Set journey type…" lists the journey types, narrowed as one types, and saves the one chosen', async () => {
    const api = journeyServer();
    await openJourney();

    choosePaletteCommand('Set journey type…');

    expect(paletteOptions()).toEqual(['Free account signupnow', 'Cart abandoner', 'Browse abandoner', 'Purchaser', 'Custom']);
    const input = screen.getByPlaceholderText('Journey type…');
    fireEvent.change(input, { target: { value: 'purch' } });
    expect(paletteOptions()[0]).toBe('Purchaser');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(select('Type').value).toBe('purchaser'));
    expect(sent(api, 'PATCH')).toEqual([{ type: 'purchaser' }]);
  });

  it('features the journey at once, and then offers to unfeature it', async () => {
    const api = journeyServer();
    await openJourney();

    choosePaletteCommand('Feature this journey');

    await waitFor(() => expect((screen.getByLabelText('Featured') as HTMLInputElement).checked).toBe(true));
    choosePaletteCommand('Unfeature this journey');
    await waitFor(() => expect((screen.getByLabelText('Featured') as HTMLInputElement).checked).toBe(false));
    expect(sent(api, 'PATCH')).toEqual([{ featured: true }, { featured: false }]);
  });

  it('"Edit journey dates" goes to the start date of the settings', async () => {
    const api = journeyServer();
    await openJourney();

    choosePaletteCommand('Edit journey dates');

    expect(document.activeElement).toBe(screen.getByLabelText('Start date'));
    expect(sent(api, 'PATCH')).toEqual([]);
  });

  it('"Create an inbox on…" lists the registration domains the server offers and creates the inbox on the one chosen', async () => {
    const api = journeyServer();
    await openJourney();
    await waitFor(() => expect([...select('Base email domain').options].map((o) => o.value)).toEqual(DOMAINS));

    choosePaletteCommand('Create an inbox on…');

    expect(paletteOptions()).toEqual(['signup.brand.exampledefault', 'news.brand.example']);
    fireEvent.click(within(palette()).getByRole('option', { name: 'news.brand.example' }));
    await waitFor(() => expect(sent(api, 'POST')).toEqual([{ baseEmailDomain: 'news.brand.example' }]));
    expect(select('Base email domain').value).toBe('signup.brand.example');
  });

  it('creates a related journey of the same company and type, from the link or the palette', async () => {
    journeyServer();
    const view = await openJourney();
    const related = '/journeys/new?company_id=7&related_journey_id=31&type=email_subscriber';

    expect(screen.getByRole('link', { name: 'Create a related journey' }).getAttribute('href')).toBe(related);
    choosePaletteCommand('Create a related journey');
    expect(view.currentPath()).toBe(related);
  });
});

describe('a new journey from a link', () => {
  const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

  it('shows the start and end days a registration’s link gives, and creates the journey for its address', async () => {
    const api = fakeApi({ 'POST /api/v3/journeys': { status: 201, body: DOCUMENT } });
    vi.stubGlobal('fetch', api);
    renderAt(
      '/journeys/new?company_id=7&address_id=40&type=cart_abandoner&start_date=2026-05-10&end_date=2026-06-09',
      <JourneyPage params={{ journey_id: 'new' }} />,
    );

    expect(input('Start date').value).toBe('2026-05-10');
    expect(input('End date').value).toBe('2026-06-09');
    fireEvent.click(screen.getByRole('button', { name: 'Create journey' }));

    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
        company_id: '7',
        type: 'cart_abandoner',
        start_date: '2026-05-10',
        end_date: '2026-06-09',
        baseEmailDomain: 'inbox.tracker.example',
        address_id: '40',
      }),
    );
  });

  it('shows the day of a date-time in the query, as older links carry, rather than an empty field', () => {
    renderAt(
      '/journeys/new?company_id=7&start_date=2026-05-10T09:45:00.000Z&end_date=2026-06-09T09:45:00.000Z',
      <JourneyPage params={{ journey_id: 'new' }} />,
    );

    expect(input('Start date').value).toBe('2026-05-10');
    expect(input('End date').value).toBe('2026-06-09');
  });

  it('offers the registration domains the server is set up with, its first the default', async () => {
    const api = fakeApi({
      'GET /api/v1/data': {
        status: 200,
        body: { ...userDocument(true), meta: { registration_domains: ['signup.brand.example', 'news.brand.example'] } },
      },
      'POST /api/v3/journeys': { status: 201, body: DOCUMENT },
    });
    vi.stubGlobal('fetch', api);
    renderAt('/journeys/new?company_id=7', <JourneyPage params={{ journey_id: 'new' }} />);

    const domain = screen.getByLabelText('Base email domain') as HTMLSelectElement;
    await waitFor(() => expect([...domain.options].map((o) => o.value)).toEqual(['signup.brand.example', 'news.brand.example']));
    expect(domain.value).toBe('signup.brand.example');
    fireEvent.click(screen.getByRole('button', { name: 'Create journey' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({ baseEmailDomain: 'signup.brand.example' }),
    );
  });

  it('follows on from the related journey the link names: says which, ends 14 days after its start, and is created related to it', async () => {
    const api = fakeApi({
      'GET /api/v3/journeys/31': { status: 200, body: DOCUMENT },
      'POST /api/v3/journeys': { status: 201, body: { data: journeyResource('32', { company_id: 7, type: 'cart_abandoner' }) } },
    });
    vi.stubGlobal('fetch', api);
    renderAt('/journeys/new?company_id=7&related_journey_id=31&type=cart_abandoner', <JourneyPage params={{ journey_id: 'new' }} />);

    const relation = await screen.findByRole('link', { name: 'Free account signup from 2026-05-12' });
    expect(relation.getAttribute('href')).toBe('/journeys/31');
    expect(input('Start date').value).toBe('2026-05-12');
    expect(input('End date').value).toBe('2026-05-26');
    fireEvent.change(input('Start date'), { target: { value: '2026-06-01' } });
    expect(input('End date').value).toBe('2026-06-15');
    fireEvent.click(screen.getByRole('button', { name: 'Create journey' }));

    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
        company_id: '7',
        type: 'cart_abandoner',
        start_date: '2026-06-01',
        end_date: '2026-06-15',
        baseEmailDomain: 'inbox.tracker.example',
        related_journey_id: '31',
      }),
    );
    // The journey it follows on from is read again, to list the new one among its related journeys.
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'GET' && r.path === '/api/v3/journeys/31')).toHaveLength(2));
  });

  it('ends 21 days after a later start the query gives, and the end follows the start until it is changed', () => {
    renderAt('/journeys/new?company_id=7&start_date=2026-06-20', <JourneyPage params={{ journey_id: 'new' }} />);

    expect(input('Start date').value).toBe('2026-06-20');
    expect(input('End date').value).toBe('2026-07-11');

    fireEvent.change(input('Start date'), { target: { value: '2026-07-01' } });
    expect(input('End date').value).toBe('2026-07-22');

    fireEvent.change(input('End date'), { target: { value: '2026-08-01' } });
    fireEvent.change(input('Start date'), { target: { value: '2026-07-05' } });
    expect(input('End date').value).toBe('2026-08-01');
  });
});

describe('the journeys list', () => {
  it('asks before archiving old journeys, saying how many, and says how many it archived', async () => {
    const api = fakeApi({
      'GET /api/v3/journeys': (request) => ({
        status: 200,
        body: listOf([JOURNEY], request.query.get('old') === 'true' ? { total: 42, size: 1 } : {}),
      }),
      'PUT /api/v3/admin/journeys/archive-old': {
        status: 200,
        body: { meta: { message: '42 journeys archived.', archived: 42, ended_before: '2026-05-12' } },
      },
    });
    vi.stubGlobal('fetch', api);
    renderAt('/journeys?type=purchaser', <JourneysPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Archive old journeys…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive old journeys' });
    expect(await within(dialog).findByText('Archive 42 journeys that ended before today and are not archived yet?')).toBeTruthy();
    // As from the keyboard: the Archive button has focus when it runs.
    const run = within(dialog).getByRole('button', { name: 'Archive 42 journeys' });
    run.focus();
    fireEvent.click(run);
    expect(await within(dialog).findByText('42 journeys archived.')).toBeTruthy();
    // The Archive button is gone: focus is on Close, not lost.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    const list = api.requests.find((r) => r.path === '/api/v3/journeys' && r.query.get('old') === null);
    expect(list?.query.get('type')).toBe('purchaser');
  });
});
