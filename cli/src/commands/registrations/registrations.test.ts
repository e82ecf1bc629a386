import { describe, expect, it } from 'vitest';
import { pageMeta } from '@tracker/core/testing';
import { EXIT } from '../../errors/exit-codes';
import { sendJson } from '../../testing/stub-server';
import { stubbedCli } from '../../testing/stubbed-cli';

const cli = stubbedCli('trackctl-registrations-');

function registration(id: string, status = 'unclaimed') {
  return {
    id,
    type: 'registrations',
    attributes: {
      status,
      complete: status === 'complete',
      userId: null,
      addressId: 40,
      current: true,
      prioritized: true,
      type: 'email_subscriber',
      company_id: 7,
      company_name: 'Acme Outfitters',
      company_invalid: false,
      email_address: 'avery.adams1042@inbox.tracker.example',
      assignee_email: status === 'unclaimed' ? null : 'ada@tracker.example',
      baseEmailDomain: 'inbox.tracker.example',
      description: 'Newsletter signup',
      emails_count: 2,
      created_at: '2026-05-10T10:00:00.000Z',
      updated_at: '2026-05-10T10:00:00.000Z',
    },
  };
}

const ME = { data: { id: '1', type: 'users', attributes: { email: 'ada@tracker.example', name: 'Ada', userRole: 'admin', admin: true } } };
type Route = Parameters<typeof cli.run>[1];

/**
 * The signed-in user (ada, who holds every assigned registration) and each registration as
 * `held` says: an id it names is claimed by that email. Other requests go to `route`.
 */
function withClaims(route: Route, held: Record<string, string> = {}): Route {
  return (request, response) => {
    if (request.path === '/api/v1/data') return sendJson(response, 200, ME);
    const id = /^\/api\/v1\/admin\/registrations\/(\d+)$/.exec(request.path)?.[1];
    if (request.method === 'GET' && id) {
      const document = registration(id, 'assigned');
      return sendJson(response, 200, { data: { ...document, attributes: { ...document.attributes, assignee_email: held[id] ?? null } } });
    }
    return route(request, response);
  };
}

const updates = (requests: Array<{ path: string; body?: unknown }>) => requests.filter((r) => r.path.endsWith('/update'));

const conflict = (detail: string) => ({ errors: [{ status: '409', code: 'conflict', title: 'Conflict', detail }] });

describe('registrations list', () => {
  it('sends every filter flag as the list’s query parameter', async () => {
    const result = await cli.run(
      [
        'registrations',
        'list',
        '--assignee',
        'me',
        '--status',
        'ready',
        '--type',
        'purchaser',
        '--emails',
        'with',
        '--order',
        'desc',
        '--prioritized',
        'true',
      ],
      (request, response) => {
        if (request.path !== '/api/v1/admin/registrations') return false;
        sendJson(response, 200, { data: [registration('5', 'ready')], meta: pageMeta(1), included: [] });
      },
    );
    expect(result.code).toBe(EXIT.done);
    expect(result.requests[0]?.query).toEqual({
      assignee: 'me',
      status: 'ready',
      type: 'purchaser',
      emails: 'with',
      order: 'desc',
      prioritized: 'true',
      admin: 'true',
    });
    expect(result.stdout).toContain('Acme Outfitters');
  });

  it('refuses a status the list does not know before calling the server', async () => {
    const result = await cli.run(['registrations', 'list', '--status', 'pending'], () => false);
    expect(result.code).toBe(EXIT.usage);
    expect(result.requests).toEqual([]);
  });
});

