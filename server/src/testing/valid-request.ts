import type { z } from 'zod';
import type { Endpoint } from '@tracker/core';

/** The input of a request an endpoint accepts: path parameters, query parameters and body. */
export type ValidRequest = { params: Record<string, string>; query: Record<string, string>; body: unknown };

const ID_KEY = /^(id|.+_id|.+Id)$/;
/** A guid-shaped name, for parameters that take one rather than a numeric id. */
const GUID = '00000000-0000-4000-8000-000000000001';

/** The example with every id in it (`id`, `company_id`, `teamId` ...) pointing at `id`, kept as a number or a string as it was. */
function pointIdsAt(value: unknown, id: string, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => pointIdsAt(item, id));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pointIdsAt(v, id, k)]));
  }
  if (key !== undefined && ID_KEY.test(key)) {
    if (typeof value === 'number') return Number(id);
    if (typeof value === 'string' && /^\d+$/.test(value)) return id;
  }
  return value;
}

/** `values` with each parameter the schema requires or refuses there set to the first of `candidates` it accepts. */
function accepted(schema: z.ZodType | undefined, start: Record<string, string>, candidates: string[]): Record<string, string> {
  const values = { ...start };
  for (const candidate of candidates) {
    for (const issue of schema?.safeParse(values).error?.issues ?? []) {
      const key = issue.path[0];
      if (typeof key === 'string') values[key] = candidate;
    }
  }
  return values;
}

/**
 * A request the endpoint accepts, naming the row `id` wherever it names a row: every path parameter
 * and required query parameter set to it (or to a guid where it takes one), and the endpoint's
 * example body with its ids pointed at it (the example as declared when that would not validate).
 * It throws when the schemas refuse it, so an endpoint whose parameters want something else says so
 * instead of being fuzzed behind a 422.
 */
export function validRequest(endpoint: Endpoint, id: string): ValidRequest {
  const names = [...endpoint.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
  const params = accepted(endpoint.params, Object.fromEntries(names.map((name) => [name, id])), [GUID]);
  const query = accepted(endpoint.query, {}, [id, GUID]);
  const pointed = pointIdsAt(endpoint.example, id);
  const body = endpoint.body?.safeParse(pointed).success ? pointed : endpoint.example;

  const refused = (
    [
      ['params', endpoint.params, params],
      ['query', endpoint.query, query],
      ['body', endpoint.body, body],
    ] as const
  ).filter(([, schema, input]) => schema && !schema.safeParse(input).success);
  if (refused.length)
    throw new Error(`No valid request for ${endpoint.method} ${endpoint.path}: its ${refused.map(([part]) => part).join(', ')} refused`);
  return { params, query, body };
}
