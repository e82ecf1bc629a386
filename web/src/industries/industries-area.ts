import type { Area } from '../ui/area/area';
import { lazyScreen } from '../ui/area/lazy-screen';

/**
 * Industries and their verticals. Spec section 2 lists no route for them; `/industries` is this
 * console's addition, over the spec's "industries update" and "verticals add/remove" calls.
 */
export const industriesArea: Area = {
  id: 'industries',
  title: 'Industries',
  path: '/industries',
  key: 'i',
  list: {
    screen: lazyScreen(() => import('./industries-page'), 'IndustriesPage'),
    firstQueries: async () => (await import('./first-queries')).industriesFirstQueries,
  },
};
