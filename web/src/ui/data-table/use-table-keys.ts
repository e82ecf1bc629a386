import { useCommands } from '../commands/commands-context';
import type { Command } from '../commands/command-registry';

type Actions = {
  /** Prefix of the command ids; only one table per screen should bind the keys. */
  id: string;
  move: (delta: 1 | -1) => void;
  toggle?: (() => void) | undefined;
  open?: (() => void) | undefined;
};

/** Binds j/k (move), x (select) and Enter (open) through the command registry, so `?` lists them. */
export function useTableKeys({ id, move, toggle, open }: Actions): void {
  const commands: Command[] = [
    { id: `${id}.next`, title: 'Next row', group: 'Table', shortcut: 'j', perform: () => move(1) },
    { id: `${id}.previous`, title: 'Previous row', group: 'Table', shortcut: 'k', perform: () => move(-1) },
  ];
  if (toggle) commands.push({ id: `${id}.select`, title: 'Select row', group: 'Table', shortcut: 'x', perform: toggle });
  if (open) commands.push({ id: `${id}.open`, title: 'Open row', group: 'Table', shortcut: 'Enter', perform: open });
  useCommands(commands);
}
