import type { ApiError, createClient, Endpoint, EndpointName, Endpoints } from '@tracker/core';
import { AREA_ENDPOINTS, ENDPOINT_AREA } from '../generated/endpoint-areas';
import { loadCore } from './load-core';

/** What one call needs of core: the client, the error type, and the endpoint's declaration. */
export type Contract<N extends EndpointName = EndpointName> = {
  createClient: typeof createClient;
  ApiError: typeof ApiError;
  endpoint: Endpoints[N];
};

/**
 * Loads the client and the one area of the contract an endpoint is declared in (`whoami` loads the
 * auth schemas, not every resource's): a command starts only as slowly as what it calls. An
 * endpoint the generated map does not know yet comes from the whole contract.
 */
export async function loadContract<N extends EndpointName>(name: N): Promise<Contract<N>> {
  const area = ENDPOINT_AREA[name];
  const [{ createClient }, { ApiError }, table] = await Promise.all([
    import('@tracker/core/client'),
    import('@tracker/core/errors'),
    area ? AREA_ENDPOINTS[area]() : loadCore().then((core) => core.endpoints),
  ]);
  const endpoint = (table as Record<string, Endpoint>)[name] ?? (await loadCore()).endpoints[name];
  return { createClient, ApiError, endpoint: endpoint as Endpoints[N] };
}

/** The error type alone, to sort failures (loads no schema of any resource). */
export async function loadApiError() {
  return (await import('@tracker/core/errors')).ApiError;
}
