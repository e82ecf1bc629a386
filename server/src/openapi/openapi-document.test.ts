import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, ErrorDocument, type Endpoint } from '@tracker/core';
import { buildOpenApiDocument } from './build-openapi-document';
import { completeDocument } from './complete-document';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reading a JSON document

const table = endpoints as Record<string, Endpoint>;

/** Every operation of the document by its operationId. */
function operations(document: Json): Record<string, Json> {
  return Object.fromEntries(
    Object.values(document.paths as Record<string, Json>).flatMap((item) =>
      Object.values(item).map((operation: Json) => [operation.operationId, operation]),
    ),
  );
}

/** A response of an operation, with a reference to a shared response followed. */
function response(document: Json, operation: Json, status: number): Json {
  const found = operation.responses[status];
  return found.$ref ? document.components.responses[found.$ref.replace('#/components/responses/', '')] : found;
}

describe('the OpenAPI document', () => {
  let document: Json;
  let byId: Record<string, Json>;
  beforeAll(async () => {
    document = await buildOpenApiDocument();
    byId = operations(document);
  });

  it('describes every endpoint of the table, and nothing else', () => {
    expect(Object.keys(byId).sort()).toEqual(Object.keys(table).sort());
  });

  it('asks for a session cookie or an API token on every operation but the public ones, which ask for nothing', () => {
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['bearer', 'session', 'signature']);
    expect(byId.receiveInboundMessage!.security).toEqual([{ signature: [] }]);
    expect(byId.signIn!.security).toEqual([]);
    expect(byId.health!.security).toEqual([]);
    expect(byId.currentUser!.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(byId.listCompanies!.security).toEqual([{ session: [] }, { bearer: [] }]);
  });

  it('lists the failures each operation can answer, as its access, method, path, input and own errors imply', () => {
    const statuses = (name: string) => Object.keys(byId[name]!.responses).map(Number);

    expect(statuses('health')).toEqual([200, 500, 503]);
    expect(statuses('currentUser')).toEqual([200, 401, 500, 503]);
    // A list's cursor from another search is a 400.
    expect(statuses('listCompanies')).toEqual([200, 400, 401, 403, 422, 500, 503]);
    expect(statuses('getCompany')).toEqual([200, 401, 403, 404, 422, 500, 503]);
    expect(statuses('signIn')).toEqual([200, 400, 401, 403, 413, 415, 422, 429, 500, 503]);
    expect(statuses('createCompany')).toEqual([201, 400, 401, 403, 404, 409, 413, 415, 422, 500, 503]);
    expect(statuses('revokeCurrentApiToken')).toEqual([204, 400, 401, 403, 404, 413, 415, 500, 503]);
  });

  it('answers every failure with the JSON:API error document, and says when to retry a throttled sign-in', () => {
    const schema = document.components.schemas.ErrorDocument;
    const failures = Object.values(byId).flatMap((operation) =>
      Object.keys(operation.responses)
        .map(Number)
        .filter((status) => status >= 400)
        .map((status) => response(document, operation, status)),
    );

    expect(failures.length).toBeGreaterThan(Object.keys(byId).length);
    for (const failure of failures) {
      expect(failure.description).toEqual(expect.any(String));
      expect(failure.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorDocument' });
    }
    expect(Object.keys(schema.properties)).toEqual(Object.keys(ErrorDocument.shape));
    expect(response(document, byId.signIn!, 429).headers['Retry-After'].schema).toEqual({ type: 'integer' });
  });

  it('shows the example of each request body from the table', () => {
    const withBody = Object.entries(table).filter(([, endpoint]) => endpoint.body);

    expect(withBody.length).toBeGreaterThan(0);
    for (const [name, endpoint] of withBody) {
      expect(byId[name]!.requestBody.content['application/json'].example).toEqual(endpoint.example);
    }
  });

  it('says what each success means', () => {
    expect(byId.listCompanies!.responses[200].description).toBe('OK');
    expect(byId.createCompany!.responses[201].description).toBe('Created');
    expect(byId.signOut!.responses[204].description).toBe('No content');
  });

  it('names its licence and contact', () => {
    expect(document.info.license).toEqual({ name: 'Proprietary, internal use only', identifier: 'LicenseRef-Proprietary' });
    expect(document.info.contact.name).toEqual(expect.any(String));
  });

  it('places the API at the origin it is served from, or at the configured public URL', async () => {
    const behindPath: Json = await buildOpenApiDocument({ publicUrl: 'https://tracker.internal/console/' });

    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(behindPath.servers).toEqual([{ url: 'https://tracker.internal/console', description: expect.any(String) }]);
    expect(Object.keys(behindPath.paths)).toEqual(Object.keys(document.paths));
  });

  it('carries a shared response only for the failures some operation answers', () => {
    const onlyHealth = { paths: { '/api/health': { get: { operationId: 'health', responses: { 200: { description: 'OK' } } } } } };

    expect(Object.keys(completeDocument(onlyHealth, table).components.responses)).toEqual(['InternalError', 'Unavailable']);
  });

  it('refuses to describe an operation the endpoint table does not have', () => {
    const stray = { paths: { '/api/stray': { get: { operationId: 'stray', responses: { 200: { description: 'OK' } } } } } };

    expect(() => completeDocument(stray, table)).toThrow('GET /api/stray is not an endpoint of the table');
  });
});
