import { describe, expect, it } from 'vitest';
import type { User } from '@tracker/core';
import { EXIT } from '../../errors/exit-codes';
import { errorDocument, sendJson, type StubRequest } from '../../testing/stub-server';
import { stubbedCli } from '../../testing/stubbed-cli';

const cli = stubbedCli('trackctl-users-');

const user: User = {
  id: '12',
  type: 'users',
  attributes: {
    email: 'ann@customer.example',
    name: 'Ann',
    companyName: null,
    userRole: 'standard',
    archived: false,
    accountStatus: 'active',
    accessLevel: 3,
    type: 'standard',
    companiesLimit: 10,
    currentPeriodEndAt: '2026-08-12T12:00:00.000Z',
    emailsAccessEndAt: null,
    groupsAccessEndAt: null,
    technologiesAccessEndAt: null,
    stripeSubscriptionId: 'sub_1',
    stripeCancelAtPeriodEnd: false,
    cancelable: true,
    assignee: false,
    passwordSetAt: null,
    deletionRequestedAt: null,
    policies: { terms_of_service: null, privacy_policy: null },
    tracked_companies_count: 0,
    created_at: '2026-05-12T12:00:00.000Z',
    updated_at: '2026-05-12T12:00:00.000Z',
  },
};

function trackctl(args: string[]) {
  return cli.run(args, (request, response) => {
    if (!request.path.startsWith('/api/v1/admin/users/12') && !request.path.startsWith('/api/v2/admin/users/12')) return false;
    sendJson(response, 200, { data: user, meta: { message: 'The subscription ends at the end of its period.' } });
  });
}

/** The users API as `users create` meets it: ann@ is taken, any other email makes user 31 with the new-user defaults. */
function createApi(request: StubRequest, response: Parameters<typeof sendJson>[0]) {
  if (request.method !== 'POST' || request.path !== '/api/v1/admin/users') return false;
  const body = request.body as { email: string; name?: string; companyName?: string; userRole: 'admin' | 'standard' };
  if (body.email === user.attributes.email) {
    return sendJson(response, 409, errorDocument(409, 'conflict', `A user already has the email ${body.email}.`, { pointer: '/email' }));
  }
  const created: User = {
    id: '31',
    type: 'users',
    attributes: {
      ...user.attributes,
      email: body.email,
      name: body.name ?? null,
      companyName: body.companyName ?? null,
      userRole: body.userRole,
      stripeSubscriptionId: null,
      cancelable: false,
    },
  };
  return sendJson(response, 201, { data: created });
}

/** The value on the `key  value` line of a shown user. */
const shown = (stdout: string, key: string) =>
  stdout
    .split('\n')
    .find((line) => line.startsWith(`${key}  `))
    ?.slice(key.length)
    .trim();

describe('users show', () => {
  it("prints the user's account, limits, access and subscription, one field a line", async () => {
    const result = await trackctl(['users', 'show', '12']);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests.map((r) => [r.method, r.path])).toEqual([['GET', '/api/v1/admin/users/12']]);
    expect(shown(result.stdout, 'email')).toBe('ann@customer.example');
    expect(shown(result.stdout, 'name')).toBe('Ann');
    expect(shown(result.stdout, 'company')).toBe('-');
    expect(shown(result.stdout, 'role')).toBe('standard');
    expect(shown(result.stdout, 'companies')).toBe('0 of 10');
    expect(shown(result.stdout, 'period end')).toBe('2026-08-12 12:00');
    expect(shown(result.stdout, 'emails until')).toBe('-');
    expect(shown(result.stdout, 'subscription')).toBe('sub_1');
  });

  it('prints the JSON:API document with --json', async () => {
    const result = await trackctl(['users', 'show', '12', '--json']);

    expect(result.code).toBe(EXIT.done);
    expect(JSON.parse(result.stdout)).toMatchObject({ data: user });
  });

  it('says which user is missing, exit 1, and prints nothing', async () => {
    const result = await cli.run(['users', 'show', '99'], (request, response) =>
      sendJson(response, 404, errorDocument(404, 'not_found', `No user has the id 99.`, { parameter: 'id' })),
    );

    expect(result.code).toBe(EXIT.failed);
    expect(result.requests[0]?.path).toBe('/api/v1/admin/users/99');
    expect(result.stderr).toContain('No user has the id 99.');
    expect(result.stdout).toBe('');
  });
});

