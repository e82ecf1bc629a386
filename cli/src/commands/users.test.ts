import { describe, expect, it } from 'vitest';
import type { User } from '@tracker/core';
import { EXIT } from '../errors/exit-codes';
import { sendJson } from '../testing/stub-server';
import { stubbedCli } from '../testing/stubbed-cli';

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
});
