import type { AreaCommandActions } from '../ui/area/area';
import type { Command } from '../ui/commands/command-registry';

/** The teams area's commands on every screen: find a team by name or owner email. */
export function teamsCommands({ openPaletteAt }: AreaCommandActions): Command[] {
  return [
    {
      id: 'go.team',
      title: 'Find team…',
      group: 'Go to',
      keywords: ['team', 'owner'],
      perform: () => openPaletteAt('go.team'),
      search: {
        placeholder: 'Team name or owner email…',
        empty: 'No team matches.',
        find: async (text, signal) => (await import('./find-teams')).findTeams(text, signal),
      },
    },
  ];
}
