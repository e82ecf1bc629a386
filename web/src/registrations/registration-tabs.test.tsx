import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { fakeApi } from '../test/fake-api';
import { errorDocument, stubApi } from '../test/fake-api';
import { addressResource, journeyResource, listOf } from '../test/fixtures';
import { renderAt } from '../test/render';
import { RegistrationPage } from './registration-page';

afterEach(() => vi.unstubAllGlobals());

const REGISTRATION = {
  id: '5',
  type: 'registrations',
  attributes: {
    status: 'assigned',
    complete: false,
    userId: null,
    addressId: 40,
    current: true,
    prioritized: true,
    type: 'email_subscriber',
    company_id: 7,
    company_name: 'Acme Outfitters',
    company_invalid: true,
    email_address: 'avery.adams1042@inbox.tracker.example',
    assignee_email: null,
    baseEmailDomain: 'inbox.tracker.example',
    description: 'Newsletter signup',
    emails_count: 0,
    created_at: '2026-05-10T10:00:00.000Z',
    updated_at: '2026-05-10T10:00:00.000Z',
  },
  relationships: {
    address: { data: { id: '40', type: 'addresses' } },
    company: { data: { id: '7', type: 'companies' } },
    journeys: { data: [{ id: '31', type: 'journeys' }] },
  },
};
const COMPANY = {
  id: '7',
  type: 'companies',
  attributes: { name: 'Acme Outfitters', domain_name: 'acme.example', valid: true, state: 'archived' },
};
const OWN_JOURNEY = journeyResource('31', { company_id: 7, type: 'email_subscriber' });
const INBOX_JOURNEY = journeyResource('32', { company_id: 7, type: 'cart_abandoner' });
const ADDRESS = addressResource('40', {
  email_address: 'avery.adams1042@inbox.tracker.example',
  company_id: 7,
  company_name: 'Acme Outfitters',
  first_name: 'Avery',
  last_name: 'Adams',
  streetAddress: {
    lineOne: '350 Fifth Avenue',
    lineTwo: '',
    city: 'New York',
    region: 'NY',
    country: 'US',
    postalCode: '10118',
    telephone: '+1 212 555 0142',
  },
});

function stubRegistration(extra: Parameters<typeof fakeApi>[0] = {}) {
  return stubApi({
    'GET /api/v1/admin/registrations/5': { status: 200, body: { data: REGISTRATION, included: [COMPANY, OWN_JOURNEY] } },
    'GET /api/v1/admin/addresses/40': { status: 200, body: { data: ADDRESS, included: [] } },
    'GET /api/v3/journeys': { status: 200, body: listOf([INBOX_JOURNEY]) },
    ...extra,
  });
}

const renderRegistration = (relationship?: string) =>
  renderAt(
    relationship ? `/registrations/5/${relationship}` : '/registrations/5',
    <RegistrationPage params={relationship ? { registration_id: '5', relationship } : { registration_id: '5' }} />,
  );

const tab = (name: string) => within(screen.getByRole('navigation', { name: 'Registration sections' })).getByRole('link', { name });

