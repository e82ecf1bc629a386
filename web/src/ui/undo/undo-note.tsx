import { useCommands } from '../commands/commands-context';
import type { Undo } from './use-undo';
import './undo-note.css';

/**
 * Says what a destructive action just did and offers to undo it, with a button, `u` and Ctrl+Z
 * (Cmd+Z on a Mac): what the console gives instead of a confirmation where the action has a
 * reverse call. It also says why an action or its undo did not happen.
 */
export function UndoNote({ undo: { offered, undo, failure } }: { undo: Undo }) {
  const keywords = ['undo', 'revert', 'restore', 'put back'];
  useCommands(
    offered
      ? [
          { id: 'undo', title: `Undo: ${offered}`, group: 'General', shortcut: 'u', keywords, perform: undo },
          { id: 'undo.mod-z', title: `Undo: ${offered} (Ctrl+Z)`, group: 'General', shortcut: 'mod+z', keywords, perform: undo },
        ]
      : [],
  );
  return (
    <>
      {offered && (
        <p className="undo-note" role="status">
          {offered}.{' '}
          <button type="button" onClick={undo}>
            Undo
          </button>
        </p>
      )}
      {failure && (
        <p className="alert" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
