import type { Area } from '../ui/area/area';

/**
 * The areas of spec section 2 that have no screens yet: the route table already knows their paths
 * (each shows 'not built yet'). An area built later moves its entry into its own folder.
 */
export const PLANNED_AREAS = {
  registrations: {
    id: 'registrations',
    title: 'Registrations',
    path: '/registrations',
    key: 'r',
    routes: [
      { path: '/registrations', title: 'Registrations' },
      { path: '/registrations/create', title: 'Create registration' },
      { path: '/registrations/recap', title: 'Registration recap' },
      { path: '/registrations/:registration_id', title: 'Registration' },
      { path: '/registrations/:registration_id/:relationship', title: 'Registration relationship' },
    ],
  },
  lists: {
    id: 'lists',
    title: 'Lists',
    path: '/lists',
    key: 'l',
    routes: [
      { path: '/lists', title: 'Lists' },
      { path: '/lists/:list_id', title: 'List' },
      { path: '/lists/:list_id/emails/:guid', title: 'List email' },
    ],
  },
  users: {
    id: 'users',
    title: 'Users',
    path: '/users',
    key: 'u',
    routes: [
      { path: '/users', title: 'Users' },
      { path: '/users/:user_id', title: 'User' },
      { path: '/users/:user_id/lists', title: 'User lists' },
      { path: '/users/:user_id/groups', title: 'User groups' },
      { path: '/users/:user_id/teams', title: 'User teams' },
    ],
  },
  teams: {
    id: 'teams',
    title: 'Teams',
    path: '/teams',
    key: 't',
    routes: [
      { path: '/teams', title: 'Teams' },
      { path: '/teams/create', title: 'Create team' },
      { path: '/teams/:team_id', title: 'Team' },
      { path: '/teams/:team_id/members', title: 'Team members' },
    ],
  },
  addresses: {
    id: 'addresses',
    title: 'Addresses',
    path: '/addresses',
    key: 'a',
    routes: [
      { path: '/addresses', title: 'Addresses' },
      { path: '/addresses/:address_id', title: 'Address' },
      { path: '/addresses/:address_id/teams', title: 'Address teams' },
    ],
  },
  holidays: {
    id: 'holidays',
    title: 'Holidays',
    path: '/holidays',
    key: 'h',
    routes: [
      { path: '/holidays', title: 'Holidays' },
      { path: '/holidays/create', title: 'Create holiday' },
      { path: '/holidays/:holiday_id', title: 'Holiday' },
    ],
  },
} satisfies Record<string, Area>;
