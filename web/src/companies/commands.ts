import type { AreaCommandActions } from '../ui/area/area';
import type { Command } from '../ui/commands/command-registry';

/**
 * The companies area's commands on every screen: 'Go to company…' searches by name or domain;
 * 'Import companies' opens the bulk import.
 */
export function companiesCommands({ navigate, openPaletteAt }: AreaCommandActions): Command[] {
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
        find: async (text, signal) => (await import('./find-companies')).findCompanies(text, signal),
      },
    },
    {
      // The shell's id for the bulk import screen, so the palette lists it once, here with its keys.
      id: 'go./companies/bulk',
      title: 'Import companies',
      group: 'Companies',
      shortcut: ['g', 'b'],
      keywords: ['bulk', 'upload', 'spreadsheet', 'csv', 'paste'],
      perform: () => navigate('/companies/bulk'),
    },
  ];
}
