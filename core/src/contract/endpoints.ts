import { authEndpoints } from '../auth/endpoints';
import { companiesEndpoints } from '../companies/endpoints';
import { groupsEndpoints } from '../groups/endpoints';
import { healthEndpoints } from '../health/endpoints';

/** Every API call, by name. Each resource adds its own map here. */
export const endpoints = {
  ...healthEndpoints,
  ...authEndpoints,
  ...companiesEndpoints,
  ...groupsEndpoints,
};
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
