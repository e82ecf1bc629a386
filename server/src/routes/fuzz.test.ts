import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAhead, endpoints, SESSION_COOKIE, type Endpoint } from '@tracker/core';
import { randomSecret } from '../auth/password';
import { signatureFor } from '../inbound/webhook-signature';
import { hashSecret } from '../auth/secret-hash';
import { addresses, inboundMessages, users } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { objectKeys } from '../testing/object-keys';
import { validRequest, type ValidRequest } from '../testing/valid-request';

/**
 * Hostile input on every endpoint of the table, walked by itself like the access test: a route
 * added later is fuzzed without a line written for it. Each request is a valid one (the endpoint's
 * example body, ids of real rows) with ONE path parameter, query parameter or body field made
 * hostile, so the value is not stopped by the validation of another field and reaches the service
 * and the database when its own field lets it through. The values are of the kinds that once made
 * 500s: NUL (PostgreSQL refuses it in text), text that is not well-formed UTF-16 (a lone surrogate:
 * jsonb refuses it), dates at the ends of the calendar (day arithmetic past year 9999, year 0), ids
 * past PostgreSQL's integer, huge and non-finite numbers, huge strings, wrong types, deep nesting
 * and prototype keys.
 */

/** The id of a real row of each kind the walk names: the fixtures made before it, first of their tables. */
const EXISTING_ID = '1';

const HOSTILE_PATH_VALUES = ['a%00b', '2147483648', '99999999999999999999999', '-1', '1e400', '__proto__', 'x'.repeat(90)];
/** Sent in every query parameter and body field besides its share of the values below: NUL made most of the 500s. */
const NUL_TEXT = 'a\u0000b';
/**
 * Sent in every query parameter and body field too: dates and date-times of valid shapes just past
 * the ends of the calendar the database and day arithmetic hold (a date-time by its offset). The
 * first and last days taken are tried on their own below: as one end of a range, the other end left
 * to its default, they would ask for thousands of years.
 */
const EDGE_DATES = ['9999-12-31', '9999-12-31T23:59:59Z', '0000-01-01', '0001-01-01T00:00:00+14:00'];
/** Sent in every body field: a lone surrogate, which JSON carries (`"\ud800"`) and a query string cannot. */
const LONE_SURROGATE = 'a\ud800b';
/** A pair stands for a parameter sent twice, which arrives as an array. */
const HOSTILE_QUERY_VALUES: (string | string[])[] = [
  '2147483648',
  '99999999999999999999999',
  '-1e400',
  'NaN',
  'x'.repeat(3000),
  ['1', '2'],
];
const DEEP = 2000;

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const HOSTILE_BODY_VALUES: unknown[] = [[NUL_TEXT], 2147483648, -1e308, 1e20, 'x'.repeat(100_000), true, null, [], {}, nested(50)];
/** Each field gets this many of the values above (and NUL), to keep the walk to a few seconds. */
const QUERY_VALUES_PER_FIELD = 2;
const BODY_VALUES_PER_FIELD = 4;

/** Keys that reach an object's prototype, sent as one more field of a valid body or query. */
const PROTOTYPE_FIELDS: [string, unknown][] = [
  ['__proto__', { admin: true }],
  ['constructor', { prototype: { admin: true } }],
];

/** Whole bodies that are not the object an endpoint expects, as raw JSON text. */
const HOSTILE_RAW_BODIES = [
  '[]',
  'null',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  JSON.stringify(nested(DEEP)),
  '{"\\u0000":"nul key"}',
];

const INBOUND_SECRET = 'the fuzz test shared secret';
/**
 * Raw messages sent, signed, to an endpoint that takes mail: empty, binary, a NUL, endless header
 * lines, broken encodings and charsets, a boundary that never closes, deep nesting.
 */
const HOSTILE_MESSAGES = [
  '',
  '\u0000\u0001\u00ff binary',
  `To: inbox-1@inbox.tracker.example\r\nSubject: ${'x'.repeat(300_000)}\r\n\r\nbody`,
  'To: inbox-1@inbox.tracker.example\r\nSubject: =?x-unknown?B?////?=\r\nContent-Type: text/plain; charset=x-nonsense\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!',
  'To: inbox-1@inbox.tracker.example\r\nContent-Type: multipart/mixed; boundary=open\r\n\r\n--open\r\nContent-Type: text/html\r\n\r\n<p>never closed',
  `To: inbox-1@inbox.tracker.example\r\nContent-Type: multipart/mixed; boundary=a\r\n\r\n${'--a\r\nContent-Type: multipart/mixed; boundary=a\r\n\r\n'.repeat(500)}`,
];

/** Where a value sits in a body: its keys and array indexes from the top. */
type Field = (string | number)[];

/** Every field of a body, the objects and arrays among them too (an array's first item stands for the rest). */
function fieldsOf(value: unknown, at: Field = []): Field[] {
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.slice(0, 1).map((item, index) => [index, item])
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => [[...at, key], ...fieldsOf(child, [...at, key])]);
}

