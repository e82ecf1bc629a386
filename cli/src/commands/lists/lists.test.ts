import { describe, expect, it } from 'vitest';
import type { ListDetailDocument, ListUpdate } from '@tracker/core';
import { LIST_STATES, LIST_TYPES } from '@tracker/core';
import { emailResource, listResource, pageMeta } from '@tracker/core/testing';
import { EXIT } from '../../errors/exit-codes';
import { errorDocument, sendJson } from '../../testing/stub-server';
import { stubbedCli } from '../../testing/stubbed-cli';
import { LIST_STATE_CHOICES, LIST_TYPE_CHOICES } from './register-lists';

const cli = stubbedCli('trackctl-lists-');

/** List 3 of 60 emails, answering the page asked for; its emails come back in `included`. */
function listDetail(page: number, size: number): ListDetailDocument {
  const list = listResource(3, { name: 'Best welcomes', emails_count: 60 });
  const first = (page - 1) * size + 1;
  const emails = Array.from({ length: Math.max(0, Math.min(size, 60 - first + 1)) }, (_, i) => {
    const email = emailResource(first + i, { guid: `guid-${first + i}`, subject: `Welcome ${first + i}` });
    return { ...email, attributes: { ...email.attributes, added_at: '2026-05-10T10:00:00.000Z' } };
  });
  return { data: { ...list, attributes: { ...list.attributes, comments: [] } }, included: emails, meta: pageMeta(60, page, size) };
}

describe('lists show', () => {
  it("shows the page of the list's emails that --page and --size ask for", async () => {
    const result = await cli.run(['lists', 'show', '3', '--page', '2', '--size', '10'], (request, response) => {
      if (request.method !== 'GET' || request.path !== '/api/v3/lists/3') return false;
      sendJson(response, 200, listDetail(Number(request.query.page ?? 1), Number(request.query.size ?? 25)));
    });

    expect(result.code).toBe(EXIT.done);
    expect(result.requests).toHaveLength(1);
    expect(result.requests[0]?.query).toMatchObject({ page: '2', size: '10' });
    const emails = result.stdout.split('\n').filter((line) => line.startsWith('  guid-'));
    expect(emails).toHaveLength(10);
    expect(emails[0]).toMatch(/^ {2}guid-11 +Welcome 11$/);
    expect(emails[9]).toMatch(/^ {2}guid-20 +Welcome 20$/);
    expect(result.stderr).toContain('page 2 of 6 (60 emails)');
  });

  it('asks for the first page of the default size when neither is given', async () => {
    const result = await cli.run(['lists', 'show', '3'], (request, response) => {
      if (request.path !== '/api/v3/lists/3') return false;
      sendJson(response, 200, listDetail(1, 25));
    });

    expect(result.requests[0]?.query).not.toHaveProperty('page');
    expect(result.requests[0]?.query).not.toHaveProperty('size');
    expect(result.stderr).toContain('page 1 of 3 (60 emails)');
  });

  it('refuses a page or size out of bounds as a usage error, before sending anything', async () => {
    const tooBig = await cli.run(['lists', 'show', '3', '--size', '101'], () => false);
    const notANumber = await cli.run(['lists', 'show', '3', '--page', 'x'], () => false);

    expect(tooBig.code).toBe(EXIT.usage);
    expect(tooBig.stderr).toContain('--size must be from 1 to 100, not 101.');
    expect(notANumber.code).toBe(EXIT.usage);
    expect(notANumber.stderr).toContain('--page must be a whole number from 1, not "x".');
    expect([...tooBig.requests, ...notANumber.requests]).toEqual([]);
  });
});

