import type { Area } from '../ui/area/area';
import { lazyScreen } from '../ui/area/lazy-screen';
import { listsCommands } from './commands';

const ListPage = lazyScreen(() => import('./list-page'), 'ListPage');
const ListEmailPage = lazyScreen(() => import('./list-email-page'), 'ListEmailPage');

export const listsArea: Area = {
  id: 'lists',
  title: 'Lists',
  path: '/lists',
  key: 'l',
  list: {
    screen: lazyScreen(() => import('./lists-page'), 'ListsPage'),
    firstQueries: async () => (await import('./first-queries')).listsFirstQueries,
  },
  routes: [
    { path: '/lists/:list_id', title: 'List', screen: ListPage },
    { path: '/lists/:list_id/emails/:guid', title: 'List email', screen: ListEmailPage },
  ],
  commands: listsCommands,
  // Loaded on the first search, so the first page load does not carry the lists contract.
};
