// The teams area as other areas and the route table see it.
export { teamsArea } from './teams-area';
export { teamQueries } from './queries';
export { useTeamActions } from './mutations';
export { useConfirmedChange } from './components/use-confirmed-change';
