import { useCommands } from '../commands/commands-context';
import type { Command } from '../commands/command-registry';

/** How many sortable columns get a numbered key (s 1 … s 9). */
const NUMBERED_SORTS = 9;

type Actions = {
  /** Prefix of the command ids; only one table per screen should bind the keys. */
  id: string;
  move: (delta: number) => void;
  moveTo: (where: 'first' | 'last') => void;
  toggle?: (() => void) | undefined;
  open?: (() => void) | undefined;
  /** One per sortable column: sorts by it, or the other way when it already does. */
  sorts?: readonly { title: string; perform: () => void }[];
  /** A table that selects rows: Shift+j/k extend the selection, Ctrl/Cmd+A selects the page, Esc clears it. */
  selecting?: Selecting | undefined;
  /** Set, the keys work only while focus is inside this element (the table), leaving them to the screen elsewhere. */
  focusScope?: (() => Element | null) | undefined;
};

type Selecting = {
  extend: (delta: number) => void;
  selectPage: () => void;
  /** Undefined while nothing is selected: Esc is then left to the screen. */
  clear?: (() => void) | undefined;
};

/**
 * Binds the table's keys through the command registry, so `?` and the palette list them: j/k (move),
 * PageUp/PageDown (ten rows), Home/End, x (select), Shift+j/k (extend the selection), Ctrl/Cmd+A
 * (select the page), Esc (clear the selection), Enter (open), and s then a number (sort).
 */
export function useTableKeys({ id, move, moveTo, toggle, selecting, open, sorts = [], focusScope }: Actions): void {
  const commands: Command[] = [
    { id: `${id}.next`, title: 'Next row', group: 'Table', shortcut: 'j', perform: () => move(1) },
    { id: `${id}.previous`, title: 'Previous row', group: 'Table', shortcut: 'k', perform: () => move(-1) },
    { id: `${id}.page-down`, title: 'Ten rows down', group: 'Table', shortcut: 'PageDown', perform: () => move(10) },
    { id: `${id}.page-up`, title: 'Ten rows up', group: 'Table', shortcut: 'PageUp', perform: () => move(-10) },
    { id: `${id}.first`, title: 'First row', group: 'Table', shortcut: 'Home', perform: () => moveTo('first') },
    { id: `${id}.last`, title: 'Last row', group: 'Table', shortcut: 'End', perform: () => moveTo('last') },
  ];
  if (toggle) commands.push({ id: `${id}.select`, title: 'Select row', group: 'Table', shortcut: 'x', perform: toggle });
  if (selecting) {
    const keywords = ['select', 'bulk', 'several'];
    commands.push(
      {
        id: `${id}.extend-down`,
        title: 'Extend the selection down',
        group: 'Table',
        shortcut: 'shift+j',
        keywords,
        perform: () => selecting.extend(1),
      },
      {
        id: `${id}.extend-up`,
        title: 'Extend the selection up',
        group: 'Table',
        shortcut: 'shift+k',
        keywords,
        perform: () => selecting.extend(-1),
      },
      {
        id: `${id}.select-page`,
        title: 'Select every row on this page',
        group: 'Table',
        shortcut: 'mod+a',
        keywords,
        perform: selecting.selectPage,
      },
    );
    if (selecting.clear)
      commands.push({
        id: `${id}.clear-selection`,
        title: 'Clear the selection',
        group: 'Table',
        shortcut: 'Escape',
        keywords,
        perform: selecting.clear,
      });
  }
  if (open) commands.push({ id: `${id}.open`, title: 'Open row', group: 'Table', shortcut: 'Enter', perform: open });
  sorts.forEach((sort, index) =>
    commands.push({
      id: `${id}.sort.${index}`,
      title: `Sort by ${sort.title}`,
      group: 'Table',
      keywords: ['order'],
      ...(index < NUMBERED_SORTS && { shortcut: ['s', String(index + 1)] }),
      perform: sort.perform,
    }),
  );
  // Scoped keys say so in `?` and the palette, beside the screen's commands on the same keys.
  useCommands(focusScope ? commands.map((command) => ({ ...command, group: 'Table, while it has focus', focusScope })) : commands);
}
