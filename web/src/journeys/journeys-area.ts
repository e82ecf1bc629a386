import type { Area } from '../ui/area/area';
import { lazyScreen } from '../ui/area/lazy-screen';
import { journeysCommands } from './commands';

const JourneyPage = lazyScreen(() => import('./journey-page'), 'JourneyPage');
const JourneyImportPage = lazyScreen(() => import('./journey-import-page'), 'JourneyImportPage');

export const journeysArea: Area = {
  id: 'journeys',
  title: 'Journeys',
  path: '/journeys',
  key: 'j',
  list: {
    screen: lazyScreen(() => import('./journeys-page'), 'JourneysPage'),
    firstQueries: async () => (await import('./first-queries')).journeysFirstQueries,
  },
  routes: [
    { path: '/journeys/bulk', title: 'Bulk journey import', screen: JourneyImportPage },
    { path: '/journeys/:journey_id', title: 'Journey', screen: JourneyPage },
  ],
  commands: journeysCommands,
};
