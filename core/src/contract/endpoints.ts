import { authEndpoints } from '../auth/endpoints';
import { companiesEndpoints } from '../companies/endpoints';
import { emailsEndpoints } from '../emails/endpoints';
import { groupsEndpoints } from '../groups/endpoints';
import { healthEndpoints } from '../health/endpoints';
import { journeysEndpoints } from '../journeys/endpoints';

/** Every API call, by name. Each resource adds its own map here. */
export const endpoints = {
  ...healthEndpoints,
  ...authEndpoints,
  ...companiesEndpoints,
  ...groupsEndpoints,
  ...journeysEndpoints,
  ...emailsEndpoints,
};
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
