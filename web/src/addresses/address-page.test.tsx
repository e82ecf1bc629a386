import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDocument, stubApi } from '../test/fake-api';
import { addressResource, listOf, teamResource } from '../test/fixtures';
import { renderAt } from '../test/render';
import { saveStatus } from '../ui/status/save-status';
import { StatusIndicator } from '../ui/status/status-indicator';
import { AddressPage } from './address-page';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => saveStatus.clear());
});

const STREET = {
  lineOne: '350 Fifth Avenue',
  lineTwo: 'Apt 21B',
  city: 'New York',
  region: 'NY',
  country: 'US',
  postalCode: '10118',
  telephone: '+1 212 555 0142',
};
const AVERY = addressResource('40', {
  email_address: 'avery.adams1042@inbox.tracker.example',
  company_id: 7,
  company_name: 'Acme Outfitters',
  first_name: 'Avery',
  last_name: 'Adams',
  birthdate: '1998-04-02',
  streetAddress: STREET,
  visible: false,
});
const ACME_TEAM = teamResource('3', { name: 'Acme Retail', owner: { id: '8', email: 'owner@acme.example' } });
const ACME_LABS = teamResource('5', { name: 'Acme Labs' });

const renderAddress = (path = '/addresses/40') =>
  renderAt(
    path,
    <>
      <StatusIndicator />
      <AddressPage params={{ address_id: '40' }} />
    </>,
  );

const statusText = () => document.querySelector('.status-indicator')?.textContent;

