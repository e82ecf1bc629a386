import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { daysAhead, endpoints, SESSION_COOKIE, type Endpoint } from '@tracker/core';
import { randomSecret } from '../auth/password';
import { hashSecret } from '../auth/secret-hash';
import { createAdminApp, type AdminApp } from '../testing/admin-app';

/**
 * Hostile input on every endpoint of the table, walked by itself like the access test: a route
 * added later is fuzzed without a line written for it. A handful of values per route, each of a
 * kind that once made a 500: NUL (PostgreSQL refuses it in text), ids past PostgreSQL's integer,
 * huge and non-finite numbers, huge strings, wrong types, deep nesting and prototype keys.
 */

/**
 * A real row's id, so that input which passes validation reaches the service and the database:
 * the first company and group of a fresh database, made before the walk.
 */
const EXISTING_ID = '1';

const HOSTILE_PATH_VALUES = ['a%00b', '2147483648', '99999999999999999999999', '-1', 'x'.repeat(90)];
const HOSTILE_QUERY_VALUES = ['2147483648', '-1e400', 'x'.repeat(3000)];
const DEEP = 2000;

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const HOSTILE_BODY_VALUES: unknown[] = [2147483648, -1e308, 'x'.repeat(100_000), [], nested(50), null];

/** Whole bodies that are not the object an endpoint expects, as raw JSON text. */
const HOSTILE_RAW_BODIES = [
  '[]',
  'null',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  JSON.stringify(nested(DEEP)),
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"\\u0000":"nul key"}',
];

/** The keys of an object schema, through the optional, default and pipe wrappers zod puts around it. */
function shapeKeys(schema: z.ZodType | undefined): string[] {
  let current = schema as { def?: { type: string; innerType?: unknown; in?: unknown }; shape?: Record<string, unknown> } | undefined;
  for (let i = 0; current && i < 10; i++) {
    if (current.shape) return Object.keys(current.shape);
    const def = current.def;
    current = (def?.innerType ?? def?.in) as typeof current;
  }
  return [];
}

function path(endpoint: Endpoint, value: (name: string) => string): string {
  return `/api${endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => value(name))}`;
}

function query(keys: string[], value: string): string {
  const search = new URLSearchParams();
  for (const key of keys) search.append(key, value);
  return keys.length ? `?${search.toString()}` : '';
}

type Probe = { label: string; request: InjectOptions };

/** The requests sent to one endpoint: hostile path parameters, query parameters and bodies, one kind at a time. */
function probes(endpoint: Endpoint): Probe[] {
  const existing = path(endpoint, () => EXISTING_ID);
  const queryKeys = shapeKeys(endpoint.query);
  const bodyKeys = shapeKeys(endpoint.body);
  const list: Probe[] = [];
  const { method } = endpoint;
  const json = { 'content-type': 'application/json' };

  if (endpoint.path.includes(':')) {
    for (const value of HOSTILE_PATH_VALUES) list.push({ label: `path ${value.slice(0, 20)}`, request: { method, url: path(endpoint, () => value) } });
  }
  if (queryKeys.length) {
    for (const value of HOSTILE_QUERY_VALUES) {
      list.push({ label: `query ${value.slice(0, 20)}`, request: { method, url: `${existing}${query(queryKeys, value)}` } });
    }
    // NUL in one parameter at a time, so the others cannot fail validation first and hide it.
    for (const key of queryKeys) list.push({ label: `query ${key} with NUL`, request: { method, url: `${existing}${query([key], 'a\u0000b')}` } });
    // Each parameter twice: parsed as an array where a string is expected; and a prototype key.
    const twice = queryKeys.map((k) => `${k}=1&${k}=2`).join('&');
    list.push({ label: 'query arrays', request: { method, url: `${existing}?${twice}` } });
    list.push({ label: 'query __proto__', request: { method, url: `${existing}?__proto__[admin]=true&constructor[prototype][admin]=true` } });
  }
  if (endpoint.body !== undefined) {
    for (const value of HOSTILE_BODY_VALUES) {
      const body = Object.fromEntries(bodyKeys.map((k) => [k, value]));
      list.push({ label: `body fields ${JSON.stringify(value)?.slice(0, 20)}`, request: { method, url: existing, headers: json, payload: JSON.stringify(body) } });
    }
    for (const key of bodyKeys) {
      list.push({ label: `body ${key} with NUL`, request: { method, url: existing, headers: json, payload: JSON.stringify({ [key]: 'a\u0000b' }) } });
    }
    for (const raw of HOSTILE_RAW_BODIES) {
      list.push({ label: `body ${raw.slice(0, 30)}`, request: { method, url: existing, headers: json, payload: raw } });
    }
  }
  return list;
}

describe('hostile input on every endpoint', () => {
  let t: AdminApp;
  /** A session cookie for the admin, stored directly (signing in through the API hashes a password each time). */
  async function newSession(): Promise<string> {
    const secret = randomSecret();
    const now = t.clock.now();
    await t.app.repositories.sessions.create({ userId: t.adminId, tokenHash: hashSecret(secret), expiresAt: daysAhead(now, 1), createdAt: now, lastSeenAt: now });
    return `${SESSION_COOKIE}=${secret}`;
  }
  beforeAll(async () => {
    t = await createAdminApp();
    const company = await t.post('/api/v3/admin/companies', { name: 'Acme', domain_name: 'acme.example' });
    const group = await t.post('/api/v3/groups', { name: 'Retail' });
    expect([company.json().data.id, group.json().data.id]).toEqual([EXISTING_ID, EXISTING_ID]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('never answers 500', async () => {
    const failures: string[] = [];
    const table = Object.entries(endpoints as Record<string, Endpoint>);
    for (const [name, endpoint] of table) {
      // A fresh session per endpoint: signing out is one of the calls walked.
      const cookie = await newSession();
      for (const { label, request } of probes(endpoint)) {
        const response = await t.app.inject({ ...request, headers: { ...request.headers, cookie } });
        if (response.statusCode >= 500) failures.push(`${name} ${label}: ${response.statusCode}`);
      }
    }
    expect(table.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });

  it('answers NUL in a body field or a query parameter with a 422 naming it', async () => {
    const body = await t.put(`/api/v3/admin/companies/${EXISTING_ID}`, { name: 'Acme', notes: 'first\u0000second' });
    expect(body.statusCode).toBe(422);
    expect(body.json().errors).toEqual([expect.objectContaining({ source: { pointer: '/notes' }, detail: expect.stringContaining('NUL') })]);

    const queried = await t.get('/api/v3/admin/companies?q=acme%00');
    expect(queried.statusCode).toBe(422);
    expect(queried.json().errors).toEqual([expect.objectContaining({ source: { parameter: 'q' } })]);
  });

  it('answers an id past PostgreSQL integer range with a 422 naming the parameter', async () => {
    const response = await t.delete('/api/v1/tokens/2147483648');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([expect.objectContaining({ source: { parameter: 'id' }, detail: 'Use an id of at most 2147483647' })]);
  });
});
