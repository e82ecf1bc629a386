import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { UndoNote } from './undo-note';
import { useUndo } from './use-undo';

/** A list of tags on a fake server: removing one is the action, adding it back its reverse. */
function Tags({ refuse }: { refuse?: 'run' | 'reverse' }) {
  const [tags, setTags] = useState(['red', 'green']);
  const removal = useUndo<string>({
    run: async (tag) => {
      if (refuse === 'run') throw new Error('red is in use');
      setTags((all) => all.filter((t) => t !== tag));
    },
    reverse: async (tag) => {
      if (refuse === 'reverse') throw new Error('red exists already');
      setTags((all) => [...all, tag]);
    },
    done: (tag) => `Removed ${tag}`,
    notDone: 'Not removed',
    notUndone: 'Not put back',
  });
  return (
    <>
      <p>Tags: {tags.join(', ')}</p>
      <button type="button" onClick={() => removal.run('red')}>
        Remove red
      </button>
      <label>
        Note
        <input />
      </label>
      <UndoNote undo={removal} />
    </>
  );
}

describe('an undoable action', () => {
  it('is done at once, says so, and comes back with u', async () => {
    renderAt('/', <Tags />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove red' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Removed red. Undo');
    expect(screen.getByText('Tags: green')).toBeTruthy();

    fireEvent.keyDown(document.body, { key: 'u' });
    expect(await screen.findByText('Tags: green, red')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('comes back with Ctrl+Z, except in a text field, where Ctrl+Z undoes the typing', async () => {
    renderAt('/', <Tags />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove red' }));
    await screen.findByRole('status');

    fireEvent.keyDown(screen.getByLabelText('Note'), { key: 'z', ctrlKey: true });
    expect(screen.getByText('Tags: green')).toBeTruthy();

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(await screen.findByText('Tags: green, red')).toBeTruthy();
  });

  it('says why when the action or its undo is refused', async () => {
    renderAt('/', <Tags refuse="run" />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove red' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Not removed: red is in use');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says why when putting back is refused, and offers nothing more to undo', async () => {
    renderAt('/', <Tags refuse="reverse" />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove red' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Not put back: red exists already'));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
