import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeAnswer } from '../test/fake-api';
import { addressResource, companyResource, emailResource, holidayResource, listOf, teamResource, userResource } from '../test/fixtures';
import { renderAt } from '../test/render';
import { CommandPalette } from '../ui/palette/command-palette';
import { RECORD_SEARCHES } from './record-searches';

const NOTHING: FakeAnswer = { status: 200, body: listOf([]) };

/** Answers `found` when the request's `param` is `text`, and nothing otherwise. */
const when = (param: string, text: string, found: unknown[]) => (request: { query: URLSearchParams }) =>
  request.query.get(param) === text ? { status: 200, body: listOf(found) } : NOTHING;

function openPalette() {
  const onClose = vi.fn();
  const view = renderAt('/registrations', <CommandPalette onClose={onClose} searches={RECORD_SEARCHES} />);
  const input = screen.getByPlaceholderText('Type a command or search…');
  return { ...view, onClose, type: (text: string) => fireEvent.change(input, { target: { value: text } }) };
}

const headings = () => [...document.querySelectorAll('[cmdk-group-heading]')].map((heading) => heading.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('finding records from the palette’s first page', () => {
  it('lists the users, teams, emails, addresses and holidays that match, each under its area, and opens the one chosen', async () => {
    const fetch = fakeApi({
      'GET /api/v3/admin/companies': NOTHING,
      'GET /api/v3/groups': NOTHING,
      'GET /api/v1/admin/users': when('email', 'ann', [userResource('3', { email: 'ann@acme.example', name: 'Ann Lee' })]),
      'GET /api/v3/teams': when('q', 'ann', [teamResource('6', { name: 'Annex buyers', owner: { id: '3', email: 'ann@acme.example' } })]),
      'GET /api/v2/emails/search': when('search', 'ann', [emailResource('8', { guid: 'g-8', subject: 'Annual sale' })]),
      'GET /api/v1/admin/addresses': when('q', 'ann', [
        addressResource('5', { email_address: 'ann.lee@tracker.example', company_name: 'Acme' }),
      ]),
      'GET /api/v2/admin/holidays': when('q', 'ann', [holidayResource('2', { name: 'Anniversary sale', keywords: 'anniversary' })]),
    });
    vi.stubGlobal('fetch', fetch);
    const { currentPath, onClose, type } = openPalette();

    type('ann');

    await waitFor(() => expect(headings().toSorted()).toEqual(['Addresses', 'Emails', 'Holidays', 'Teams', 'Users']));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options.toSorted()).toEqual([
      'Annex buyersann@acme.example',
      'Anniversary saleanniversary',
      'Annual salenews@company1.example',
      'ann.lee@tracker.exampleAcme',
      'ann@acme.exampleAnn Lee',
    ]);
    fireEvent.click(screen.getByRole('option', { name: /ann\.lee@tracker\.example/ }));
    expect(onClose).toHaveBeenCalled();
    expect(currentPath()).toBe('/addresses/5');
  });

  it('cancels the searches the user has typed past', async () => {
    const held = () => new Promise<FakeAnswer>(() => {});
    const fetch = fakeApi({
      'GET /api/v3/admin/companies': (request) =>
        request.query.get('q') === 'acme'
          ? { status: 200, body: listOf([companyResource('7', { name: 'Acme', domain_name: 'acme.example' })]) }
          : held(),
      'GET /api/v2/emails/search': (request) => (request.query.get('search') === 'acme' ? NOTHING : held()),
    });
    vi.stubGlobal('fetch', fetch);
    const { type } = openPalette();
    const asked = (path: string, text: string) =>
      fetch.requests.filter((request) => request.path === path && [...request.query.values()].includes(text));

    type('acm');
    await waitFor(() => expect(asked('/api/v2/emails/search', 'acm')).toHaveLength(1));
    type('acme');

    const companies = await screen.findByRole('group', { name: 'Companies' });
    expect(within(companies).getByRole('option').textContent).toBe('Acmeacme.example');
    const typedPast = [...asked('/api/v3/admin/companies', 'acm'), ...asked('/api/v2/emails/search', 'acm')];
    expect(typedPast.map((request) => request.signal?.aborted)).toEqual([true, true]);
  });
});
