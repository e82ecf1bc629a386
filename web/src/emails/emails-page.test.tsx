import { fixedClock } from '@tracker/core/dates';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeFetch } from '../test/fake-api';
import { emailResource, listOf } from '../test/fixtures';
import { renderAt } from '../test/render';
import { EmailsPage } from './emails-page';

// Monday 9 March 2026, 1 a.m. in New York and 05:00 in UTC; New York went to summer time on the 8th.
const NOW = fixedClock('2026-03-09T05:00:00Z');
const NEW_YORK = 'America/New_York';

afterEach(() => vi.unstubAllGlobals());

function openEmails(path: string, zone = NEW_YORK) {
  const api = fakeApi({ 'GET /api/v2/emails/search': { status: 200, body: listOf([emailResource('1', { subject: 'Spring sale' })]) } });
  vi.stubGlobal('fetch', api);
  return { api, ...renderAt(path, <EmailsPage />, { clock: NOW, zone }) };
}

const lastDates = (api: FakeFetch) => {
  const query = api.requests.filter((r) => r.path === '/api/v2/emails/search').at(-1)?.query;
  return { startDate: query?.get('startDate'), endDate: query?.get('endDate') };
};

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
    await waitFor(() => expect(lastDates(api)).toEqual({ startDate: '2026-03-02T00:00:00.000-05:00', endDate: '2026-03-08T23:59:59.999-04:00' }));
  });

  it('keeps custom days in the URL and asks for them in the user’s zone', async () => {
    const { api, currentPath } = openEmails('/emails?preset=custom');
    await screen.findByText('Spring sale');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-07' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-08' } });

    expect(currentPath()).toBe('/emails?preset=custom&startDate=2026-03-07&endDate=2026-03-08');
    await waitFor(() => expect(lastDates(api)).toEqual({ startDate: '2026-03-07T00:00:00.000-05:00', endDate: '2026-03-08T23:59:59.999-04:00' }));
  });
});