/** A copy of `value` with the field at `field` set to `hostile` (a computed key makes even `__proto__` a plain field). */
function replaced(value: unknown, [key, ...rest]: Field, hostile: unknown): unknown {
  if (key === undefined) return hostile;
  if (Array.isArray(value)) return value.map((item, index) => (index === key ? replaced(item, rest, hostile) : item));
  const object = (value ?? {}) as Record<string, unknown>;
  return { ...object, [key]: replaced(Object.hasOwn(object, key) ? object[key] : undefined, rest, hostile) };
}

/** Query parameters; an array sends one several times. */
type Query = Record<string, string | string[]>;

/** The endpoint's URL with these path and query parameters. */
function url(endpoint: Endpoint, params: Record<string, string>, query: Query): string {
  const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => params[name]!);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) search.append(key, item);
  return `/api${path}${search.size ? `?${search.toString()}` : ''}`;
}

/** A hostile value, short enough for a failure's label. */
function shown(value: unknown): string {
  return (JSON.stringify(value) ?? String(value)).slice(0, 24);
}

/**
 * What field number `index` of an endpoint is sent: `always` (NUL, the edge dates ...), and `count` of
 * `values` taking up where the field before it stopped, so the choice is the same every run and the
 * fields share every value out.
 */
function share<T>(always: string[], values: T[], count: number, index: number): (T | string)[] {
  return [...always, ...Array.from({ length: count }, (_, i) => values[(index * count + i) % values.length]!)];
}

type Probe = { label: string; request: InjectOptions };
/** What a probe changes of the valid request; the rest stays as it is. */
type Parts = { params?: Record<string, string>; query?: Query; payload?: string };

/** The requests sent to one endpoint: its valid request with one part made hostile at a time. */
function probes(endpoint: Endpoint, valid: ValidRequest): Probe[] {
  const list: Probe[] = [];
  const json = { 'content-type': 'application/json' };
  const add = (label: string, { params = valid.params, query = valid.query, payload = JSON.stringify(valid.body) }: Parts = {}) =>
    list.push({
      label,
      request: { method: endpoint.method, url: url(endpoint, params, query), ...(endpoint.body ? { headers: json, payload } : {}) },
    });

  for (const name of Object.keys(valid.params)) {
    for (const value of HOSTILE_PATH_VALUES) add(`path ${name}=${value.slice(0, 24)}`, { params: { ...valid.params, [name]: value } });
  }
  if (endpoint.query) {
    const keys = new Set([...objectKeys(endpoint.query), ...Object.keys(valid.query), ...PROTOTYPE_FIELDS.map(([key]) => key)]);
    [...keys].forEach((key, index) => {
      for (const value of share([NUL_TEXT, ...EDGE_DATES], HOSTILE_QUERY_VALUES, QUERY_VALUES_PER_FIELD, index)) {
        add(`query ${key}=${shown(value)}`, { query: { ...valid.query, [key]: value } });
      }
    });
  }
  if (endpoint.consumes) {
    for (const message of HOSTILE_MESSAGES) {
      list.push({
        label: `raw message ${shown(message)}`,
        request: {
          method: endpoint.method,
          url: url(endpoint, valid.params, valid.query),
          headers: { 'content-type': 'message/rfc822', 'x-tracker-signature': signatureFor(INBOUND_SECRET, message) },
          payload: message,
        },
      });
    }
  }
  if (endpoint.body) {
    const missing = objectKeys(endpoint.body).filter((key) => !Object.hasOwn(valid.body as object, key));
    [...fieldsOf(valid.body), ...missing.map((key) => [key])].forEach((field, index) => {
      for (const value of share([NUL_TEXT, LONE_SURROGATE, ...EDGE_DATES], HOSTILE_BODY_VALUES, BODY_VALUES_PER_FIELD, index)) {
        add(`body ${field.join('.')}=${shown(value)}`, { payload: JSON.stringify(replaced(valid.body, field, value)) });
      }
    });
    for (const [key, value] of PROTOTYPE_FIELDS) add(`body ${key}`, { payload: JSON.stringify(replaced(valid.body, [key], value)) });
    for (const raw of HOSTILE_RAW_BODIES) add(`body ${raw.slice(0, 24)}`, { payload: raw });
  }
  return list;
}

