import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Command, CommandChoices, CommandSearch, FindRecords } from '../commands/command-registry';
import { useRegisteredCommands } from '../commands/commands-context';
import { ModalDialog, type ModalDialogHandle } from '../modal-dialog';
import { PaletteChoicesPage } from './palette-choices-page';
import { PaletteRoot } from './palette-root';
import { PaletteSearchPage } from './palette-search-page';
import './command-palette.css';

type SearchCommand = Command & { search: CommandSearch };
type ChoicesCommand = Command & { choices: CommandChoices };
type Props = {
  onClose: () => void;
  /** Open on this command's search page (e.g. 'Go to company…') instead of the command list. */
  initialPage?: string | undefined;
  /** How the first page finds records of every area, beside the commands. */
  findRecords?: FindRecords;
};

const isSearch = (command: Command | undefined): command is SearchCommand => Boolean(command?.search);
const hasChoices = (command: Command | undefined): command is ChoicesCommand => Boolean(command?.choices);

/**
 * The Ctrl/Cmd+K palette: every registered command, fuzzy-matched on its title and keywords, and
 * the records the areas find for the text. A command with a search opens a page that searches as
 * the user types; one with choices, a page listing them.
 */
export function CommandPalette({ onClose, initialPage, findRecords }: Props) {
  const commands = useRegisteredCommands();
  const [, navigate] = useLocation();
  const [pageId, setPageId] = useState(initialPage);
  const dialog = useRef<ModalDialogHandle>(null);
  const page = commands.find((command) => command.id === pageId);
  const choose = (href: string) => {
    onClose();
    navigate(href);
  };
  /**
   * Runs a command once the palette is closed. While its modal dialog is open the screen is inert,
   * so a command that puts the cursor in a field could not; and the dialog, as it closes, hands
   * focus back to where it was (the heading). The native dialog is closed first, at once (Enter
   * typed ahead of the records runs the command from an effect, where React cannot unmount the
   * palette synchronously), so the focus the command then moves stays where it put it.
   */
  const closeThen = (action: () => void) => {
    dialog.current?.close();
    onClose();
    action();
  };

  return (
    <ModalDialog ref={dialog} label="Command palette" className="palette" onClose={onClose}>
      {isSearch(page) ? (
        <PaletteSearchPage key={page.id} command={page} onBack={() => setPageId(undefined)} onChoose={choose} />
      ) : hasChoices(page) ? (
        <PaletteChoicesPage
          key={page.id}
          command={page}
          onBack={() => setPageId(undefined)}
          onChoose={(id) => closeThen(() => page.choices.choose(id))}
        />
      ) : (
        <PaletteRoot
          commands={commands}
          findRecords={findRecords}
          onChoose={choose}
          onRun={(command) => {
            if (isSearch(command) || hasChoices(command)) return setPageId(command.id);
            closeThen(command.perform);
          }}
        />
      )}
    </ModalDialog>
  );
}
