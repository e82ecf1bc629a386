import type { Registration } from '@tracker/core/registrations';
import { registrationResource } from '@tracker/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userDocument, type FakeFetch, stubApi } from '../test/fake-api';
import { companyResource, emailResource, listOf } from '../test/fixtures';
import { renderAt } from '../test/render';
import { StatusIndicator } from '../ui/status/status-indicator';
import { CreateRegistrationPage } from './create-registration-page';
import { rememberQueue } from './queue';
import { RegistrationPage } from './registration-page';
import { RegistrationsPage } from './registrations-page';

afterEach(() => vi.unstubAllGlobals());

const queryOf = (api: FakeFetch, path: string) =>
  Object.fromEntries([...(api.requests.filter((r) => r.path === path).at(-1)?.query ?? [])].filter(([key]) => key !== 'admin'));

/** A registration document as the detail call answers it: core's record, its persona and relationships. */
function registration(id: string, attributes: Partial<Registration['attributes']> = {}) {
  return {
    ...registrationResource(id, { email_address: 'avery.adams1042@inbox.tracker.example', ...attributes }),
    relationships: {
      address: { data: { id: '40', type: 'addresses' } },
      company: { data: { id: '7', type: 'companies' } },
      journeys: { data: [] },
    },
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
      streetAddress: {
        lineOne: '350 Fifth Avenue',
        lineTwo: 'Apt 21B',
        city: 'New York',
        region: 'NY',
        country: 'US',
        postalCode: '10118',
        telephone: '+1 212 555 0142',
      },
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
    const api = stubApi({
      'GET /api/v1/admin/registrations': { status: 200, body: { ...listOf([registration('5')]), included: [ASSIGNEE] } },
    });
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
    const api = stubApi({
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

  it('copies a persona field by its keys and says which field it copied', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubApi({
      'GET /api/v1/admin/registrations/5': { status: 200, body: { data: registration('5'), included: [] } },
      'GET /api/v1/admin/addresses/40': { status: 200, body: ADDRESS },
    });
    renderAt(
      '/registrations/5',
      <>
        <StatusIndicator />
        <RegistrationPage params={{ registration_id: '5' }} />
      </>,
    );
    await screen.findByRole('button', { name: 'Copy password' });

    fireEvent.keyDown(document.body, { key: 'y' });
    fireEvent.keyDown(document.body, { key: '2' });
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Tracker!Signup24'));
    expect(screen.getByRole('status').textContent).toBe('Copied: password');

    fireEvent.keyDown(document.body, { key: 'y' });
    fireEvent.keyDown(document.body, { key: 't' });
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('+1 212 555 0142'));
    expect(screen.getByRole('status').textContent).toBe('Copied: telephone');
  });

  it('links to creating a journey for its address, from the day 15 minutes before the first activity to 30 days later, as days', async () => {
    stubApi({
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
      start_date: '2026-05-10',
      end_date: '2026-06-09',
    });
  });

  it('steps through the queue with j and k, and moves through the emails with them only while the email table has focus', async () => {
    rememberQueue(['4', '5', '6']);
    stubApi({
      'GET /api/v1/admin/registrations/5': { status: 200, body: { data: registration('5'), included: [] } },
      'GET /api/v1/admin/addresses/40': {
        status: 200,
        body: { ...ADDRESS, included: [emailResource('g1', { subject: 'Welcome' }), emailResource('g2', { subject: 'Your first order' })] },
      },
    });
    const { currentPath } = renderAt('/registrations/5', <RegistrationPage params={{ registration_id: '5' }} />);
    const table = await screen.findByRole('grid', { name: 'Emails received' });
    await within(table).findByText('Welcome');

    table.focus();
    fireEvent.keyDown(table, { key: 'j' });
    expect(table.getAttribute('aria-activedescendant')).toBeTruthy();
    expect(currentPath()).toBe('/registrations/5');

    table.blur();
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(currentPath()).toBe('/registrations/6');
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(currentPath()).toBe('/registrations/4');
  });

  it('shows where a load failed', async () => {
    stubApi({
      'GET /api/v1/admin/registrations/9': {
        status: 404,
        body: { errors: [{ status: '404', code: 'not_found', title: 'Not found', detail: 'No registration has the id 9.' }] },
      },
    });
    renderAt('/registrations/9', <RegistrationPage params={{ registration_id: '9' }} />);
    expect(await screen.findByText('No registration has the id 9.')).toBeTruthy();
  });
});

describe('creating a registration', () => {
  const ACME = companyResource('7', { name: 'Acme Outfitters', domain_name: 'acme.example' });

  it('starts the company search with the q of the URL', async () => {
    const api = stubApi({ 'GET /api/v3/admin/companies': { status: 200, body: listOf([ACME]) } });
    renderAt('/registrations/create?q=acme', <CreateRegistrationPage />);

    expect((screen.getByLabelText('Search companies to add') as HTMLInputElement).value).toBe('acme');
    fireEvent.click(await screen.findByText('Acme Outfitters'));

    expect(queryOf(api, '/api/v3/admin/companies')).toMatchObject({ q: 'acme' });
    expect(screen.getByTestId('picked-company').textContent).toBe('Acme Outfitters (acme.example)');
  });

  it('has the company of company_id chosen already, and creates the registration for it on the server’s default domain', async () => {
    const api = stubApi({
      'GET /api/v1/data': {
        status: 200,
        body: { ...userDocument(true), meta: { registration_domains: ['signup.brand.example', 'news.brand.example'] } },
      },
      'GET /api/v3/admin/companies/7': { status: 200, body: { data: ACME } },
      'POST /api/v1/admin/registrations': { status: 201, body: { data: registration('12'), included: [] } },
    });
    const { currentPath } = renderAt('/registrations/create?company_id=7', <CreateRegistrationPage />);

    await waitFor(() => expect(screen.getByTestId('picked-company').textContent).toBe('Acme Outfitters (acme.example)'));
    const domain = screen.getByLabelText('Base email domain') as HTMLSelectElement;
    await waitFor(() => expect([...domain.options].map((o) => o.value)).toEqual(['signup.brand.example', 'news.brand.example']));
    fireEvent.click(screen.getByRole('button', { name: 'Create registration' }));

    await waitFor(() => expect(currentPath()).toBe('/registrations/12'));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({ company_id: 7, baseEmailDomain: 'signup.brand.example' });
  });
});
