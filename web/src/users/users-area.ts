import type { Area } from '../ui/area/area';
import { lazyScreen } from '../ui/area/lazy-screen';
import { usersCommands } from './commands';

const UserPage = lazyScreen(() => import('./user-page'), 'UserPage');
const UserListsPage = lazyScreen(() => import('./user-page'), 'UserListsPage');
const UserGroupsPage = lazyScreen(() => import('./user-page'), 'UserGroupsPage');
const UserTeamsPage = lazyScreen(() => import('./user-page'), 'UserTeamsPage');

export const usersArea: Area = {
  id: 'users',
  title: 'Users',
  path: '/users',
  key: 'u',
  list: {
    screen: lazyScreen(() => import('./users-page'), 'UsersPage'),
    firstQueries: async () => (await import('./first-queries')).usersFirstQueries,
  },
  routes: [
    { path: '/users/:user_id', title: 'User', screen: UserPage },
    { path: '/users/:user_id/lists', title: 'User lists', screen: UserListsPage },
    { path: '/users/:user_id/groups', title: 'User groups', screen: UserGroupsPage },
    { path: '/users/:user_id/teams', title: 'User teams', screen: UserTeamsPage },
  ],
  commands: usersCommands,
  // Loaded on the first search, so the first page load does not carry the users contract.
};
