import { useEffect, useRef, type KeyboardEvent } from 'react';
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
