import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeAnswer } from '../test/fake-api';
import { hit, searchAnswer } from '../test/search-hits';
import { renderAt } from '../test/render';
import { CommandPalette } from '../ui/palette/command-palette';
import { findRecords } from './find-records';

function openPalette() {
  const onClose = vi.fn();
  const view = renderAt('/registrations', <CommandPalette onClose={onClose} findRecords={findRecords} />);
  const input = screen.getByPlaceholderText('Type a command or search…');
  return { ...view, onClose, type: (text: string) => fireEvent.change(input, { target: { value: text } }) };
}

const headings = () => [...document.querySelectorAll('[cmdk-group-heading]')].map((heading) => heading.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('finding records from the palette’s first page', () => {
  it('asks once for every area, lists each area’s records under its title, and opens the one chosen', async () => {
    const fetch = fakeApi({
      'GET /api/v2/search': searchAnswer([
        hit('registrations', '417', '#417 Bolt', 'ann@track.example · ready', 'exact'),
        hit('journeys', '52', 'Bolt · Cart abandoner', '#52 · ann@track.example', 'exact'),
        hit('addresses', '5', 'ann@track.example', 'Bolt', 'exact'),
        hit('emails', 'g/8', 'Annual sale', 'news@bolt.example', 'contains'),
      ]),
    });
    vi.stubGlobal('fetch', fetch);
    const { currentPath, onClose, type } = openPalette();

    type('a');
    type('an');
    type('ann@track.example');

    await waitFor(() => expect(headings()).toEqual(['Registrations', 'Journeys', 'Addresses', 'Emails']));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '#417 Boltann@track.example · ready',
      'Bolt · Cart abandoner#52 · ann@track.example',
      'ann@track.exampleBolt',
      'Annual salenews@bolt.example',
    ]);
    expect(fetch.requests.map((request) => [request.path, request.query.get('q'), request.query.get('size')])).toEqual([
      ['/api/v2/search', 'ann@track.example', '5'],
    ]);
    fireEvent.click(screen.getByRole('option', { name: /Annual sale/ }));
    expect(onClose).toHaveBeenCalled();
    expect(currentPath()).toBe('/emails/g%2F8');
  });

  it('cancels the search the user has typed past', async () => {
    const fetch = fakeApi({
      'GET /api/v2/search': (request) =>
        request.query.get('q') === 'acme'
          ? searchAnswer([hit('companies', '7', 'Acme', 'acme.example', 'exact')])
          : new Promise<FakeAnswer>(() => {}),
    });
    vi.stubGlobal('fetch', fetch);
    const { type } = openPalette();

    type('acm');
    await waitFor(() => expect(fetch.requests).toHaveLength(1));
    type('acme');

    const companies = await screen.findByRole('group', { name: 'Companies' });
    expect(within(companies).getByRole('option').textContent).toBe('Acmeacme.example');
    expect(fetch.requests.map((request) => [request.query.get('q'), request.signal?.aborted])).toEqual([
      ['acm', true],
      ['acme', false],
    ]);
  });

  it('says so when the search fails', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/v2/search': { status: 500, body: { errors: [{ status: '500', code: 'internal', title: 'Internal error' }] } } }),
    );
    const { type } = openPalette();

    type('companies');

    expect((await screen.findByRole('alert')).textContent).toMatch(/^Records could not be searched/);
  });
});
