import { CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList, CommandRoot, defaultFilter } from 'cmdk';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Command, CommandSearch } from '../commands/command-registry';
import { useRegisteredCommands } from '../commands/commands-context';
import { groupCommands } from '../commands/group-commands';
import { ShortcutKeys } from '../commands/shortcut-keys';
import { ModalDialog } from '../modal-dialog';
import { PaletteSearchPage } from './palette-search-page';
import './command-palette.css';

type SearchCommand = Command & { search: CommandSearch };
type Props = {
  onClose: () => void;
  /** Open on this command's search page (e.g. 'Go to company…') instead of the command list. */
  initialPage?: string | undefined;
};

const isSearch = (command: Command | undefined): command is SearchCommand => Boolean(command?.search);

/**
 * The Ctrl/Cmd+K palette: every registered command, fuzzy-matched on its title and keywords. A
 * command with a search opens a page that searches as the user types.
 */
export function CommandPalette({ onClose, initialPage }: Props) {
  const commands = useRegisteredCommands();
  const [, navigate] = useLocation();
  const [pageId, setPageId] = useState(initialPage);
  const page = commands.find((command) => command.id === pageId);

  return (
    <ModalDialog label="Command palette" className="palette" onClose={onClose}>
      {isSearch(page) ? (
        <PaletteSearchPage
          key={page.id}
          command={page}
          onBack={() => setPageId(undefined)}
          onChoose={(href) => {
            onClose();
            navigate(href);
          }}
        />
      ) : (
        <PaletteCommands
          commands={commands}
          onRun={(command) => {
            if (isSearch(command)) return setPageId(command.id);
            onClose();
            command.perform();
          }}
        />
      )}
    </ModalDialog>
  );
}

/** The palette's first page: the registered commands by group. */
function PaletteCommands({ commands, onRun }: { commands: readonly Command[]; onRun: (command: Command) => void }) {
  const titles = new Map(commands.map((command) => [command.id, command.title]));
  return (
    <CommandRoot
      label="Command palette"
      loop
      // Items are keyed by id so equal titles stay distinct; rank on what the user reads.
      filter={(id, search, keywords) => defaultFilter(titles.get(id) ?? id, search, keywords)}
    >
      <CommandInput autoFocus data-autofocus placeholder="Type a command or search…" aria-label="Command" />
      <CommandList>
        <CommandEmpty>No command matches.</CommandEmpty>
        {groupCommands(commands).map(([group, items]) => (
          <CommandGroup key={group} heading={group}>
            {items.map((command) => (
              <CommandItem
                key={command.id}
                value={command.id}
                keywords={command.keywords ? [...command.keywords] : undefined}
                onSelect={() => onRun(command)}
              >
                <span>{command.title}</span>
                {command.shortcut && <ShortcutKeys shortcut={command.shortcut} />}
              </CommandItem>
            ))}
          </CommandGroup>
        ))}
      </CommandList>
    </CommandRoot>
  );
}
