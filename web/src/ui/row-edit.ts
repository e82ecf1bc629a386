import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useCommands } from './commands/commands-context';
import { isControlTarget } from './commands/shortcut';

/**
 * Whether a key on a table row asks to edit it: `e`, or Enter where the browser gives Enter no
 * meaning of its own (anywhere but a button or a link, such as the row's checkbox).
 */
export function isRowEditKey(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  return event.key === 'e' || (event.key === 'Enter' && !isControlTarget(event.target));
}

/**
 * Keys in a row's editor: Enter saves, Escape cancels. Both are taken here, so the screen's Escape
 * (which leaves a field) and the row's Enter (which opens the editor) do not run as well.
 */
export function rowEditorKeyDown(event: KeyboardEvent, save: () => void, cancel: () => void) {
  if (event.key !== 'Enter' && event.key !== 'Escape') return;
  event.preventDefault();
  event.stopPropagation();
  if (event.key === 'Enter') save();
  else cancel();
}

/** A row's Edit button, focused again once its editor closes, so the keyboard stays on the row. */
export function useEditButton(editing: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) button.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return button;
}

/** The Edit button of the row that holds focus, marked `data-row-edit`. */
const editButtonOfFocusedRow = () =>
  document.activeElement?.closest('tr')?.querySelector<HTMLButtonElement>('button[data-row-edit]:enabled');

/**
 * Lists a table's row editing in `?` and the palette: `e` on a row opens its editor. The row's own
 * key handler takes the key first; the command is what `?` shows, and what the palette runs.
 */
export function useRowEditCommands(table: RefObject<HTMLElement | null>, group: string) {
  useCommands([
    {
      id: 'row-edit.edit',
      title: 'Edit the row',
      group,
      shortcut: 'e',
      focusScope: () => table.current,
      perform: () => editButtonOfFocusedRow()?.click(),
    },
  ]);
}
