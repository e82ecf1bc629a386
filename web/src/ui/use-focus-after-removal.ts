import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps focus on the screen when a row is removed: once the removed id has left `ids` (the list
 * refetched) and no dialog is open, focus goes to the button matching `selector` in the row now in
 * its place (the next, else the last), or to `fallback()` when none is left. Without it, focus
 * would fall to <body> with the row's button, and the keyboard would start over from the top.
 * Call the returned function when the removal has succeeded.
 */
export function useFocusAfterRemoval(
  ids: readonly string[],
  container: RefObject<HTMLElement | null>,
  selector: string,
  fallback: () => HTMLElement | null | undefined,
  waiting = false,
): (id: string) => void {
  const removed = useRef<{ id: string; index: number } | null>(null);
  useEffect(() => {
    const gone = removed.current;
    if (!gone || waiting || ids.includes(gone.id)) return;
    removed.current = null;
    const buttons = container.current?.querySelectorAll<HTMLElement>(selector) ?? [];
    (buttons[Math.min(gone.index, buttons.length - 1)] ?? fallback())?.focus();
  });
  return (id: string) => {
    removed.current = { id, index: ids.indexOf(id) };
  };
}
