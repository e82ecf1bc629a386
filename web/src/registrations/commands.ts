import type { AreaCommandActions } from '../ui/area/area';
import type { Command } from '../ui/commands/command-registry';

/** On every screen: claim the next unclaimed registration (prioritized first) and open it. */
export function registrationsCommands({ navigate }: AreaCommandActions): Command[] {
  return [
    {
      id: 'registrations.claim-next',
      title: 'Claim the next unclaimed registration',
      group: 'Registrations',
      keywords: ['queue', 'next', 'take'],
      // The claim runs on the queue screen, which loads the registrations contract only then.
      perform: () => navigate('/registrations?claim=next'),
    },
  ];
}