describe('registrations batches', () => {
  it('completes ids from stdin, says which failed and why, and exits 3 when some did', async () => {
    const result = await cli.run(
      ['registrations', 'complete', '--stdin'],
      withClaims((request, response) => {
        const id = /registrations\/(\d+)\/update$/.exec(request.path)?.[1];
        if (!id) return false;
        if (id === '6') sendJson(response, 409, conflict('Registration 6 is already claimed by bo@tracker.example.'));
        else sendJson(response, 200, { data: registration(id, 'complete') });
      }),
      { stdin: '5\n6\n7\n' },
    );
    expect(result.code).toBe(EXIT.partlyDone);
    expect(updates(result.requests).map((r) => r.body)).toEqual([{ complete_all: true }, { complete_all: true }, { complete_all: true }]);
    expect(result.stdout).toContain('6\tfailed\tRegistration 6 is already claimed by bo@tracker.example.');
    expect(result.stderr).toContain('2 of 3 completed, 1 failed.');
  });

  it('leaves a registration someone else claimed as it is, naming the holder (exit 1), unless --force', async () => {
    const ok: Route = (request, response) => {
      if (!request.path.endsWith('/update')) return false;
      sendJson(response, 200, { data: registration('5', 'ready') });
    };
    const held = { '5': 'bo@tracker.example', '6': 'ada@tracker.example' };

    const refused = await cli.run(['registrations', 'set-status', '5', 'ready'], withClaims(ok, held));
    expect(refused.code).toBe(EXIT.failed);
    expect(refused.stderr).toContain('Registration 5 is claimed by bo@tracker.example; it was left as it is.');
    expect(refused.stderr).toContain('Add --force to change it anyway.');
    expect(updates(refused.requests)).toEqual([]);

    const some = await cli.run(['registrations', 'complete', '5', '6'], withClaims(ok, held));
    expect(some.code).toBe(EXIT.partlyDone);
    expect(updates(some.requests).map((r) => r.path)).toEqual(['/api/v1/admin/registrations/6/update']);
    expect(some.stdout).toContain('5\tfailed\tRegistration 5 is claimed by bo@tracker.example');

    const forced = await cli.run(['registrations', 'set-status', '5', 'ready', '--force'], withClaims(ok, held));
    expect(forced.code).toBe(EXIT.done);
    expect(updates(forced.requests).map((r) => r.body)).toEqual([{ status: 'ready' }]);
  });

  it('sets the status of one id given before the status, and assigns one id to an email given after it', async () => {
    const ok = (request: { path: string }, response: Parameters<typeof sendJson>[0]) => {
      if (!request.path.endsWith('/update')) return false;
      sendJson(response, 200, { data: registration('5', 'ready') });
    };
    const status = await cli.run(['registrations', 'set-status', '5', 'ready'], withClaims(ok));
    expect(status.code).toBe(EXIT.done);
    expect(updates(status.requests).map((r) => [r.path, r.body])).toEqual([['/api/v1/admin/registrations/5/update', { status: 'ready' }]]);
    expect(status.stdout).toBe('5\tset to ready\tready\n');

    const assign = await cli.run(['registrations', 'assign', '5', 'riley@tracker.example'], ok);
    expect(assign.code).toBe(EXIT.done);
    expect(assign.requests.map((r) => [r.path, r.body])).toEqual([
      ['/api/v1/admin/registrations/5/update', { assignee_email: 'riley@tracker.example' }],
    ]);
    expect(assign.stdout).toBe('5\tassigned to riley@tracker.example\tready\n');
  });

  it('takes the ids of set-status and assign from stdin with the value alone, and exits 3 when some failed', async () => {
    const route = (request: { path: string; body?: unknown }, response: Parameters<typeof sendJson>[0]) => {
      const id = /registrations\/(\d+)\/update$/.exec(request.path)?.[1];
      if (!id) return false;
      if (id === '6')
        sendJson(response, 404, {
          errors: [{ status: '404', code: 'not_found', title: 'Not found', detail: 'No registration has the id 6.' }],
        });
      else sendJson(response, 200, { data: registration(id, 'classified') });
    };
    const status = await cli.run(['registrations', 'set-status', '--stdin', 'classified'], withClaims(route), { stdin: '5\n6\n7\n' });
    expect(status.code).toBe(EXIT.partlyDone);
    expect(updates(status.requests).map((r) => r.body)).toEqual([
      { status: 'classified' },
      { status: 'classified' },
      { status: 'classified' },
    ]);
    expect(status.stdout).toBe(
      '5\tset to classified\tclassified\n6\tfailed\tNo registration has the id 6.\n7\tset to classified\tclassified\n',
    );
    expect(status.stderr).toContain('2 of 3 set to classified, 1 failed.');

    const assign = await cli.run(['registrations', 'assign', '--stdin', 'riley@tracker.example'], route, { stdin: '5 6' });
    expect(assign.code).toBe(EXIT.partlyDone);
    expect(assign.requests.map((r) => r.path)).toEqual(['/api/v1/admin/registrations/5/update', '/api/v1/admin/registrations/6/update']);
    expect(assign.stderr).toContain('1 of 2 assigned to riley@tracker.example, 1 failed.');
  });

  it('refuses the value before the ids, a bad status or email, and a value with no ids, sending nothing', async () => {
    const cases: Array<[string[], string]> = [
      [['set-status', 'ready', '5'], 'The status goes last, after the ids: "ready".'],
      [['assign', 'riley@tracker.example', '5'], 'The email goes last, after the ids: "riley@tracker.example".'],
      [['set-status', '5', 'done'], '"done" is not a status: give one of assigned, classified, ready, error, complete, archived.'],
      [['assign', '5', 'riley'], '"riley" is not an email address.'],
      [['set-status', 'ready'], 'Give the registration id before the status, or --stdin to read the ids.'],
      [['assign', '5'], 'Give the email after the ids.'],
    ];
    for (const [args, message] of cases) {
      const result = await cli.run(['registrations', ...args], () => false);
      expect(result.code, args.join(' ')).toBe(EXIT.usage);
      expect(result.stderr).toContain(message);
      expect(result.stderr).toMatch(
        /Run: trackctl registrations (set-status <id> <status>, or set-status --stdin <status>|assign <id> <email>, or assign --stdin <email>)/,
      );
      expect(result.requests).toEqual([]);
    }
  });

  it('next claims the oldest unclaimed, prioritized first, skipping one claimed meanwhile', async () => {
    const result = await cli.run(['registrations', 'next'], (request, response) => {
      if (request.path === '/api/v1/admin/registrations') {
        sendJson(response, 200, { data: [registration('5'), registration('6')], meta: pageMeta(2), included: [] });
        return;
      }
      if (request.path.endsWith('/5/update'))
        return void sendJson(response, 409, conflict('Registration 5 is already claimed by bo@tracker.example.'));
      if (request.path.endsWith('/6/update')) return void sendJson(response, 200, { data: registration('6', 'assigned'), included: [] });
      return false;
    });
    expect(result.code).toBe(EXIT.done);
    expect(result.requests[0]?.query).toMatchObject({ status: 'unclaimed', prioritized: 'true' });
    expect(result.requests.slice(1).map((r) => r.path)).toEqual([
      '/api/v1/admin/registrations/5/update',
      '/api/v1/admin/registrations/6/update',
    ]);
    expect(result.stdout).toMatch(/id\s+6/);
  });
});

describe('registrations triage', () => {
  it('refuses off a terminal and names the commands for scripts', async () => {
    const result = await cli.run(['registrations', 'triage'], () => false);
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('registrations triage needs a terminal.');
    expect(result.stderr).toContain('trackctl registrations list | show | next | claim | assign | set-status | complete');
    expect(result.requests).toEqual([]);
  });
});
