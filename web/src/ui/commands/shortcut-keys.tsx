import { keyLabel, shortcutKeys, type Shortcut } from './shortcut';

/** A shortcut as keycaps: `g c` as G C, `mod+k` as Ctrl K. */
export function ShortcutKeys({ shortcut }: { shortcut: Shortcut }) {
  return (
    <span className="shortcut-keys">
      {shortcutKeys(shortcut).map((key, index) => (
        <kbd key={index}>{keyLabel(key)}</kbd>
      ))}
    </span>
  );
}
