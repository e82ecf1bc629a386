import type { Area } from '../ui/area/area';
import { lazyScreen } from '../ui/area/lazy-screen';

/** The learned classifier behind classification suggestions (issue 24): its version, its measures, training. */
export const classifierArea: Area = {
  id: 'classifier',
  title: 'Classifier',
  path: '/classifier',
  key: 'k',
  list: {
    screen: lazyScreen(() => import('./classifier-page'), 'ClassifierPage'),
    firstQueries: async () => (await import('./first-queries')).classifierFirstQueries,
  },
};
