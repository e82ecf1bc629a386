/**
 * A key or a sequence of keys: `'?'`, `'mod+k'` (Ctrl, or Cmd on a Mac), `['g', 'c']` (g then c).
 * Letters are lower case; `shift+x` names a capital.
 */
export type Shortcut = string | readonly string[];

export function shortcutKeys(shortcut: Shortcut): readonly string[] {
  return typeof shortcut === 'string' ? [shortcut] : shortcut;
}

/** The key a keydown stands for in a shortcut, or undefined for keys no shortcut uses. */
export function keyOf(event: KeyboardEvent): string | undefined {
  // Alt combinations type characters on many layouts (AltGr reports Ctrl+Alt); leave them alone.
  if (event.altKey || ['Control', 'Meta', 'Shift', 'Alt'].includes(event.key)) return undefined;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const shift = event.shiftKey && /^[a-z]$/.test(key) ? 'shift+' : '';
  return `${event.ctrlKey || event.metaKey ? 'mod+' : ''}${shift}${key}`;
}

/** Whether keys typed here are text rather than commands. */
export function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
}

/** Whether the browser already gives Enter and Space a meaning here (a link, a button, a tab). */
export function isControlTarget(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('a[href], button, summary, [role="button"], [role="link"], [role="tab"], [role="option"]') !== null
  );
}

function isMac(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/** How to show one key of a shortcut as it is typed, e.g. `g` as g, `mod+k` as `Ctrl k` (or `⌘ k` on a Mac). */
export function keyLabel(key: string, mac = isMac()): string {
  return key
    .split('+')
    .map((part) => {
      if (part === 'mod') return mac ? '⌘' : 'Ctrl';
      if (part === 'shift') return mac ? '⇧' : 'Shift';
      return part;
    })
    .join(' ');
}
