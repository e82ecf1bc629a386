import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_FILTERS,
  EMAIL_FILTERS,
  GROUP_FILTERS,
  JOURNEY_FILTERS,
  endpoints,
  parameterDescription,
  type EndpointName,
  type ListFilters,
} from '@tracker/core';
import { createTestApp, type TestApp } from '../testing/test-app';

type Parameter = { name: string; in: string; description?: string; schema?: { enum?: string[] } };
type Operation = { operationId: string; parameters?: Parameter[] };

const LISTS: [EndpointName, ListFilters][] = [
  ['listCompanies', COMPANY_FILTERS],
  ['exportCompanies', COMPANY_FILTERS],
  ['listGroups', GROUP_FILTERS],
  ['listJourneys', JOURNEY_FILTERS],
  ['searchEmails', EMAIL_FILTERS],
];

describe('the OpenAPI document of the lists', () => {
  let t: TestApp;
  let operations: Map<string, Operation>;
  beforeAll(async () => {
    t = await createTestApp();
    const cookie = await t.signIn((await t.createUser({ userRole: 'admin' })).email);
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { cookie } })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    operations = new Map(Object.values(document.paths).flatMap((methods) => Object.values(methods).map((op) => [op.operationId, op])));
  });
  afterAll(() => t.close());

  it.each(LISTS)('describes each filter of %s as its declaration says', (name, declaration) => {
    const parameters = new Map((operations.get(name)?.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p]));

    expect(endpoints[name].method).toBe('GET');
    for (const [key, filter] of Object.entries(declaration.filters)) {
      expect(parameters.get(key)?.description, key).toBe(parameterDescription(filter));
      if (filter.kind === 'enum') expect(parameters.get(key)?.schema?.enum, key).toEqual(filter.choices);
    }
  });

  it('names the accepted values of a filter in words', () => {
    const health = operations.get('listCompanies')?.parameters?.find((p) => p.name === 'health');
    const goodFit = operations.get('listCompanies')?.parameters?.find((p) => p.name === 'good_fit');

    expect(health?.description).toBe('some journey type has this health: expired, dormant or new');
    expect(goodFit?.description).toBe('true: marked a good fit; false: not marked a good fit');
  });
});
