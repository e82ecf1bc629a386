import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as core from '@tracker/core';
import type { Endpoint, Filter, ListFilters } from '@tracker/core';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { validRequest } from '../testing/valid-request';

/**
 * Every valid value of every declared filter on every list endpoint, walked from core's endpoint
 * table and the lists' filter declarations (defineFilters), so a list or a filter added later is
 * covered without a line written for it. The fuzz test sends hostile values; this one sends each
 * value a screen or a script may send (every enum member, one and several of a list, both booleans,
 * a date and a range, ids of rows that exist, every sort both ways, pages) and wants a 200 whose
 * body passes the contract.
 *
 * The database is the demo data set, migrated in the engine the app runs on, as a server does on
 * its first start (on PGlite the schema's types then appear after the engine opened).
 */

/** An id that names a row of every kind in the demo data: the first of each table. */
const EXISTING_ID = '1';
const PAGING = new Set(['page', 'size', 'cursor']);

type Shape = Record<string, unknown>;
type Query = Record<string, string>;
type Case = { label: string; query: Query };

function isListFilters(value: unknown): value is ListFilters {
  const schema = (value as { schema?: { shape?: unknown } } | null)?.schema;
  return typeof value === 'object' && value !== null && 'filters' in value && typeof schema?.shape === 'object';
}

/** The lists' declarations: every defineFilters result core exports. */
const DECLARATIONS = [...new Set((Object.values(core) as unknown[]).filter(isListFilters))];

function queryShape(endpoint: Endpoint): Shape | undefined {
  const shape = (endpoint.query as { shape?: Shape } | undefined)?.shape;
  return endpoint.method === 'GET' && typeof shape === 'object' ? shape : undefined;
}

/** The declaration whose filters an endpoint's query is made of (the same schemas, not look-alikes). */
function declarationOf(shape: Shape): ListFilters | undefined {
  return DECLARATIONS.find((d) => Object.entries(d.schema.shape).every(([key, schema]) => shape[key] === schema));
}

/** A list endpoint: a GET that pages, or whose query is a list's declared filters. */
const LISTS = Object.entries(core.endpoints as Record<string, Endpoint>).flatMap(([name, endpoint]) => {
  const shape = queryShape(endpoint);
  if (!shape) return [];
  const declaration = declarationOf(shape);
  return 'page' in shape || declaration ? [{ name, endpoint, shape, declaration }] : [];
});

/** `candidates` the filter's schema accepts, in order, without repeats. */
function accepted(filter: Filter, candidates: (string | undefined)[]): string[] {
  return [...new Set(candidates.filter((c): c is string => c !== undefined && filter.schema.safeParse(c).success))];
}

/** Every valid value of a filter worth sending on its own. */
function validValues(filter: Filter): string[] {
  const choices = filter.choices ?? [];
  switch (filter.kind) {
    case 'sort':
      return choices.flatMap((field) => [`${field}:asc`, `${field}:desc`]);
    case 'enum':
      return [...choices];
    case 'multi-enum':
      return [...choices, choices.slice(0, 2).join(','), choices.join(',')];
    case 'boolean':
      return ['true', 'false'];
    case 'number':
      return [EXISTING_ID];
    case 'date':
      return accepted(filter, ['2026-05-01', '2026-05-01T00:00:00.000-04:00']);
    case 'list':
      return accepted(filter, ['retail', 'retail,apparel', EXISTING_ID, `${EXISTING_ID},2`]);
    case 'text':
      return accepted(filter, [filter.default, 'a', 'acme', 'Shop & save 5%', 'me', 'all', EXISTING_ID]);
  }
}

/** The cases of one list: each filter's values alone (with the filter it requires), date ranges and pages. */
function casesOf(declaration: ListFilters | undefined, shape: Shape): Case[] {
  const filters = Object.entries(declaration?.filters ?? {});
  const cases = filters.flatMap(([name, filter]) => {
    const required = filter.requires ? declaration!.filters[filter.requires] : undefined;
    const with_ = required ? { [filter.requires!]: validValues(required)[0]! } : {};
    return validValues(filter).map((value) => ({ label: `${name}=${value}`, query: { ...with_, [name]: value } }));
  });
  const dates = filters.filter(([, filter]) => filter.kind === 'date').map(([name]) => name);
  if (dates.length === 2) {
    const [from, to] = dates as [string, string];
    cases.push({ label: `${from}..${to}`, query: { [from]: '2026-01-01', [to]: '2026-12-31' } });
  }
  if ('page' in shape) for (const page of ['1', '2', '1000']) cases.push({ label: `page=${page}`, query: { page } });
  return cases;
}

function url(endpoint: Endpoint, params: Record<string, string>, query: Query): string {
  const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => params[name]!);
  const search = new URLSearchParams(query).toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

describe('every valid value of every filter of every list', () => {
  let t: AdminApp;
  beforeAll(async () => {
    t = await createAdminApp({ demoData: true, migrateHere: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the lists and their declarations in the endpoint table', () => {
    const named = new Map(LISTS.map(({ name, declaration }) => [name, declaration]));
    expect(named.get('searchEmails')).toBe(core.EMAIL_FILTERS);
    expect(named.get('listCompanies')).toBe(core.COMPANY_FILTERS);
    expect(named.get('exportCompanies')).toBe(core.COMPANY_FILTERS);
    expect(named.get('searchRecords')).toBe(core.SEARCH_FILTERS);
    expect(LISTS.length).toBeGreaterThan(15);
  });

  it('declares every query parameter of a list but its paging with defineFilters', () => {
    const undeclared = LISTS.flatMap(({ name, shape, declaration }) =>
      Object.keys(shape)
        .filter((key) => !PAGING.has(key) && !(declaration && key in declaration.filters))
        .map((key) => `${name} ${key}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('answers each valid value with a 200 whose body passes the contract', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const { name, endpoint, shape, declaration } of LISTS) {
      const valid = validRequest(endpoint, EXISTING_ID);
      for (const { label, query } of casesOf(declaration, shape)) {
        const response = await t.get(url(endpoint, valid.params, { ...valid.query, ...query }));
        sent += 1;
        if (response.statusCode !== 200) {
          failures.push(`${name} ${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        } else if (!endpoint.produces && endpoint.response && !endpoint.response.safeParse(response.json()).success) {
          failures.push(`${name} ${label}: the body does not pass the contract`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(200);
  });
});
