import type { AreaCommandActions } from '../ui/area/area';
import type { Command } from '../ui/commands/command-registry';

/** The emails area's commands on every screen: search emails, and open one by guid. */
export function emailCommands({ openPaletteAt }: AreaCommandActions): Command[] {
  return [
    {
      id: 'go.email-search',
      title: 'Search emails…',
      group: 'Go to',
      keywords: ['find', 'subject', 'sender'],
      perform: () => openPaletteAt('go.email-search'),
      search: {
        placeholder: 'Subject, sender or body…',
        empty: 'No email matches.',
        find: async (text, signal) => (await import('./find-emails')).findEmails(text, signal),
      },
    },
    {
      id: 'go.email-guid',
      title: 'Open email by guid…',
      group: 'Go to',
      keywords: ['guid', 'id'],
      perform: () => openPaletteAt('go.email-guid'),
      search: {
        placeholder: 'Email guid…',
        empty: 'No email has that guid.',
        find: async (text, signal) => (await import('./find-emails')).findEmailByGuid(text, signal),
      },
    },
  ];
}
