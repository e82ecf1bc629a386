import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findRecords } from '../../app/find-records';
import { useShellCommands } from '../../app/shell-commands';
import { NO_SHELL_ACTIONS } from '../../test/commands';
import { fakeApi, type FakeAnswer } from '../../test/fake-api';
import { hit, searchAnswer } from '../../test/search-hits';
import { renderAt } from '../../test/render';
import type { Command } from '../commands/command-registry';
import { useCommands } from '../commands/commands-context';
import { CommandPalette } from './command-palette';

const ACME = searchAnswer([
  hit('companies', '3', 'Acme', 'acme.example', 'exact'),
  hit('companies', '1', 'Acme Outdoor', 'acmeoutdoor.example', 'prefix'),
]);

const screenCommands: { add: (commands: Command[]) => void } = { add: () => {} };

/** The palette over the shell's commands, and commands a test adds while it is open (a screen registering late). */
function Palette({ onClose }: { onClose: () => void }) {
  const [later, setLater] = useState<Command[]>([]);
  useEffect(() => {
    screenCommands.add = setLater;
  }, []);
  useShellCommands(NO_SHELL_ACTIONS);
  useCommands(later);
  return <CommandPalette onClose={onClose} findRecords={findRecords} />;
}

/** A search endpoint that holds its answer to `text` until `release` is called. */
function heldSearch(text: string, answer: FakeAnswer) {
  let release: () => void = () => {};
  const fetch = fakeApi({
    'GET /api/v2/search': (request) =>
      request.query.get('q') === text ? new Promise<FakeAnswer>((resolve) => (release = () => resolve(answer))) : searchAnswer([]),
  });
  return { fetch, release: () => release() };
}

function openPalette() {
  const onClose = vi.fn();
  const view = renderAt('/registrations', <Palette onClose={onClose} />);
  const input = screen.getByPlaceholderText('Type a command or search…');
  const key = (key: string) => fireEvent.keyDown(input, { key });
  return { ...view, onClose, key, type: (text: string) => fireEvent.change(input, { target: { value: text } }) };
}

const highlighted = () => screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true')?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('the palette’s highlight', () => {
  it('waits for the records of what was typed before ↓ and Enter act, then opens the record they point at', async () => {
    const { fetch, release } = heldSearch('acme', ACME);
    vi.stubGlobal('fetch', fetch);
    const { key, type, onClose, currentPath } = openPalette();

    type('acme');
    await waitFor(() => expect(fetch.requests.map((request) => request.query.get('q'))).toEqual(['acme']));
    key('ArrowDown');
    key('Enter');

    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('true');
    await act(async () => release());
    await waitFor(() => expect(currentPath()).toBe('/companies/1'));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens the best record when Enter alone comes before the records', async () => {
    const { fetch, release } = heldSearch('acme', ACME);
    vi.stubGlobal('fetch', fetch);
    const { key, type, currentPath } = openPalette();

    type('acme');
    key('Enter');
    await waitFor(() => expect(fetch.requests).toHaveLength(1));
    await act(async () => release());

    await waitFor(() => expect(currentPath()).toBe('/companies/3'));
  });

  it('stays on the item the user moved to when the list refreshes, and Enter opens that item', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/v2/search': ACME }));
    const { key, type, currentPath } = openPalette();
    type('acme');
    await waitFor(() => expect(highlighted()).toBe('Acmeacme.example'));

    key('ArrowDown');
    expect(highlighted()).toBe('Acme Outdooracmeoutdoor.example');
    act(() => screenCommands.add([{ id: 'acme.report', title: 'Acme', group: 'Reports', perform: () => {} }]));

    await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toBe('Acme'));
    expect(highlighted()).toBe('Acme Outdooracmeoutdoor.example');
    key('Enter');
    expect(currentPath()).toBe('/companies/1');
  });

  it('goes back to the top when the text changes', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/v2/search': (request) => (request.query.get('q')?.startsWith('acme') ? ACME : searchAnswer([])) }),
    );
    const { key, type } = openPalette();
    type('acme');
    await waitFor(() => expect(highlighted()).toBe('Acmeacme.example'));
    key('ArrowDown');

    type('acme ');
    type('acme o');

    await waitFor(() => expect(highlighted()).toBe('Acmeacme.example'));
  });
});