describe('users create', () => {
  it('sends the email, name and company as a standard user, and shows the user made', async () => {
    const result = await cli.run(['users', 'create', 'ben@customer.example', '--name', 'Ben Ode', '--company-name', 'Acme'], createApi);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/v1/admin/users', { email: 'ben@customer.example', name: 'Ben Ode', companyName: 'Acme', userRole: 'standard' }],
    ]);
    expect(shown(result.stdout, 'id')).toBe('31');
    expect(shown(result.stdout, 'email')).toBe('ben@customer.example');
    expect(shown(result.stdout, 'company')).toBe('Acme');
    expect(shown(result.stdout, 'role')).toBe('standard');
  });

  it('makes an admin with --admin, sends no name or company it was not given, and prints the document with --json', async () => {
    const result = await cli.run(['users', 'create', 'cy@customer.example', '--admin', '--json'], createApi);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests[0]?.body).toEqual({ email: 'cy@customer.example', userRole: 'admin' });
    expect(JSON.parse(result.stdout)).toMatchObject({
      data: { id: '31', attributes: { email: 'cy@customer.example', userRole: 'admin', name: null } },
    });
  });

  it('says why the server refused, exit 1, and prints no user', async () => {
    const result = await cli.run(['users', 'create', 'ann@customer.example'], createApi);

    expect(result.code).toBe(EXIT.failed);
    expect(result.stderr).toContain('A user already has the email ann@customer.example.');
    expect(result.stdout).toBe('');
  });

  it('needs the email argument (exit 2) and sends nothing', async () => {
    const result = await cli.run(['users', 'create'], createApi);

    expect(result.code).toBe(EXIT.usage);
    expect(result.requests).toEqual([]);
  });
});

describe('users cancel-subscription', () => {
  it('off a terminal needs --confirm-email: --yes alone is a usage error, and nothing is cancelled', async () => {
    const result = await trackctl(['users', 'cancel-subscription', '12', '--yes']);
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('--confirm-email ann@customer.example');
    expect(result.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('aborts on a mismatched email with the spec message, and cancels with the exact one', async () => {
    const wrong = await trackctl(['users', 'cancel-subscription', '12', '--confirm-email', 'ann@customer.exampl']);
    expect(wrong.code).toBe(EXIT.failed);
    expect(wrong.stderr).toContain('Email address did not match. Please try again.');
    expect(wrong.requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    const right = await trackctl(['users', 'cancel-subscription', '12', '--confirm-email', 'ann@customer.example']);
    expect(right.code).toBe(EXIT.done);
    const cancel = right.requests.find((r) => r.method === 'DELETE');
    expect(cancel?.path).toBe('/api/v2/admin/users/12/plans');
    expect(cancel?.query).toMatchObject({ confirm_email: 'ann@customer.example' });
  });
});

describe('users access', () => {
  it('sends on and off as the access toggles, and refuses other words', async () => {
    const result = await trackctl(['users', 'access', '12', '--emails', 'on', '--technologies', 'off']);
    expect(result.code).toBe(EXIT.done);
    expect(result.requests[0]?.body).toEqual({ emailsAccess: true, technologiesAccess: false });
    expect((await trackctl(['users', 'access', '12', '--emails', 'yes'])).code).toBe(EXIT.usage);
  });

  it('says in its help that on opens 3 months from now once the period has passed, and off ends it now', async () => {
    const result = await trackctl(['users', 'access', '--help']);

    expect(result.code).toBe(EXIT.done);
    const help = result.stdout.replace(/\s+/g, ' ');
    expect(help).toContain(
      'On moves the access end date ahead to the end of the current period, or to 3 months from now when the user has no period or it has passed',
    );
    expect(help).toContain('off ends it now');
    expect(result.requests).toEqual([]);
  });
});
