import { authEndpoints } from '../auth/endpoints';
import { healthEndpoints } from '../health/endpoints';

/** Every API call, by name. Each resource adds its own map here. */
export const endpoints = {
  ...healthEndpoints,
  ...authEndpoints,
};
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
