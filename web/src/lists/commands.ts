import type { AreaCommandActions } from '../ui/area/area';
import type { Command } from '../ui/commands/command-registry';

/** The lists area's commands on every screen: 'Go to list…' searches lists by name. */
export function listsCommands({ openPaletteAt }: AreaCommandActions): Command[] {
  return [
    {
      id: 'go.list',
      title: 'Go to list…',
      group: 'Go to',
      keywords: ['find', 'search', 'curated'],
      perform: () => openPaletteAt('go.list'),
      search: {
        placeholder: 'List name…',
        empty: 'No list matches.',
        // Loaded on the first search, so the first page load does not carry the lists contract.
        find: async (text, signal) => (await import('./find-lists')).findLists(text, signal),
      },
    },
  ];
}
