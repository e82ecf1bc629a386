import { addressesEndpoints } from '../addresses/endpoints';
import { authEndpoints } from '../auth/endpoints';
import { companiesEndpoints } from '../companies/endpoints';
import { emailsEndpoints } from '../emails/endpoints';
import { groupsEndpoints } from '../groups/endpoints';
import { healthEndpoints } from '../health/endpoints';
import { journeysEndpoints } from '../journeys/endpoints';
import { registrationsEndpoints } from '../registrations/endpoints';
import { usersEndpoints } from '../users/endpoints';
import { teamsEndpoints } from '../teams/endpoints';
import { holidaysEndpoints } from '../holidays/endpoints';
import { industriesEndpoints } from '../industries/endpoints';
import { listsEndpoints } from '../lists/endpoints';
import { searchEndpoints } from '../search/endpoints';
import { inboundEndpoints } from '../inbound/endpoints';
import { suggestionsEndpoints } from '../suggestions/endpoints';
import { companyEmailStatsEndpoints } from '../company-email-stats/endpoints';

/** Every API call, by name. Each resource adds its own map here. */
export const endpoints = {
  ...healthEndpoints,
  ...authEndpoints,
  ...companiesEndpoints,
  ...groupsEndpoints,
  ...journeysEndpoints,
  ...emailsEndpoints,
  ...registrationsEndpoints,
  ...addressesEndpoints,
  ...usersEndpoints,
  ...teamsEndpoints,
  ...holidaysEndpoints,
  ...industriesEndpoints,
  ...listsEndpoints,
  ...searchEndpoints,
  ...inboundEndpoints,
  ...suggestionsEndpoints,
  ...companyEmailStatsEndpoints,
};
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
