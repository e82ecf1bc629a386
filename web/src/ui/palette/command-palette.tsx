import { CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList, CommandRoot, defaultFilter } from 'cmdk';
import { useRegisteredCommands } from '../commands/commands-context';
import { groupCommands } from '../commands/group-commands';
import { ShortcutKeys } from '../commands/shortcut-keys';
import { ModalDialog } from '../modal-dialog';
import './command-palette.css';

/** The Ctrl/Cmd+K palette: every registered command, fuzzy-matched on its title and keywords. */
export function CommandPalette({ onClose }: { onClose: () => void }) {
  const commands = useRegisteredCommands();
  const titles = new Map(commands.map((command) => [command.id, command.title]));

  return (
    <ModalDialog label="Command palette" className="palette" onClose={onClose}>
      <CommandRoot
        label="Command palette"
        loop
        // Items are keyed by id so equal titles stay distinct; rank on what the user reads.
        filter={(id, search, keywords) => defaultFilter(titles.get(id) ?? id, search, keywords)}
      >
        <CommandInput data-autofocus placeholder="Type a command or search…" aria-label="Command" />
        <CommandList>
          <CommandEmpty>No command matches.</CommandEmpty>
          {groupCommands(commands).map(([group, items]) => (
            <CommandGroup key={group} heading={group}>
              {items.map((command) => (
                <CommandItem
                  key={command.id}
                  value={command.id}
                  keywords={command.keywords ? [...command.keywords] : undefined}
                  onSelect={() => {
                    onClose();
                    command.perform();
                  }}
                >
                  <span>{command.title}</span>
                  {command.shortcut && <ShortcutKeys shortcut={command.shortcut} />}
                </CommandItem>
              ))}
            </CommandGroup>
          ))}
        </CommandList>
      </CommandRoot>
    </ModalDialog>
  );
}