describe('hostile input on every endpoint', () => {
  let t: AdminApp;
  let fuzzerId: number;
  /**
   * A session cookie for an admin of its own, stored directly (signing in through the API hashes a
   * password each time). Not the user with EXISTING_ID: the walk may demote or archive that one.
   */
  async function newSession(): Promise<string> {
    const secret = randomSecret();
    const now = t.clock.now();
    const session = { userId: fuzzerId, tokenHash: hashSecret(secret), expiresAt: daysAhead(now, 1), createdAt: now, lastSeenAt: now };
    await t.app.repositories.sessions.create(session);
    return `${SESSION_COOKIE}=${secret}`;
  }
  beforeAll(async () => {
    t = await createAdminApp({ env: { TRACKER_INBOUND_SECRET: INBOUND_SECRET } });
    const [fuzzer] = await t.db
      .insert(users)
      .values({ email: 'fuzzer@tracker.test', userRole: 'admin', passwordHash: 'never signs in' })
      .returning();
    fuzzerId = fuzzer!.id;
    // The first row of each kind the walk can make through the API, so ids in its requests name them.
    const fixtures = [
      await t.post('/api/v3/admin/companies', { name: 'Acme', domain_name: 'acme.example' }),
      await t.post('/api/v3/groups', { name: 'Retail' }),
      await t.post('/api/v3/journeys', { company_id: 1, type: 'email_subscriber', baseEmailDomain: 'inbox.tracker.example' }),
      await t.post('/api/v1/admin/registrations', {
        company_id: 1,
        journey_type: 'cart_abandoner',
        baseEmailDomain: 'inbox.tracker.example',
      }),
      await t.post('/api/v3/teams', { name: 'Customer Inc', owner_email: t.adminEmail }),
      await t.post('/api/v2/admin/holidays', { name: 'Black Friday', keywords: 'black friday', dates: ['2026-11-27'] }),
      await t.post('/api/v1/admin/verticals', { name: 'Apparel' }),
    ];
    expect(fixtures.map((response) => response.json().data?.id ?? response.body)).toEqual(fixtures.map(() => EXISTING_ID));
    // The inbox hostile mail is sent to, so it is stored and processed rather than refused at the door.
    await t.db.insert(addresses).values({ emailAddress: 'inbox-1@inbox.tracker.example' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('never answers 500 to one hostile field in an otherwise valid request', async () => {
    const failures: string[] = [];
    const table = Object.entries(endpoints as Record<string, Endpoint>);
    for (const [name, endpoint] of table) {
      // A fresh session per endpoint: signing out is one of the calls walked.
      const cookie = await newSession();
      for (const { label, request } of probes(endpoint, validRequest(endpoint, EXISTING_ID))) {
        const response = await t.app.inject({ ...request, headers: { ...request.headers, cookie } });
        if (response.statusCode >= 500) failures.push(`${name} ${label}: ${response.statusCode}`);
      }
    }
    expect(table.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
    // The hostile mail that was stored is processed without taking the process down: each ends
    // processed, or failed with its reason.
    await t.app.inbound.worker.drain();
    const stored = await t.db.select().from(inboundMessages);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.filter((m) => !(m.state === 'processed' || (m.state === 'failed' && m.lastError)))).toEqual([]);
    // Some thousands of requests: seconds alone, more beside other suites.
  }, 180_000);

  it('answers NUL in a body field or a query parameter with a 422 naming it', async () => {
    const cookie = await newSession();
    const payload = { name: 'Acme', notes: 'first\u0000second' };
    const body = await t.app.inject({ method: 'PUT', url: `/api/v3/admin/companies/${EXISTING_ID}`, headers: { cookie }, payload });
    expect(body.statusCode).toBe(422);
    expect(body.json().errors).toEqual([
      expect.objectContaining({ source: { pointer: '/notes' }, detail: expect.stringContaining('NUL') }),
    ]);

    const queried = await t.app.inject({ method: 'GET', url: '/api/v3/admin/companies?q=acme%00', headers: { cookie } });
    expect(queried.statusCode).toBe(422);
    expect(queried.json().errors).toEqual([expect.objectContaining({ source: { parameter: 'q' } })]);
  });

  it('answers a lone surrogate in a body field with a 422 naming it', async () => {
    const cookie = await newSession();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/addresses/${EXISTING_ID}/update`,
      headers: { cookie },
      payload: { first_name: '\ud800' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ source: { pointer: '/first_name' }, detail: expect.stringContaining('lone surrogate') }),
    ]);
  });

  it('answers dates past the calendar the server computes with by a 422 saying which dates it takes', async () => {
    const cookie = await newSession();
    const listed = await t.app.inject({ method: 'GET', url: '/api/v3/journeys?to=9999-12-31', headers: { cookie } });
    expect(listed.statusCode).toBe(422);
    expect(listed.json().errors).toEqual([
      expect.objectContaining({ source: { parameter: 'to' }, detail: 'Use a date between 0001-01-01 and 9998-12-31' }),
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v3/journeys',
      headers: { cookie },
      payload: { company_id: 1, start_date: '9999-12-31T23:59:59Z' },
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual([expect.objectContaining({ source: { pointer: '/start_date' } })]);
    // The first and last days it takes work through the day arithmetic.
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/registrations/recap?from=0001-01-01&to=0001-01-02',
      headers: { cookie },
    });
    expect(first.statusCode).toBe(200);
    const last = await t.app.inject({
      method: 'GET',
      url: '/api/v2/emails/search?startDate=9998-12-30&endDate=9998-12-31',
      headers: { cookie },
    });
    expect(last.statusCode).toBe(200);
  });

  it('answers an id past PostgreSQL integer range with a 422 naming the parameter', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/tokens/2147483648', headers: { cookie: await newSession() } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ source: { parameter: 'id' }, detail: 'Use an id of at most 2147483647' }),
    ]);
  });
});
