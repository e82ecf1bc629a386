import type { Command, CommandRegistry } from './command-registry';
import { isControlTarget, isTypingTarget, keyOf, shortcutKeys } from './shortcut';

/** Chords a text field already means something by (undo, copy, paste, select all): there the field keeps them. */
const FIELD_CHORDS = new Set(['mod+z', 'mod+shift+z', 'mod+a', 'mod+c', 'mod+v', 'mod+x']);

/** How long the keys of a sequence such as `g c` may be apart. */
const SEQUENCE_TIMEOUT_MS = 1500;

/**
 * Runs registered commands from their shortcuts. Plain keys are ignored while typing in a field or
 * inside a dialog, and Enter and Space are left to a focused link or button; chords with Ctrl/Cmd
 * (such as `mod+k`) work everywhere but the ones a field means something by (Ctrl+Z in a field
 * undoes typing): they are caught before any element sees them, so a field or a
 * cmdk list (which takes Ctrl+K as "previous item") cannot swallow them. Escape in a field outside
 * a dialog leaves the field, so the screen's keys work again. A command with a focus scope (a
 * table's keys) runs only while focus is inside its element, and there before the others.
 */
export function bindKeys(registry: CommandRegistry, target: Window = window): () => void {
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function find(keys: readonly string[], focus: Element | null) {
    let prefix = false;
    for (const command of bound(focus)) {
      if (!command.shortcut) continue;
      const sequence = shortcutKeys(command.shortcut);
      if (!keys.every((key, index) => sequence[index] === key)) continue;
      if (sequence.length === keys.length) return { command, prefix };
      prefix = true;
    }
    return { command: undefined, prefix };
  }

  /** The commands whose shortcut works with focus here: the ones scoped to where focus is first. */
  function bound(focus: Element | null): Command[] {
    const scoped: Command[] = [];
    const unscoped: Command[] = [];
    for (const command of registry.getSnapshot()) {
      if (!command.focusScope) unscoped.push(command);
      else if (focus && command.focusScope()?.contains(focus)) scoped.push(command);
    }
    return [...scoped, ...unscoped];
  }

  function onChord(event: KeyboardEvent) {
    if (event.isComposing) return;
    const key = keyOf(event);
    if (!key?.startsWith('mod+')) return;
    if (FIELD_CHORDS.has(key) && isTypingTarget(event.target instanceof Element ? event.target : null)) return;
    const found = find([key], event.target instanceof Element ? event.target : null);
    if (!found.command) return;
    pending = [];
    event.preventDefault();
    event.stopPropagation();
    found.command.perform();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.defaultPrevented || event.isComposing) return;
    const key = keyOf(event);
    if (!key || key.startsWith('mod+')) return;
    const element = event.target instanceof Element ? event.target : null;
    if (key === 'Escape' && isTypingTarget(element) && !element?.closest('dialog[open]')) {
      leaveField(element);
      return;
    }
    if (isTypingTarget(element) || element?.closest('dialog[open]')) {
      pending = [];
      return;
    }
    if ((key === 'Enter' || key === ' ') && isControlTarget(element)) return;

    let keys = [...pending, key];
    let found = find(keys, element);
    if (!found.command && !found.prefix && pending.length > 0) {
      keys = [key];
      found = find(keys, element);
    }
    clearTimeout(timer);
    pending = [];
    if (found.command) {
      event.preventDefault();
      found.command.perform();
    } else if (found.prefix) {
      pending = keys;
      timer = setTimeout(() => (pending = []), SEQUENCE_TIMEOUT_MS);
    }
  }

  target.addEventListener('keydown', onChord, { capture: true });
  target.addEventListener('keydown', onKeyDown);
  return () => {
    clearTimeout(timer);
    target.removeEventListener('keydown', onChord, { capture: true });
    target.removeEventListener('keydown', onKeyDown);
  };
}

/** Focus leaves a field for its screen (the `<main>` it is in), never for `<body>`. */
function leaveField(field: Element | null) {
  const main = field?.closest<HTMLElement>('main');
  if (main) main.focus({ preventScroll: true });
  else if (field instanceof HTMLElement) field.blur();
}
