import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

type Highlight = {
  /** The text the highlight belongs to: typing starts again from the top. */
  text: string;
  /** The item the user is on, once the list is settled; it stays highlighted when the list refreshes. */
  value: string | null;
  /** Before the list settles, the user's arrow keys as a position, counted from the top. */
  offset: number;
};

type Options = {
  /** The items' cmdk values, in the order listed. */
  values: readonly string[];
  text: string;
  /** Whether the list shows what the current text finds (no search still under way for it). */
  settled: boolean;
  /** Runs the item with this value, as Enter on it does. */
  activate: (value: string) => void;
};

const fresh = (text: string): Highlight => ({ text, value: null, offset: 0 });

/**
 * The highlighted item of a palette list whose records arrive after the keys that asked for them.
 * Keys typed ahead act on the list the text finds, never on the one it replaces: ↓ before the
 * records arrive moves down the list they make, and Enter waits for them. Once settled, the
 * highlight stays on its item (not its position) when the list refreshes, and goes back to the top
 * when the text changes. Spread the result onto the cmdk root, which it controls.
 */
export function usePaletteHighlight({ values, text, settled, activate }: Options) {
  const [stored, setStored] = useState<Highlight>(() => fresh(text));
  const current = stored.text === text ? stored : fresh(text);
  /** The text Enter was pressed on before its list settled. */
  const enterOn = useRef<string | null>(null);

  const atOffset = values[Math.min(current.offset, values.length - 1)] ?? '';
  const value = current.value === null ? atOffset : values.includes(current.value) ? current.value : (values[0] ?? '');
  // Settled, the item the keys typed ahead point at becomes the user's item.
  if (settled && current.value === null && value) setStored({ text, value, offset: 0 });

  useEffect(() => {
    if (!settled || enterOn.current === null) return;
    const pressed = enterOn.current === text;
    enterOn.current = null;
    if (pressed && value) activate(value);
  }, [settled, text, value, activate]);

  const onValueChange = (next: string) =>
    setStored((previous) => {
      const base = previous.text === text ? previous : fresh(text);
      return settled ? { ...base, value: next } : { ...base, offset: Math.max(0, values.indexOf(next)) };
    });

  const onKeyDown = (event: KeyboardEvent) => {
    if (settled || event.nativeEvent.isComposing) return;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step) {
      event.preventDefault();
      setStored((previous) => {
        const base = previous.text === text ? previous : fresh(text);
        return { ...base, offset: Math.max(0, base.offset + step) };
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      enterOn.current = text;
    }
  };

  return { value, onValueChange, onKeyDown };
}
