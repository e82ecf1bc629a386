import type { Area } from '../ui/area/area';
import { lazyScreen } from '../ui/area/lazy-screen';

const GroupPage = lazyScreen(() => import('./group-page'), 'GroupPage');

export const groupsArea: Area = {
  id: 'groups',
  title: 'Groups',
  path: '/groups',
  key: 'g',
  list: {
    screen: lazyScreen(() => import('./groups-page'), 'GroupsPage'),
    firstQueries: async () => (await import('./first-queries')).groupsFirstQueries,
  },
  routes: [{ path: '/groups/:group_id', title: 'Group', screen: GroupPage }],
  // Loaded on the first search, so the first page load does not carry the groups contract.
};
