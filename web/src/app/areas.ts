/** The console's areas, in navigation order; `key` is the letter that follows `g` to go there. */
export const AREAS = [
  { id: 'registrations', title: 'Registrations', path: '/registrations', key: 'r' },
  { id: 'companies', title: 'Companies', path: '/companies', key: 'c' },
  { id: 'groups', title: 'Groups', path: '/groups', key: 'g' },
  { id: 'emails', title: 'Emails', path: '/emails', key: 'e' },
  { id: 'lists', title: 'Lists', path: '/lists', key: 'l' },
  { id: 'journeys', title: 'Journeys', path: '/journeys', key: 'j' },
  { id: 'users', title: 'Users', path: '/users', key: 'u' },
  { id: 'teams', title: 'Teams', path: '/teams', key: 't' },
  { id: 'addresses', title: 'Addresses', path: '/addresses', key: 'a' },
  { id: 'holidays', title: 'Holidays', path: '/holidays', key: 'h' },
] as const;

export type Area = (typeof AREAS)[number];
export type AreaId = Area['id'];
