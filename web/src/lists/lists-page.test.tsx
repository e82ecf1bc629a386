import type { List } from '@tracker/core/lists';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDocument, fakeApi, type FakeAnswer, type FakeFetch, type FakeRequest } from '../test/fake-api';
import { listOf } from '../test/fixtures';
import { renderAt } from '../test/render';
import { listResource } from './list-fixtures';
import { ListsPage } from './lists-page';

afterEach(() => vi.unstubAllGlobals());

type Positions = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Lists the fake server holds: GET answers them by position (highest first), PATCH positions moves
 * them. With `holdRefetches`, a GET after the first waits for `release()`, so until then what the
 * screen shows is its own doing.
 */
function serve(lists: List[], answerPositions: Positions = () => ({ status: 204 }), { holdRefetches = false } = {}) {
  let held = lists;
  let answered = 0;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const page = () => ({ status: 200, body: listOf([...held].sort((a, b) => b.attributes.position - a.attributes.position)) });
  const api = fakeApi({
    'GET /api/v3/lists': async () => {
      if (holdRefetches && answered++ > 0) await released;
      return page();
    },
    'PATCH /api/v3/lists/positions': async (request) => {
      const answer = await answerPositions(request);
      if (answer.status < 300) {
        const moved = new Map(
          (request.body as { positions: { id: number; position: number }[] }).positions.map((p) => [String(p.id), p.position]),
        );
        held = held.map((list) => ({
          ...list,
          attributes: { ...list.attributes, position: moved.get(list.id) ?? list.attributes.position },
        }));
      }
      return answer;
    },
  });
  vi.stubGlobal('fetch', api);
  return Object.assign(api, { release: () => release() });
}

const LISTS = [
  listResource('1', { name: 'Welcome series', position: 30 }),
  listResource('2', { name: 'Cart reminders', position: 20 }),
  listResource('3', { name: 'Winbacks', position: 10 }),
];

const queryOf = (api: FakeFetch) =>
  Object.fromEntries([...(api.requests.filter((r) => r.path === '/api/v3/lists').at(-1)?.query ?? [])].filter(([key]) => key !== 'admin'));
const shownOrder = () =>
  within(screen.getByRole('grid', { name: 'Lists' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const press = (key: string, shiftKey = false) => fireEvent.keyDown(document.body, { key, shiftKey });
const positionsSent = (api: FakeFetch) => api.requests.filter((r) => r.method === 'PATCH').map((r) => r.body);

describe('the lists screen', () => {
  it('shows featured lists by position, 25 a page, as the spec sets them', async () => {
    const api = serve(LISTS);
    renderAt('/lists', <ListsPage />);

    expect(await screen.findByRole('link', { name: 'Welcome series' })).toBeTruthy();
    expect(queryOf(api)).toEqual({ sort: 'position:desc', featured: 'true', page: '1', size: '25' });
  });

  it('reads every filter from the address, and a change goes back into it on page 1', async () => {
    const api = serve(LISTS);
    const { currentPath } = renderAt('/lists?q=welcome&state=published&featured=all&sort=name:asc&page=3', <ListsPage />);

    await screen.findByRole('link', { name: 'Welcome series' });
    expect(queryOf(api)).toEqual({ q: 'welcome', state: 'published', sort: 'name:asc', page: '3', size: '25' });
    expect((screen.getByLabelText('Search lists') as HTMLInputElement).value).toBe('welcome');
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('all');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'swipe_file' } });

    expect(currentPath()).toBe('/lists?q=welcome&state=published&featured=all&sort=name:asc&type=swipe_file');
    await waitFor(() => expect(queryOf(api)).toMatchObject({ type: 'swipe_file', page: '1' }));

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'true' } });

    expect(currentPath()).toBe('/lists?q=welcome&state=published&sort=name:asc&type=swipe_file');
    await waitFor(() => expect(queryOf(api)).toMatchObject({ featured: 'true' }));
  });

  it('moves the active list up with Shift+K: the rows swap at once and the two positions are saved', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const api = serve(LISTS, () => new Promise((resolve) => (answer = resolve)));
    renderAt('/lists', <ListsPage />);
    await screen.findByRole('link', { name: 'Cart reminders' });

    press('j');
    press('j');
    press('K', true);

    await waitFor(() => expect(shownOrder()).toEqual(['Cart reminders', 'Welcome series', 'Winbacks']));
    await waitFor(() =>
      expect(positionsSent(api)).toEqual([
        {
          positions: [
            { id: 2, position: 30 },
            { id: 1, position: 20 },
          ],
        },
      ]),
    );
    answer({ status: 204 });

    press('J', true);

    await waitFor(() => expect(positionsSent(api)).toHaveLength(2));
    expect(positionsSent(api)[1]).toEqual({
      positions: [
        { id: 1, position: 30 },
        { id: 2, position: 20 },
      ],
    });
  });

  it('puts the lists back where they were, and says so, when the server refuses the new order', async () => {
    const refusal = errorDocument(422, 'invalid_input', 'Invalid input', 'No list has the id 2.', '/positions/0/id');
    const api = serve(LISTS, () => ({ status: 422, body: refusal }), { holdRefetches: true });
    renderAt('/lists', <ListsPage />);
    await screen.findByRole('link', { name: 'Winbacks' });

    press('End');
    press('K', true);

    await waitFor(() =>
      expect(positionsSent(api)).toEqual([
        {
          positions: [
            { id: 3, position: 20 },
            { id: 2, position: 10 },
          ],
        },
      ]),
    );
    // Back before the server is asked again: the screen kept the old order.
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'GET')).toHaveLength(2));
    expect(shownOrder()).toEqual(['Welcome series', 'Cart reminders', 'Winbacks']);
    api.release();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'The new order was not saved, so the lists are back where they were: No list has the id 2.',
    );
    expect(shownOrder()).toEqual(['Welcome series', 'Cart reminders', 'Winbacks']);
  });

  it('moves a list dragged by its handle onto another row', async () => {
    const api = serve(LISTS);
    const view = renderAt('/lists', <ListsPage />);
    const target = await screen.findByRole('link', { name: 'Welcome series' });
    const handle = view.container.querySelector('[data-list-id="3"]')!;

    fireEvent.dragStart(handle, { dataTransfer: { setData: () => undefined, effectAllowed: 'all' } });
    fireEvent.dragOver(target);
    fireEvent.drop(target);

    await waitFor(() => expect(shownOrder()).toEqual(['Winbacks', 'Welcome series', 'Cart reminders']));
    expect(positionsSent(api)).toEqual([
      {
        positions: [
          { id: 3, position: 30 },
          { id: 1, position: 20 },
          { id: 2, position: 10 },
        ],
      },
    ]);
  });

  it('offers no reordering while sorted by anything but position', async () => {
    const api = serve(LISTS);
    const view = renderAt('/lists?sort=name:asc', <ListsPage />);
    await screen.findByRole('link', { name: 'Winbacks' });

    press('j');
    press('J', true);

    expect(view.container.querySelector('[data-list-id]')).toBeNull();
    expect(screen.getByText('Sort by position to reorder the lists.')).toBeTruthy();
    expect(positionsSent(api)).toEqual([]);
  });
});
