import type { Area } from '../ui/area/area';

export const journeysArea: Area = {
  id: 'journeys',
  title: 'Journeys',
  path: '/journeys',
  key: 'j',
  routes: [
    { path: '/journeys', title: 'Journeys' },
    { path: '/journeys/bulk', title: 'Bulk journey import' },
    { path: '/journeys/:journey_id', title: 'Journey' },
  ],
};
