import { addressesArea } from '../addresses';
import { authRoutes } from '../auth';
import { classifierArea } from '../classifier';
import { companiesArea } from '../companies';
import { emailsArea } from '../emails';
import { groupsArea } from '../groups';
import { holidaysArea } from '../holidays';
import { inboundArea } from '../inbound';
import { industriesArea } from '../industries';
import { journeysArea } from '../journeys';
import { listsArea } from '../lists';
import { registrationsArea } from '../registrations';
import { teamsArea } from '../teams';
import { usersArea } from '../users';
import { areaRoutes, type Area, type AreaRoute } from '../ui/area/area';

/** A route with the area it belongs to ('account' for the sign-in and password pages). */
export type AppRoute = AreaRoute & { area: string };

/**
 * The route table: the console's areas in navigation order. It is the only place the shell learns
 * of an area: the navigation, the 'Go to' commands, each area's own commands and every screen come
 * from here.
 */
export const AREAS: readonly Area[] = [
  registrationsArea,
  companiesArea,
  groupsArea,
  emailsArea,
  inboundArea,
  classifierArea,
  listsArea,
  journeysArea,
  usersArea,
  teamsArea,
  addressesArea,
  holidaysArea,
  industriesArea,
];

/** Every route of the console (spec section 2), in matching order: the first match wins. */
export const ROUTES: readonly AppRoute[] = [
  ...authRoutes.map((route) => ({ ...route, area: 'account' })),
  ...AREAS.flatMap((area) => areaRoutes(area).map((route) => ({ ...route, area: area.id }))),
];
