import { useQuery } from '@tanstack/react-query';
import type { Classification, ClassificationType } from '@tracker/core/emails';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDocument, fakeApi, type FakeAnswer, type FakeFetch, type FakeRequest } from '../../test/fake-api';
import { emailDetailDocument } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { choosePaletteCommand, palette, PaletteButton, paletteOptions as options } from '../../test/palette';
import { emailQueries } from '../queries';
import { ClassificationsEditor } from './classifications-editor';

const GUID = 'a1b2c3';
const DETAIL = `/api/v1/emails/${GUID}`;
const CLASSIFICATIONS = `/api/v2/admin/emails/${GUID}/classifications`;

const classification = (type: ClassificationType, score: 0 | 1): Classification => ({ type, score, source: 'manual', labeled: true });

function emailDocument(classifications: Classification[]) {
  return emailDetailDocument('1', { guid: GUID, subject: 'Welcome to Acme', classifications });
}

/** The email's classifications as the server holds them; PUT and DELETE answer unless a test says otherwise. */
function stub(
  classifications: Classification[],
  answers: { put?: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer> } = {},
): FakeFetch {
  const server = { classifications };
  const api = fakeApi({
    [`GET ${DETAIL}`]: () => ({ status: 200, body: emailDocument(server.classifications) }),
    [`PUT ${CLASSIFICATIONS}`]:
      answers.put ??
      ((request) => {
        const type = request.query.get('type') as ClassificationType | null;
        if (type && !server.classifications.some((c) => c.type === type))
          server.classifications = [...server.classifications, classification(type, 1)];
        for (const change of (request.body as { classifications: Classification[] }).classifications) {
          server.classifications = server.classifications.map((c) => (c.type === change.type ? classification(c.type, change.score) : c));
        }
        return { status: 200, body: emailDocument(server.classifications) };
      }),
    [`DELETE ${CLASSIFICATIONS}`]: (request) => {
      server.classifications = server.classifications.filter((c) => c.type !== request.query.get('type'));
      return { status: 200, body: emailDocument(server.classifications) };
    },
  });
  vi.stubGlobal('fetch', api);
  return api;
}

/** The editor on the email as the server has it, and the palette a button opens. */
function Editor() {
  const email = useQuery(emailQueries.detail(GUID));
  if (!email.data) return null;
  return (
    <>
      <ClassificationsEditor guid={GUID} classifications={email.data.data.attributes.classifications} />
      <PaletteButton />
    </>
  );
}

async function openEditor() {
  const view = renderAt(`/emails/${GUID}`, <Editor />);
  await screen.findByRole('heading', { name: 'Classifications' });
  return view;
}

const calls = (api: FakeFetch, method: string) =>
  api.requests.filter((r) => r.method === method && r.path === (method === 'GET' ? DETAIL : CLASSIFICATIONS));
