import { ERROR_STATUS, type Endpoint } from '@tracker/core';
import { isFailureStatus, type FailureStatus } from './failures';

/** Fastify parses the body of any write that carries one, and the origin check refuses writes from other sites. */
const WRITE_FAILURES = [400, 403, 413, 415] as const;

/**
 * The failure statuses an endpoint can answer, in order, read from the facts of its entry in the
 * endpoint table, so that a new endpoint is described completely without a line of its own:
 * every endpoint can fail (500) or find the server busy or its database not answering (503); writes as above; signed-in and admin endpoints turn away callers
 * without credentials (401), and so do signed ones without a good signature; admin endpoints other
 * accounts (403); a path with an id can miss (404); any input, a raw body included, can be invalid (422); a list's
 * cursor can belong to another search (400); and the endpoint's own `errors` add the rest (409, 429 ...).
 */
export function endpointFailures(endpoint: Endpoint): FailureStatus[] {
  const statuses = new Set<FailureStatus>([500, 503]);
  if (endpoint.method !== 'GET') WRITE_FAILURES.forEach((status) => statuses.add(status));
  if (endpoint.access !== 'public') statuses.add(401);
  if (endpoint.access === 'admin') statuses.add(403);
  if (endpoint.path.includes('/:')) statuses.add(404);
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.consumes) statuses.add(422);
  if (takesCursor(endpoint)) statuses.add(400);
  for (const code of endpoint.errors ?? []) {
    const status = ERROR_STATUS[code];
    // A new error code needs its shared response described before an endpoint may answer with it.
    if (!isFailureStatus(status)) throw new Error(`No failure response describes status ${status} (${code})`);
    statuses.add(status);
  }
  return [...statuses].sort((a, b) => a - b);
}

/** Whether the endpoint's query takes core's pageParams `cursor`, which it refuses when another search gave it. */
function takesCursor(endpoint: Endpoint): boolean {
  const shape = (endpoint.query as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && 'cursor' in shape;
}
