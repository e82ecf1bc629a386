import type { AreaCommandActions } from '../ui/area/area';
import type { Command } from '../ui/commands/command-registry';

/** The users area's commands on every screen: find a user by email. */
export function usersCommands({ openPaletteAt }: AreaCommandActions): Command[] {
  return [
    {
      id: 'go.user',
      title: 'Find user by email…',
      group: 'Go to',
      keywords: ['user', 'customer', 'account', 'email'],
      perform: () => openPaletteAt('go.user'),
      search: {
        placeholder: 'Part of an email address…',
        empty: 'No user matches.',
        find: async (text, signal) => (await import('./find-users')).findUsers(text, signal),
      },
    },
  ];
}