describe('editing an address', () => {
  it('opens the form with the “Edit address” key, saves only what changed and says so', async () => {
    let saved = AVERY;
    const api = stubApi({
      'GET /api/v1/admin/addresses/40': () => ({ status: 200, body: { data: saved, included: [] } }),
      'POST /api/v1/admin/addresses/40/update': () => {
        saved = addressResource('40', {
          ...AVERY.attributes,
          birthdate: '1997-12-24',
          streetAddress: { ...STREET, city: 'Brooklyn' },
          visible: true,
        });
        return { status: 200, body: { data: saved, included: [] } };
      },
    });
    renderAddress();
    await screen.findByRole('button', { name: 'Edit address' });

    fireEvent.keyDown(document.body, { key: 'a' });
    const form = await screen.findByRole('form', { name: 'Edit address' });
    expect(document.activeElement).toBe(within(form).getByLabelText('First name'));
    expect((within(form).getByLabelText('City') as HTMLInputElement).value).toBe('New York');

    fireEvent.change(within(form).getByLabelText('City'), { target: { value: 'Brooklyn' } });
    fireEvent.change(within(form).getByLabelText('Birthdate'), { target: { value: '1997-12-24' } });
    fireEvent.click(within(form).getByLabelText('Visible'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit address' })).toBeNull());
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      streetAddress: { city: 'Brooklyn' },
      birthdate: '1997-12-24',
      visible: true,
    });
    expect(statusText()).toBe('Saved');
    expect(screen.getByTestId('address-flags').textContent).toMatch(/^Visible/);
    expect(within(screen.getByRole('region', { name: 'Persona' })).getByText('Brooklyn')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit address' }));
  });

  it('fills the street address from a preset and clears the first activity', async () => {
    const api = stubApi({
      'GET /api/v1/admin/addresses/40': {
        status: 200,
        body: { data: { ...AVERY, attributes: { ...AVERY.attributes, firstActivityAt: '2026-05-10T10:00:00.000Z' } }, included: [] },
      },
      'POST /api/v1/admin/addresses/40/update': { status: 200, body: { data: AVERY, included: [] } },
    });
    renderAddress();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit address' }));
    const form = screen.getByRole('form', { name: 'Edit address' });

    fireEvent.change(within(form).getByLabelText('Fill from a preset'), { target: { value: 'uk' } });
    expect((within(form).getByLabelText('City') as HTMLInputElement).value).toBe('London');
    fireEvent.change(within(form).getByLabelText('First activity'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      streetAddress: {
        lineOne: '10 Downing Lane',
        lineTwo: '',
        city: 'London',
        region: 'Greater London',
        country: 'GB',
        postalCode: 'SW1A 2AA',
        telephone: '+44 20 7946 0321',
      },
      first_activity_at: null,
    });
  });

  it('shows the server’s refusals beside the fields they point at and keeps the form open', async () => {
    stubApi({
      'GET /api/v1/admin/addresses/40': { status: 200, body: { data: AVERY, included: [] } },
      'POST /api/v1/admin/addresses/40/update': {
        status: 422,
        body: {
          errors: [
            {
              status: '422',
              code: 'invalid_input',
              title: 'Invalid input',
              detail: 'Too long for a postal code',
              source: { pointer: '/streetAddress/postalCode' },
            },
            {
              status: '422',
              code: 'invalid_input',
              title: 'Invalid input',
              detail: 'Use a date as YYYY-MM-DD',
              source: { pointer: '/birthdate' },
            },
          ],
        },
      },
    });
    renderAddress();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit address' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    fireEvent.change(within(form).getByLabelText('Postal code'), { target: { value: '10118-0000-0000' } });
    fireEvent.change(within(form).getByLabelText('Birthdate'), { target: { value: '1998-04-03' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));

    const postalCode = within(form).getByLabelText('Postal code');
    await waitFor(() => expect(postalCode.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(postalCode.getAttribute('aria-describedby')!)?.textContent).toBe('Too long for a postal code');
    const birthdate = within(form).getByLabelText('Birthdate');
    expect(birthdate.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Use a date as YYYY-MM-DD')).toBeTruthy();
    expect(within(form).getByLabelText('City').getAttribute('aria-invalid')).toBeNull();
    expect(statusText()).toBe('Not saved: Too long for a postal code; Use a date as YYYY-MM-DD');
    expect((postalCode as HTMLInputElement).value).toBe('10118-0000-0000');
  });

  it('says a refusal with no field of its own for the whole form', async () => {
    stubApi({
      'GET /api/v1/admin/addresses/40': { status: 200, body: { data: AVERY, included: [] } },
      'POST /api/v1/admin/addresses/40/update': {
        status: 404,
        body: errorDocument(404, 'not_found', 'Not found', 'No address has the id 40.'),
      },
    });
    renderAddress();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit address' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    fireEvent.change(within(form).getByLabelText('Last name'), { target: { value: 'Adler' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));

    expect((await within(form).findByRole('alert')).textContent).toBe('No address has the id 40.');
  });

  it('leaves the form on Escape without saving', async () => {
    const api = stubApi({ 'GET /api/v1/admin/addresses/40': { status: 200, body: { data: AVERY, included: [] } } });
    renderAddress();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit address' }));
    const firstName = screen.getByLabelText('First name');
    fireEvent.change(firstName, { target: { value: 'Ava' } });

    fireEvent.keyDown(firstName, { key: 'Escape' });

    expect(screen.queryByRole('form', { name: 'Edit address' })).toBeNull();
    expect(api.requests.every((r) => r.method === 'GET')).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Persona' })).getByText('Avery')).toBeTruthy();
  });
});

describe('sharing an address with teams', () => {
  it('finds a team by name as you type and shares the address with the one chosen by Enter', async () => {
    let teams: unknown[] = [];
    const api = stubApi({
      'GET /api/v1/admin/addresses/40': () => ({ status: 200, body: { data: AVERY, included: teams } }),
      'GET /api/v3/teams': { status: 200, body: listOf([ACME_TEAM, ACME_LABS]) },
      'POST /api/v1/admin/addresses/40/teams': () => {
        teams = [{ id: '3', type: 'teams', attributes: { name: 'Acme Retail' } }];
        return { status: 200, body: { data: AVERY, included: teams } };
      },
    });
    renderAddress('/addresses/40/teams');
    const search = await screen.findByLabelText('Share with a team');
    expect(screen.getByText('Not shared with any team.')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'acme' } });
    const option = await screen.findByRole('option', { name: /Acme Retail/ });
    expect(option.textContent).toContain('owner@acme.example');
    expect(api.requests.find((r) => r.path === '/api/v3/teams')?.query.get('q')).toBe('acme');
    fireEvent.keyDown(search, { key: 'Enter' });

    await waitFor(() => expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ team_id: 3 }));
    expect(await screen.findByRole('link', { name: 'Acme Retail' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Teams (1)' })).toBeTruthy();
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('marks the teams it is shared with already, offers only the others, and stops sharing', async () => {
    const shared = [{ id: '3', type: 'teams', attributes: { name: 'Acme Retail' } }];
    const api = stubApi({
      'GET /api/v1/admin/addresses/40': { status: 200, body: { data: AVERY, included: shared } },
      'GET /api/v3/teams': { status: 200, body: listOf([ACME_TEAM, ACME_LABS]) },
      'POST /api/v1/admin/addresses/40/teams': { status: 200, body: { data: AVERY, included: shared } },
      'DELETE /api/v1/admin/addresses/40/teams': { status: 200, body: { data: AVERY, included: [] } },
    });
    renderAddress('/addresses/40/teams');
    const search = await screen.findByLabelText('Share with a team');

    fireEvent.change(search, { target: { value: 'acme' } });
    const retail = await screen.findByRole('option', { name: /Acme Retail/ });
    expect(retail.textContent).toContain('already shared');
    expect(retail.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('option', { name: /Acme Labs/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(retail);
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing with Acme Retail' }));
    await waitFor(() => expect(api.requests.find((r) => r.method === 'DELETE')?.query.get('team_id')).toBe('3'));
  });

  it('stops sharing at once and shares again with u, the way it was', async () => {
    let teams: unknown[] = [{ id: '3', type: 'teams', attributes: { name: 'Acme Retail' } }];
    const api = stubApi({
      'GET /api/v1/admin/addresses/40': () => ({ status: 200, body: { data: AVERY, included: teams } }),
      'DELETE /api/v1/admin/addresses/40/teams': () => {
        teams = [];
        return { status: 200, body: { data: AVERY, included: teams } };
      },
      'POST /api/v1/admin/addresses/40/teams': () => {
        teams = [{ id: '3', type: 'teams', attributes: { name: 'Acme Retail' } }];
        return { status: 200, body: { data: AVERY, included: teams } };
      },
    });
    renderAddress('/addresses/40/teams');

    fireEvent.click(await screen.findByRole('button', { name: 'Stop sharing with Acme Retail' }));
    expect(await screen.findByText('Stopped sharing with Acme Retail.')).toBeTruthy();
    expect(await screen.findByText('Not shared with any team.')).toBeTruthy();

    fireEvent.keyDown(document.body, { key: 'u' });
    await waitFor(() => expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ team_id: 3 }));
    expect(await screen.findByRole('link', { name: 'Acme Retail' })).toBeTruthy();
    expect(screen.queryByText('Stopped sharing with Acme Retail.')).toBeNull();
  });

  it('says when no team matches', async () => {
    stubApi({
      'GET /api/v1/admin/addresses/40': { status: 200, body: { data: AVERY, included: [] } },
      'GET /api/v3/teams': { status: 200, body: listOf([]) },
    });
    renderAddress('/addresses/40/teams');
    fireEvent.change(await screen.findByLabelText('Share with a team'), { target: { value: 'zeta' } });
    expect(await screen.findByText('No team matches.')).toBeTruthy();
  });
});
