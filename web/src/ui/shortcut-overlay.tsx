import { useRegisteredCommands } from './commands/commands-context';
import { groupCommands } from './commands/group-commands';
import { ShortcutKeys } from './commands/shortcut-keys';
import { ModalDialog } from './modal-dialog';
import './shortcut-overlay.css';

/** Keys the key bindings handle themselves, not through a command: listed with the shell's own. */
const BUILT_IN = { group: 'General', keys: [{ title: 'Leave a field, close a dialog', key: 'Esc' }] } as const;

/** The `?` overlay: the shortcuts of the current screen, by group, in columns that fit a 1280×800 screen. */
export function ShortcutOverlay({ onClose }: { onClose: () => void }) {
  const withShortcuts = useRegisteredCommands().filter((command) => command.shortcut);

  return (
    <ModalDialog label="Keyboard shortcuts" className="shortcut-overlay" onClose={onClose}>
      <header className="shortcut-overlay-header">
        <h2>Keyboard shortcuts</h2>
        <button type="button" data-autofocus onClick={onClose}>
          Close
        </button>
      </header>
      {/* Focusable, so the keyboard scrolls it when it is taller than the window. */}
      <div className="shortcut-overlay-groups" role="region" aria-label="Shortcuts by group" tabIndex={0}>
        {groupCommands(withShortcuts).map(([group, commands]) => (
          <section key={group}>
            <h3>{group}</h3>
            <dl>
              {commands.map((command) => (
                <div key={command.id}>
                  <dt>{command.title}</dt>
                  <dd>{command.shortcut && <ShortcutKeys shortcut={command.shortcut} />}</dd>
                </div>
              ))}
              {group === BUILT_IN.group &&
                BUILT_IN.keys.map(({ title, key }) => (
                  <div key={title}>
                    <dt>{title}</dt>
                    <dd>
                      <span className="shortcut-keys">
                        <kbd>{key}</kbd>
                      </span>
                    </dd>
                  </div>
                ))}
            </dl>
          </section>
        ))}
      </div>
    </ModalDialog>
  );
}
