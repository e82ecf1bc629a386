import { describe, expect, it } from 'vitest';
import type { Address } from '@tracker/core';
import { pageMeta } from '@tracker/core/testing';
import { EXIT } from '../../errors/exit-codes';
import { errorDocument, sendJson, type StubRequest } from '../../testing/stub-server';
import { stubbedCli } from '../../testing/stubbed-cli';

const cli = stubbedCli('trackctl-addresses-');

const avery: Address = {
  id: '40',
  type: 'addresses',
  attributes: {
    email_address: 'avery.adams1042@inbox.tracker.example',
    journey_type: 'email_subscriber',
    description: 'Newsletter signup',
    company_id: 7,
    company_name: 'Acme Outfitters',
    first_name: 'Avery',
    last_name: 'Adams',
    birthdate: '1990-04-12',
    password: 'plum-Harbor-42',
    streetAddress: {
      lineOne: '12 Elm Street',
      lineTwo: '',
      city: 'Springfield',
      region: 'IL',
      country: 'US',
      postalCode: '62701',
      telephone: '+1 217 555 0100',
    },
    visible: true,
    private: false,
    events: [
      {
        id: '1',
        description: 'Signed up',
        group: 'Account registration',
        private: false,
        address_id: 40,
        occurred_at: '2026-05-10T10:00:00.000Z',
        user_id: 1,
      },
    ],
    firstActivityAt: null,
    emails_count: 2,
    created_at: '2026-05-10T09:00:00.000Z',
    updated_at: '2026-05-10T10:00:00.000Z',
  },
};

function addressesApi(request: StubRequest, response: Parameters<typeof sendJson>[0]) {
  if (request.path === '/api/v1/admin/addresses') return sendJson(response, 200, { data: [avery], meta: pageMeta(1) });
  if (request.path === '/api/v1/admin/addresses/40') return sendJson(response, 200, { data: avery });
  if (request.path === '/api/v1/admin/addresses/9')
    return sendJson(response, 404, errorDocument(404, 'not_found', 'No address has the id 9.', { parameter: 'id' }));
  return false;
}

describe('addresses list', () => {
  it('sends the company and address filters, and prints each inbox tab-separated off a terminal', async () => {
    const result = await cli.run(['addresses', 'list', '--companies', 'acme', '--q', 'avery'], addressesApi);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests[0]).toMatchObject({ path: '/api/v1/admin/addresses', query: { companies: 'acme', q: 'avery' } });
    expect(result.stdout.split('\n')).toEqual([
      'id\taddress\tcompany\tjourney\temails\tcreated',
      '40\tavery.adams1042@inbox.tracker.example\tAcme Outfitters\temail_subscriber\t2\t2026-05-10 09:00',
      '',
    ]);
    expect(result.stderr).toBe('page 1 of 1 (1 address)\n');
  });
});

describe('addresses show', () => {
  it('prints the persona a signup form needs, its postal address and events', async () => {
    const result = await cli.run(['addresses', 'show', '40'], addressesApi);

    expect(result.code).toBe(EXIT.done);
    for (const shown of [
      'avery.adams1042@inbox.tracker.example',
      'Acme Outfitters (7)',
      'Avery Adams',
      'plum-Harbor-42',
      '12 Elm Street',
      'Springfield, IL, 62701',
      '2026-05-10  Signed up',
    ]) {
      expect(result.stdout).toContain(shown);
    }
  });

  it('says which address does not exist (exit 1)', async () => {
    const result = await cli.run(['addresses', 'show', '9'], addressesApi);

    expect(result.code).toBe(EXIT.failed);
    expect(result.stderr).toContain('No address has the id 9.');
  });
});
