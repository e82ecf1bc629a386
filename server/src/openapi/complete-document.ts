import { z } from 'zod';
import { ErrorDocument, type Endpoint } from '@tracker/core';
import { endpointFailures } from './endpoint-failures';
import { FAILURES, type FailureStatus } from './failures';

// The parts of an OpenAPI document read or written here; everything else passes through as it is.
type Reference = { $ref: string };
type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: Reference | { content: Record<string, { example?: unknown }> };
  responses?: Record<string, Reference | { description: string }>;
};
type Document = {
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>> | undefined>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
};
type Completed = Required<Document> & { components: Required<NonNullable<Document['components']>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const ERROR_SCHEMA = 'ErrorDocument';
const SUCCESS: Record<Endpoint['status'], string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content' };
/** Either credential will do: the browser's session cookie or an API token (trackctl, scripts). */
const SIGNED_IN: Record<string, string[]>[] = [{ session: [] }, { bearer: [] }];
/** Signed by a machine with a shared secret: the webhook's signature header (its summary says what else it takes). */
const SIGNED: Record<string, string[]>[] = [{ signature: [] }];

const ref = (section: 'schemas' | 'responses', name: string): Reference => ({ $ref: `#/components/${section}/${name}` });

/**
 * The JSON:API error document as the server sends it, and a shared response carrying it for each
 * failure status some operation answers (an unused component would be noise, and a lint problem).
 */
function failureComponents(statuses: Set<FailureStatus>) {
  const { $schema: _dialect, ...errorSchema } = z.toJSONSchema(ErrorDocument, { target: 'draft-2020-12', io: 'output' });
  const responses = [...statuses]
    .sort((a, b) => a - b)
    .map((status) => FAILURES[status])
    .map((failure) => [
      failure.name,
      {
        description: failure.description,
        ...('headers' in failure
          ? {
              headers: Object.fromEntries(
                Object.entries(failure.headers).map(([header, description]) => [header, { description, schema: { type: 'integer' } }]),
              ),
            }
          : {}),
        content: { 'application/json': { schema: ref('schemas', ERROR_SCHEMA) } },
      },
    ]);
  return { schemas: { [ERROR_SCHEMA]: errorSchema }, responses: Object.fromEntries(responses) };
}

/** Fills in what the endpoint table knows of one operation: who may call it, what it answers, an example body. */
function completeOperation(operation: Operation, endpoint: Endpoint, failures: FailureStatus[]): Operation {
  const { status } = endpoint;
  const success = operation.responses?.[status];
  const body = operation.requestBody && !('$ref' in operation.requestBody) ? operation.requestBody : undefined;
  return {
    ...operation,
    // Public operations say so with an empty requirement, rather than leaving it unsaid.
    security: endpoint.access === 'public' ? [] : endpoint.access === 'signature' ? SIGNED : SIGNED_IN,
    ...(body
      ? {
          requestBody: {
            ...body,
            content: Object.fromEntries(
              Object.entries(body.content).map(([type, media]) => [type, { ...media, example: endpoint.example }]),
            ),
          },
        }
      : {}),
    responses: {
      ...operation.responses,
      ...(success && !('$ref' in success) ? { [status]: { ...success, description: SUCCESS[status] } } : {}),
      ...Object.fromEntries(failures.map((failure) => [failure, ref('responses', FAILURES[failure].name)])),
    },
  };
}

/**
 * Completes the document Fastify generates from the routes with what the endpoint table says of
 * each operation (found by its operationId, the endpoint's name): its security requirement, every
 * failure it can answer as a shared response carrying the error document, what its success means
 * and an example request body. An operation missing from the table is a bug and stops the build.
 */
export function completeDocument<D extends Document>(document: D, endpoints: Record<string, Endpoint>): D & Completed {
  const answered = new Set<FailureStatus>();
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => {
      const completed = { ...item };
      for (const method of METHODS) {
        const operation = item?.[method];
        if (!operation) continue;
        const endpoint = operation.operationId ? endpoints[operation.operationId] : undefined;
        if (!endpoint) throw new Error(`${method.toUpperCase()} ${path} is not an endpoint of the table`);
        const failures = endpointFailures(endpoint);
        failures.forEach((failure) => answered.add(failure));
        completed[method] = completeOperation(operation, endpoint, failures);
      }
      return [path, completed];
    }),
  );
  const shared = failureComponents(answered);
  return {
    ...document,
    paths,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ...shared.schemas },
      responses: { ...document.components?.responses, ...shared.responses },
    },
  };
}
