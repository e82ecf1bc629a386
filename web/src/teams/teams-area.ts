import type { Area } from '../ui/area/area';
import { lazyScreen } from '../ui/area/lazy-screen';
import { teamsCommands } from './commands';

const CreateTeamPage = lazyScreen(() => import('./create-team-page'), 'CreateTeamPage');
const TeamPage = lazyScreen(() => import('./team-page'), 'TeamPage');
const TeamMembersPage = lazyScreen(() => import('./team-members-page'), 'TeamMembersPage');

export const teamsArea: Area = {
  id: 'teams',
  title: 'Teams',
  path: '/teams',
  key: 't',
  list: {
    screen: lazyScreen(() => import('./teams-page'), 'TeamsPage'),
    firstQueries: async () => (await import('./first-queries')).teamsFirstQueries,
  },
  routes: [
    { path: '/teams/create', title: 'Create team', screen: CreateTeamPage },
    { path: '/teams/:team_id', title: 'Team', screen: TeamPage },
    { path: '/teams/:team_id/members', title: 'Team members', screen: TeamMembersPage },
  ],
  commands: teamsCommands,
  // Loaded on the first search, so the first page load does not carry the teams contract.
};