describe('a registration’s relationships', () => {
  it('marks the review as the current tab, and t then a number goes to another', async () => {
    stubRegistration();
    const { currentPath } = renderRegistration();
    await screen.findByRole('heading', { name: 'Emails received' });

    expect(tab('Review').getAttribute('aria-current')).toBe('page');
    expect(tab('Company').getAttribute('aria-current')).toBeNull();
    expect(tab('Journeys').getAttribute('href')).toBe('/registrations/5/journeys');

    fireEvent.keyDown(document.body, { key: 't' });
    fireEvent.keyDown(document.body, { key: '3' });
    expect(currentPath()).toBe('/registrations/5/company');
  });

  it('shows its company on /company, invalid in this registration, with the ways on to it, and nothing of the review', async () => {
    stubRegistration();
    renderRegistration('company');

    const company = await screen.findByRole('region', { name: 'Company' });
    expect(tab('Company').getAttribute('aria-current')).toBe('page');
    expect(within(company).getByText('acme.example')).toBeTruthy();
    expect(within(company).getByText('archived')).toBeTruthy();
    expect(within(company).getByText('Invalid (not valid, invalid or archived)')).toBeTruthy();
    expect(within(company).getByRole('link', { name: 'The company’s journeys' }).getAttribute('href')).toBe('/companies/7/journeys');
    expect(within(company).getByRole('link', { name: 'The company’s addresses' }).getAttribute('href')).toBe('/addresses?company_id=7');
    expect(screen.queryByRole('group', { name: 'Bulk email actions' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Emails received' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Events' })).toBeNull();
  });

  it('lists its own journeys on /journeys, and those tracking its inbox, with the persona in the side panel', async () => {
    const api = stubRegistration();
    renderRegistration('journeys');

    const own = await screen.findByRole('grid', { name: 'Journeys of this registration' });
    expect(within(own).getByRole('link', { name: 'Free account signup' }).getAttribute('href')).toBe('/journeys/31');
    const ofInbox = await screen.findByRole('grid', { name: 'Journeys tracking its inbox' });
    await waitFor(() => expect(within(ofInbox).getByRole('link', { name: 'Cart abandoner' }).getAttribute('href')).toBe('/journeys/32'));
    expect(api.requests.find((r) => r.path === '/api/v3/journeys')?.query.get('address_id')).toBe('40');
    // The persona is what staff paste into signup forms: it stays beside every tab's work.
    const side = screen.getByRole('region', { name: 'Inbox and persona' });
    expect(within(side).getByRole('region', { name: 'Persona' })).toBeTruthy();
    expect(screen.queryByRole('grid', { name: 'Emails received' })).toBeNull();
  });

  it('opens the address form on /address, focused, beside the persona and the events', async () => {
    stubRegistration();
    renderRegistration('address');

    const form = await screen.findByRole('form', { name: 'Edit address' });
    expect(document.activeElement).toBe(within(form).getByLabelText('First name'));
    expect(tab('Address').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('region', { name: 'Persona' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Events' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Emails received' })).toBeNull();
  });

  it('goes back to the review from a relationship it does not have', async () => {
    stubRegistration();
    const { currentPath } = renderRegistration('emails');
    await waitFor(() => expect(currentPath()).toBe('/registrations/5'));
  });
});

describe('editing the address from its registration', () => {
  it('opens the form in the review’s address section with the “Edit address” key and shows a refused field there', async () => {
    const api = stubRegistration({
      'POST /api/v1/admin/addresses/40/update': {
        status: 422,
        body: errorDocument(422, 'invalid_input', 'Invalid input', 'Too long for a telephone', '/streetAddress/telephone'),
      },
    });
    renderRegistration();
    await screen.findByRole('button', { name: 'Edit address' });

    fireEvent.keyDown(document.body, { key: 'a' });
    const section = screen.getByRole('region', { name: 'Address' });
    const form = within(section).getByRole('form', { name: 'Edit address' });
    expect(document.activeElement).toBe(within(form).getByLabelText('First name'));
    fireEvent.change(within(form).getByLabelText('Telephone'), { target: { value: '+1 212 555 0142 0142 0142' } });
    fireEvent.change(within(form).getByLabelText('Journey type'), { target: { value: 'purchaser' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));

    const telephone = within(form).getByLabelText('Telephone');
    await waitFor(() => expect(telephone.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Too long for a telephone')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      streetAddress: { telephone: '+1 212 555 0142 0142 0142' },
      journey_type: 'purchaser',
    });
  });

  it('goes to the address tab with the “Edit address” key from a tab without the address', async () => {
    stubRegistration();
    const { currentPath } = renderRegistration('company');
    await screen.findByRole('region', { name: 'Company' });

    fireEvent.keyDown(document.body, { key: 'a' });

    expect(currentPath()).toBe('/registrations/5/address');
  });
});