describe('lists update', () => {
  /** The server's PATCH: the list with the changes applied. */
  const patchList: Parameters<typeof cli.run>[1] = (request, response) => {
    if (request.method !== 'PATCH' || request.path !== '/api/v1/admin/lists/3') return false;
    sendJson(response, 200, { data: listResource(3, request.body as ListUpdate) });
  };

  it('sends every field its flags set, under the names the API reads', async () => {
    const result = await cli.run(
      [
        'lists',
        'update',
        '3',
        '--name',
        'Best welcomes',
        '--description',
        'The warmest',
        '--state',
        'archived',
        '--featured',
        '--no-index',
        '--type',
        'swipe_file',
      ],
      patchList,
    );

    expect(result.code).toBe(EXIT.done);
    expect(result.requests[0]?.body).toEqual({
      name: 'Best welcomes',
      description: 'The warmest',
      state: 'archived',
      featured: true,
      no_index: true,
      type: 'swipe_file',
    });
    expect(result.stdout).toMatch(/^name +Best welcomes$/m);
    expect(result.stdout).toMatch(/^no_index +yes$/m);
    expect(result.stderr).toContain('Updated list 3.');
  });

  it('sends only what it is told, --no-featured and --index as false', async () => {
    const result = await cli.run(['lists', 'update', '3', '--no-featured', '--index'], patchList);

    expect(result.requests[0]?.body).toEqual({ featured: false, no_index: false });
  });

  it('prints the API document with --json', async () => {
    const result = await cli.run(['lists', 'update', '3', '--state', 'draft', '--json'], patchList);

    expect(JSON.parse(result.stdout)).toMatchObject({ data: { id: '3', type: 'lists', attributes: { state: 'draft' } } });
  });

  it('refuses to send an update that changes nothing, or a state or type lists do not have', async () => {
    const nothing = await cli.run(['lists', 'update', '3'], patchList);
    const state = await cli.run(['lists', 'update', '3', '--state', 'live'], patchList);
    const type = await cli.run(['lists', 'update', '3', '--type', 'playlist'], patchList);

    for (const result of [nothing, state, type]) expect(result.code).toBe(EXIT.usage);
    expect(nothing.stderr).toContain('Say what to change');
    expect(state.stderr).toContain('draft, published, archived');
    expect([...nothing.requests, ...state.requests, ...type.requests]).toEqual([]);
  });

  it('says why the server refused the change, and fails', async () => {
    const result = await cli.run(['lists', 'update', '3', '--name', ' '], (_request, response) => {
      sendJson(response, 422, errorDocument(422, 'invalid_input', 'Give the list a name', { pointer: '/name' }));
    });

    expect(result.code).toBe(EXIT.failed);
    expect(result.stderr).toContain('Give the list a name');
  });

  it('offers the states and types core declares', () => {
    expect(LIST_STATE_CHOICES).toEqual(LIST_STATES);
    expect(LIST_TYPE_CHOICES).toEqual(LIST_TYPES);
  });
});

describe('lists add', () => {
  /** The server's add: every guid but `missing` is an email; answers the list with its new count. */
  const addRoute: Parameters<typeof cli.run>[1] = (request, response) => {
    if (request.method !== 'POST' || request.path !== '/api/v3/lists/3/add') return false;
    const guids = ([] as string[]).concat((request.body as { guid: string | string[] }).guid);
    const unknown = guids.filter((g) => g === 'missing');
    if (unknown.length > 0) {
      sendJson(response, 422, errorDocument(422, 'invalid_input', `No email has the guid ${unknown.join(', ')}.`, { pointer: '/guid' }));
      return;
    }
    sendJson(response, 200, { data: listResource(3, { name: 'Best welcomes', emails_count: 10 + guids.length }) });
  };

  it('sends one guid as a one-element list and says how many emails the list holds', async () => {
    const result = await cli.run(['lists', 'add', '3', 'g1'], addRoute);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests.map((r) => ({ method: r.method, path: r.path, body: r.body }))).toEqual([
      { method: 'POST', path: '/api/v3/lists/3/add', body: { guid: ['g1'] } },
    ]);
    expect(result.stderr).toContain('Best welcomes holds 11 emails.');
  });

  it('sends all the guids in one POST', async () => {
    const result = await cli.run(['lists', 'add', '3', 'g1', 'g2', 'g3'], addRoute);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests).toHaveLength(1);
    expect(result.requests[0]?.body).toEqual({ guid: ['g1', 'g2', 'g3'] });
    expect(result.stderr).toContain('Best welcomes holds 13 emails.');
  });

  it('prints the list document with --json', async () => {
    const result = await cli.run(['lists', 'add', '3', 'g1', '--json'], addRoute);

    expect(JSON.parse(result.stdout)).toMatchObject({
      data: { id: '3', type: 'lists', attributes: { name: 'Best welcomes', emails_count: 11 } },
    });
  });

  it('fails with exit 1, naming the guid the server knows no email for, when one of them is unknown', async () => {
    const result = await cli.run(['lists', 'add', '3', 'g1', 'missing', 'g2'], addRoute);

    expect(result.code).toBe(EXIT.failed);
    expect(result.requests).toHaveLength(1);
    expect(result.stderr).toContain('No email has the guid missing.');
    expect(result.stdout).toBe('');
  });
});
