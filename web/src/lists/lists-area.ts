import type { Area } from '../ui/area/area';
import { lazyScreen } from '../ui/area/lazy-screen';
import { listsCommands } from './commands';

const ListsPage = lazyScreen(() => import('./lists-page'), 'ListsPage');
const ListPage = lazyScreen(() => import('./list-page'), 'ListPage');
const ListEmailPage = lazyScreen(() => import('./list-email-page'), 'ListEmailPage');

export const listsArea: Area = {
  id: 'lists',
  title: 'Lists',
  path: '/lists',
  key: 'l',
  routes: [
    {
      path: '/lists',
      title: 'Lists',
      screen: ListsPage,
      firstQueries: async () => (await import('./first-queries')).listsFirstQueries,
    },
    { path: '/lists/:list_id', title: 'List', screen: ListPage },
    { path: '/lists/:list_id/emails/:guid', title: 'List email', screen: ListEmailPage },
  ],
  commands: listsCommands,
  // Loaded on the first search, so the first page load does not carry the lists contract.
};