const scoreButton = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}: `) });
const listed = () =>
  within(screen.getByRole('region', { name: 'Classifications' }))
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.textContent);

/** Lets the fake API answer and React Query settle, with the fake clock standing still, until `done`. */
async function settle(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the classifications editor', () => {
  it('flips a score at once, and puts it back with a message when the server refuses', async () => {
    let refuse: () => void = () => {};
    const api = stub([classification('welcome', 1)], {
      put: () =>
        new Promise((resolve) => (refuse = () => resolve({ status: 422, body: errorDocument(422, 'invalid_input', 'Invalid input') }))),
    });
    await openEditor();

    fireEvent.click(scoreButton('Welcome'));

    // Shown before the server answers.
    await waitFor(() => expect(scoreButton('Welcome').getAttribute('aria-pressed')).toBe('false'));
    expect(scoreButton('Welcome').textContent).toBe('Does not apply');
    await waitFor(() => expect(calls(api, 'PUT')).toHaveLength(1));
    expect(calls(api, 'PUT')[0]?.body).toEqual({ classifications: [{ type: 'welcome', score: 0 }] });

    act(() => refuse());

    expect((await screen.findByRole('alert')).textContent).toBe('The classification could not be saved; it is shown as it was.');
    expect(scoreButton('Welcome').getAttribute('aria-pressed')).toBe('true');
  });

  it('adds a classification of the type chosen', async () => {
    const api = stub([classification('welcome', 1)]);
    await openEditor();

    fireEvent.change(screen.getByLabelText('Add a classification'), { target: { value: 'winback' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(calls(api, 'PUT')).toHaveLength(1));
    expect(calls(api, 'PUT')[0]?.query.get('type')).toBe('winback');
    expect(calls(api, 'PUT')[0]?.body).toEqual({ classifications: [] });
    await waitFor(() => expect(listed()).toEqual(['Welcome', 'Winback']));
  });

  it('sends nothing for a type the email has already', async () => {
    const api = stub([classification('welcome', 0)]);
    await openEditor();

    fireEvent.change(screen.getByLabelText('Add a classification'), { target: { value: 'welcome' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(calls(api, 'PUT')).toHaveLength(0);
    expect((screen.getByLabelText('Add a classification') as HTMLSelectElement).value).toBe('');
  });

  it('deletes a classification only once the deletion is confirmed', async () => {
    const api = stub([classification('welcome', 1), classification('winback', 0)]);
    await openEditor();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Winback' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete classification' });
    expect(dialog.textContent).toContain('Delete the classification Winback?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog', { name: 'Delete classification' })).toBeNull();
    expect(calls(api, 'DELETE')).toHaveLength(0);
    expect(listed()).toEqual(['Welcome', 'Winback']);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Winback' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete classification' })).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(calls(api, 'DELETE')).toHaveLength(1));
    expect(calls(api, 'DELETE')[0]?.query.get('type')).toBe('winback');
    await waitFor(() => expect(listed()).toEqual(['Welcome']));
  });

  it('reloads the email 2 seconds after an update, not before', async () => {
    const api = stub([classification('welcome', 1)]);
    await openEditor();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const before = calls(api, 'GET').length;

    fireEvent.click(scoreButton('Welcome'));
    // The save, and the read of the record once it is over (at once, without the clock moving).
    await settle(() => calls(api, 'PUT').length === 1 && calls(api, 'GET').length > before);
    const reads = calls(api, 'GET').length;
    expect(reads).toBe(before + 1);

    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(calls(api, 'GET')).toHaveLength(reads);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls(api, 'GET')).toHaveLength(reads + 1);
  });
});

describe('classifying from the palette', () => {
  it('"Classify as…" lists the types the email lacks and adds the one chosen', async () => {
    const api = stub([classification('welcome', 1), classification('winback', 0)]);
    await openEditor();

    choosePaletteCommand('Classify as…');

    expect(options()).toHaveLength(20);
    expect(options()).not.toContain('Welcome');
    expect(options()).not.toContain('Winback');
    fireEvent.change(screen.getByPlaceholderText('Classification type…'), { target: { value: 'birth' } });
    expect(options()[0]).toBe('Birthday');
    fireEvent.keyDown(screen.getByPlaceholderText('Classification type…'), { key: 'Enter' });

    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
    await waitFor(() => expect(calls(api, 'PUT')).toHaveLength(1));
    expect(calls(api, 'PUT')[0]?.query.get('type')).toBe('birthday');
    await waitFor(() => expect(listed()).toContain('Birthday'));
  });

  it('"Remove classification…" lists the email’s types and removes the one chosen after the confirmation', async () => {
    const api = stub([classification('welcome', 1), classification('winback', 0)]);
    await openEditor();

    choosePaletteCommand('Remove classification…');

    expect(options()).toEqual(['Welcomeapplies', 'Winbackdoes not apply']);
    fireEvent.click(within(palette()).getByRole('option', { name: /^Winback/ }));

    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
    const confirm = screen.getByRole('dialog', { name: 'Delete classification' });
    expect(calls(api, 'DELETE')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(calls(api, 'DELETE')).toHaveLength(1));
    expect(calls(api, 'DELETE')[0]?.query.get('type')).toBe('winback');
    await waitFor(() => expect(listed()).toEqual(['Welcome']));
  });

  it('says so when no type to add matches, and goes back to the commands on Backspace', async () => {
    stub([classification('welcome', 1)]);
    await openEditor();

    choosePaletteCommand('Classify as…');
    const input = screen.getByPlaceholderText('Classification type…');
    fireEvent.change(input, { target: { value: 'welcome' } });

    expect(within(palette()).getByText('No type to add matches.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(screen.getByPlaceholderText('Type a command or search…')).toBeTruthy();
  });
});
