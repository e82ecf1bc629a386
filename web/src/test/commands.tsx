import { useRegisteredCommands } from '../ui/commands/commands-context';
import type { useShellCommands } from '../app/shell-commands';

/** The titles of the commands registered now, joined by `separator`, for a test to read. */
export function CommandTitles({ separator = ', ' }: { separator?: string }) {
  return (
    <p data-testid="commands">
      {useRegisteredCommands()
        .map((command) => command.title)
        .join(separator)}
    </p>
  );
}

/** The shell's actions for a test that registers the shell's commands without a shell: each does nothing. */
export const NO_SHELL_ACTIONS: Parameters<typeof useShellCommands>[0] = {
  togglePalette: () => {},
  openPaletteAt: () => {},
  showShortcuts: () => {},
  showApiTokens: () => {},
  signOut: () => {},
};
