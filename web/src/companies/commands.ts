import type { AreaCommandActions } from '../ui/area/area';
import type { Command } from '../ui/commands/command-registry';

/** The companies area's commands on every screen: 'Go to company…' searches by name or domain. */
export function companiesCommands({ openPaletteAt }: AreaCommandActions): Command[] {
  return [
    {
      id: 'go.company',
      title: 'Go to company…',
      group: 'Go to',
      keywords: ['find', 'search', 'domain'],
      perform: () => openPaletteAt('go.company'),
      search: {
        placeholder: 'Company name or domain…',
        empty: 'No company matches.',
        // Loaded on the first search, so the first page load does not carry the companies contract.
        find: async (text) => (await import('./find-companies')).findCompanies(text),
      },
    },
  ];
}
