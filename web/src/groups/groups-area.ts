import type { Area } from '../ui/area/area';
import { lazyScreen } from '../ui/area/lazy-screen';

const GroupsPage = lazyScreen(() => import('./groups-page'), 'GroupsPage');
const GroupPage = lazyScreen(() => import('./group-page'), 'GroupPage');

export const groupsArea: Area = {
  id: 'groups',
  title: 'Groups',
  path: '/groups',
  key: 'g',
  routes: [
    {
      path: '/groups',
      title: 'Groups',
      screen: GroupsPage,
      firstQueries: async () => (await import('./first-queries')).groupsFirstQueries,
    },
    { path: '/groups/:group_id', title: 'Group', screen: GroupPage },
  ],
  // Loaded on the first search, so the first page load does not carry the groups contract.
};
