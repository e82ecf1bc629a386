import { useCommands } from './commands/commands-context';
import './undo-note.css';

type Props = {
  /** What was just done, e.g. 'Removed Acme from this group'. */
  message: string;
  onUndo: () => void;
};

/**
 * Says what a destructive action just did and offers to undo it, with a button and the `u` key:
 * what the console gives instead of a confirmation where the spec asks for none.
 */
export function UndoNote({ message, onUndo }: Props) {
  useCommands([
    { id: 'undo', title: `Undo: ${message}`, group: 'General', shortcut: 'u', keywords: ['undo', 'revert', 'restore'], perform: onUndo },
  ]);
  return (
    <p className="undo-note" role="status">
      {message}.{' '}
      <button type="button" onClick={onUndo}>
        Undo
      </button>
    </p>
  );
}
