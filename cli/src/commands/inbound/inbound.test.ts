import { describe, expect, it } from 'vitest';
import type { InboundMessage } from '@tracker/core';
import { pageMeta } from '@tracker/core/testing';
import { EXIT } from '../../errors/exit-codes';
import { errorDocument, sendJson, type StubRequest } from '../../testing/stub-server';
import { stubbedCli } from '../../testing/stubbed-cli';

const cli = stubbedCli('trackctl-inbound-');

const failed: InboundMessage = {
  id: '12',
  type: 'inbound_messages',
  attributes: {
    recipient: 'avery.adams1042@inbox.tracker.example',
    mail_from: 'bulk@spam.example',
    source: 'smtp',
    remote_address: '203.0.113.9',
    message_id: 'nested-40@spam.example',
    subject: 'nested',
    size: 2200,
    sha256: 'ab'.repeat(32),
    state: 'failed',
    attempts: 1,
    last_error: 'the message cannot be parsed: Maximum MIME nesting depth exceeded',
    received_at: '2026-05-12T11:58:00.000Z',
    processed_at: null,
    email_guid: null,
  },
};

function inboundApi(request: StubRequest, response: Parameters<typeof sendJson>[0]) {
  if (request.path === '/api/v1/admin/inbound/status')
    return sendJson(response, 200, {
      data: {
        type: 'inbound_status',
        attributes: {
          queued: 3,
          running: 1,
          dead: 2,
          messages: { stored: 3, processing: 1, processed: 40, failed: 2 },
          last_received_at: failed.attributes.received_at,
        },
        relationships: { last_message: { data: failed } },
      },
    });
  if (request.path === '/api/v1/admin/inbound/messages') return sendJson(response, 200, { data: [failed], meta: pageMeta(1) });
  if (request.path === '/api/v1/admin/inbound/messages/12') return sendJson(response, 200, { data: failed });
  if (request.path === '/api/v1/admin/inbound/messages/12/retry' && request.method === 'POST')
    return sendJson(response, 202, { data: { ...failed, attributes: { ...failed.attributes, state: 'stored', last_error: null } } });
  if (request.path === '/api/v1/admin/inbound/messages/40/retry')
    return sendJson(
      response,
      409,
      errorDocument(409, 'conflict', 'Inbound message 40 is processed already (email 7).', { parameter: 'id' }),
    );
  if (request.path === '/api/v1/admin/inbound/messages/retry-failed') return sendJson(response, 202, { meta: { retried: 2 } });
  return false;
}

describe('inbound status', () => {
  it('prints the queue, the messages per state and the latest message', async () => {
    const result = await cli.run(['inbound', 'status'], inboundApi);

    expect(result.code).toBe(EXIT.done);
    expect(result.stdout).toMatch(/waiting\s+3/);
    expect(result.stdout).toMatch(/dead\s+2/);
    expect(result.stdout).toMatch(/failed\s+2/);
    expect(result.stdout).toContain('12  2026-05-12 11:58  avery.adams1042@inbox.tracker.example  failed');
  });
});

describe('inbound list', () => {
  it('sends the state and inbox filters and prints each message with its error', async () => {
    const result = await cli.run(['inbound', 'list', '--state', 'failed', '--recipient', 'avery'], inboundApi);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests[0]).toMatchObject({ path: '/api/v1/admin/inbound/messages', query: { state: 'failed', recipient: 'avery' } });
    expect(result.stdout.split('\n')[1]).toBe(
      '12\t2026-05-12 11:58\tavery.adams1042@inbox.tracker.example\tfailed\tnested\tthe message cannot be parsed: Maximum MIME nesting depth exceeded',
    );
  });

  it('refuses a state that is not one, before any request', async () => {
    const result = await cli.run(['inbound', 'list', '--state', 'lost'], inboundApi);
    expect(result.code).toBe(EXIT.usage);
    expect(result.requests).toEqual([]);
  });
});

describe('inbound show', () => {
  it('prints why a message failed and how it came', async () => {
    const result = await cli.run(['inbound', 'show', '12'], inboundApi);
    expect(result.code).toBe(EXIT.done);
    expect(result.stdout).toMatch(/last error\s+the message cannot be parsed/);
    expect(result.stdout).toMatch(/came by\s+smtp from 203\.0\.113\.9/);
  });
});

describe('inbound retry', () => {
  it('queues one message again', async () => {
    const result = await cli.run(['inbound', 'retry', '12'], inboundApi);
    expect(result.code).toBe(EXIT.done);
    expect(result.requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/admin/inbound/messages/12/retry' });
    expect(result.stdout).toBe('message 12 queued again (avery.adams1042@inbox.tracker.example)\n');
  });

  it('says why a processed message is not retried', async () => {
    const result = await cli.run(['inbound', 'retry', '40'], inboundApi);
    expect(result.code).toBe(EXIT.failed);
    expect(result.stderr).toContain('processed already');
  });

  it('queues every failed message, or only counts them with --dry-run', async () => {
    const dry = await cli.run(['inbound', 'retry', '--failed', '--dry-run'], inboundApi);
    expect(dry.stdout).toBe('1 failed message would be retried\n');
    expect(dry.requests.map((r) => r.method)).toEqual(['GET']);

    const all = await cli.run(['inbound', 'retry', '--failed'], inboundApi);
    expect(all.stdout).toBe('2 failed messages queued again\n');
  });

  it('needs an id or --failed, and a numeric id', async () => {
    expect((await cli.run(['inbound', 'retry'], inboundApi)).code).toBe(EXIT.usage);
    expect((await cli.run(['inbound', 'retry', '12', '--failed'], inboundApi)).code).toBe(EXIT.usage);
    expect((await cli.run(['inbound', 'retry', 'abc'], inboundApi)).code).toBe(EXIT.usage);
  });
});
