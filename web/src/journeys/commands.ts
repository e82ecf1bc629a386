import type { AreaCommandActions } from '../ui/area/area';
import type { Command } from '../ui/commands/command-registry';

/** The journeys area's commands on every screen. */
export function journeysCommands({ navigate }: AreaCommandActions): Command[] {
  return [
    {
      id: 'journeys.new',
      title: 'Create a journey',
      group: 'Journeys',
      keywords: ['new', 'add'],
      perform: () => navigate('/journeys/new'),
    },
    {
      id: 'journeys.import',
      title: 'Import journeys',
      group: 'Journeys',
      keywords: ['bulk', 'spreadsheet', 'upload'],
      perform: () => navigate('/journeys/bulk'),
    },
    {
      id: 'journeys.archive-old',
      title: 'Archive old journeys…',
      group: 'Journeys',
      keywords: ['cleanup', 'expired', 'ended'],
      perform: () => navigate('/journeys?archive=old'),
    },
  ];
}
