import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeFetch } from '../test/fake-api';
import { listOf } from '../test/fixtures';
import { renderAt } from '../test/render';
import { RegistrationPage } from './registration-page';
import { RegistrationsPage } from './registrations-page';

afterEach(() => vi.unstubAllGlobals());

function stub(answers: Parameters<typeof fakeApi>[0]): FakeFetch {
  const api = fakeApi(answers);
  vi.stubGlobal('fetch', api);
  return api;
}

const queryOf = (api: FakeFetch, path: string) =>
  Object.fromEntries([...(api.requests.filter((r) => r.path === path).at(-1)?.query ?? [])].filter(([key]) => key !== 'admin'));

function registration(id: string, attributes: Record<string, unknown> = {}) {
  return {
    id,
    type: 'registrations',
    attributes: {
      status: 'unclaimed',
      complete: false,
      userId: null,
      addressId: 40,
      current: true,
      prioritized: true,
      type: 'email_subscriber',
      company_id: 7,
      company_name: 'Acme Outfitters',
      company_invalid: false,
      email_address: 'avery.adams1042@inbox.tracker.example',
      assignee_email: null,
      baseEmailDomain: 'inbox.tracker.example',
      description: 'Newsletter signup',
      emails_count: 0,
      created_at: '2026-05-10T10:00:00.000Z',
      updated_at: '2026-05-10T10:00:00.000Z',
      ...attributes,
    },
    relationships: { address: { data: { id: '40', type: 'addresses' } }, company: { data: { id: '7', type: 'companies' } }, journeys: { data: [] } },
  };
}

const ASSIGNEE = { id: '3', type: 'users', attributes: { email: 'riley@tracker.example', name: 'Riley', assignee: true } };

const ADDRESS = {
  data: {
    id: '40',
    type: 'addresses',
    attributes: {
      email_address: 'avery.adams1042@inbox.tracker.example',
      journey_type: 'email_subscriber',
      description: 'Newsletter signup',
      company_id: 7,
      company_name: 'Acme Outfitters',
      first_name: 'Avery',
      last_name: 'Adams',
      birthdate: '1998-04-02',
      password: 'Tracker!Signup24',
      streetAddress: { lineOne: '350 Fifth Avenue', lineTwo: 'Apt 21B', city: 'New York', region: 'NY', country: 'US', postalCode: '10118', telephone: '+1 212 555 0142' },
      visible: false,
      private: false,
      events: [],
      firstActivityAt: '2026-05-10T10:00:00.000Z',
      emails_count: 0,
      created_at: '2026-05-10T10:00:00.000Z',
      updated_at: '2026-05-10T10:00:00.000Z',
    },
  },
  included: [],
};

describe('the registrations queue', () => {
  it('starts on spec section 9’s defaults, switches unclaimed to assigned when an assignee is chosen, and resets', async () => {
    const api = stub({ 'GET /api/v1/admin/registrations': { status: 200, body: { ...listOf([registration('5')]), included: [ASSIGNEE] } } });
    const { currentPath } = renderAt('/registrations', <RegistrationsPage />);

    expect(await screen.findByRole('link', { name: 'Acme Outfitters' })).toBeTruthy();
    expect(queryOf(api, '/api/v1/admin/registrations')).toEqual({
      assignee: 'all',
      status: 'unclaimed',
      type: 'all',
      emails: 'all',
      order: 'asc',
      prioritized: 'all',
      page: '1',
      size: '25',
    });

    fireEvent.change(screen.getByLabelText('Assignee'), { target: { value: '3' } });
    expect(currentPath()).toBe('/registrations?assignee=3&status=assigned');
    await waitFor(() => expect(queryOf(api, '/api/v1/admin/registrations')).toMatchObject({ assignee: '3', status: 'assigned' }));

    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'desc' } });
    expect(currentPath()).toBe('/registrations?assignee=3&status=assigned&order=desc');

    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(currentPath()).toBe('/registrations');
  });
});

describe('a registration’s screen', () => {
  it('copies persona fields, runs the bulk email actions on the address and shows what complete-all saved', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    // The server's state: complete once complete-all ran, which the screen reloads.
    let saved = registration('5');
    const api = stub({
      'GET /api/v1/admin/registrations/5': () => ({ status: 200, body: { data: saved, included: [ASSIGNEE] } }),
      'GET /api/v1/admin/addresses/40': { status: 200, body: ADDRESS },
      'PATCH /api/v1/admin/addresses/40/emails/private': { status: 200, body: ADDRESS },
      'POST /api/v1/admin/registrations/5/update': () => {
        saved = registration('5', { status: 'complete', complete: true });
        return { status: 200, body: { data: saved, included: [] } };
      },
    });
    renderAt('/registrations/5', <RegistrationPage params={{ registration_id: '5' }} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Copy password' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Tracker!Signup24'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy address line 1' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('350 Fifth Avenue'));

    fireEvent.click(screen.getByRole('button', { name: 'Make all PRIVATE' }));
    await waitFor(() => expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ private: true }));

    fireEvent.click(screen.getByRole('button', { name: 'Complete all' }));
    await waitFor(() => expect(screen.getByTestId('registration-status').textContent).toBe('complete'));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ complete_all: true });
  });

  it('links to creating a journey 15 minutes before the first activity', async () => {
    stub({
      'GET /api/v1/admin/registrations/5': { status: 200, body: { data: registration('5'), included: [] } },
      'GET /api/v1/admin/addresses/40': { status: 200, body: ADDRESS },
    });
    renderAt('/registrations/5', <RegistrationPage params={{ registration_id: '5' }} />);
    await screen.findByRole('button', { name: 'Copy password' });
    const href = screen.getByRole('link', { name: 'Create a journey' }).getAttribute('href')!;
    const query = new URLSearchParams(href.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      company_id: '7',
      address_id: '40',
      type: 'email_subscriber',
      start_date: '2026-05-10T09:45:00.000Z',
      end_date: '2026-06-09T09:45:00.000Z',
    });
  });

  it('shows where a load failed', async () => {
    stub({ 'GET /api/v1/admin/registrations/9': { status: 404, body: { errors: [{ status: '404', code: 'not_found', title: 'Not found', detail: 'No registration has the id 9.' }] } } });
    renderAt('/registrations/9', <RegistrationPage params={{ registration_id: '9' }} />);
    expect(await screen.findByText('No registration has the id 9.')).toBeTruthy();
  });
});
