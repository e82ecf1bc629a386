import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InboundMessage, InboundState, InboundStatus } from '@tracker/core/inbound';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeFetch } from '../test/fake-api';
import { listOf } from '../test/fixtures';
import { renderAt } from '../test/render';
import { ArrivingPage } from './arriving-page';

function message(id: string, state: InboundState, subject: string, lastError: string | null = null): InboundMessage {
  return {
    id,
    type: 'inbound_messages',
    attributes: {
      recipient: `inbox${id}@news.tracker.example`,
      mail_from: 'news@brand.example',
      source: 'smtp',
      remote_address: '198.51.100.7',
      message_id: `${id}@brand.example`,
      subject,
      size: 1200,
      sha256: 'ab'.repeat(32),
      state,
      attempts: state === 'stored' ? 0 : 1,
      last_error: lastError,
      received_at: '2026-05-12T11:58:00.000Z',
      processed_at: state === 'processed' ? '2026-05-12T11:58:01.000Z' : null,
      email_guid: state === 'processed' ? `guid-${id}` : null,
    },
  };
}

function status(failed: number): InboundStatus {
  return {
    data: {
      type: 'inbound_status',
      attributes: {
        queued: 2,
        running: 1,
        dead: failed,
        messages: { stored: 2, processing: 1, processed: 40, failed },
        last_received_at: '2026-05-12T11:58:00.000Z',
      },
      relationships: { last_message: { data: null } },
    },
  };
}

const MESSAGES = [
  message('3', 'failed', 'Nested', 'the message cannot be parsed: too deeply nested'),
  message('2', 'processed', 'Welcome'),
];

afterEach(() => vi.unstubAllGlobals());

function stub(failed = 3): FakeFetch {
  const api = fakeApi({
    'GET /api/v1/admin/inbound/status': { status: 200, body: status(failed) },
    'GET /api/v1/admin/inbound/messages': { status: 200, body: listOf(MESSAGES, { size: 50 }) },
    'POST /api/v1/admin/inbound/messages/retry-failed': { status: 202, body: { meta: { retried: failed } } },
    'POST /api/v1/admin/inbound/messages/3/retry': { status: 202, body: { data: message('3', 'stored', 'Nested') } },
  });
  vi.stubGlobal('fetch', api);
  return api;
}

describe('the Arriving screen', () => {
  it('shows each message’s state, a failure with its reason, and the queue on its status line', async () => {
    stub();
    renderAt('/arriving', <ArrivingPage />);
    const grid = await screen.findByRole('grid', { name: 'Arriving' });
    await within(grid).findByText('Nested');
    expect(within(grid).getByText('the message cannot be parsed: too deeply nested')).toBeTruthy();
    expect(within(grid).getByText('Processed')).toBeTruthy();
    const line = await screen.findByLabelText('Queue status');
    await waitFor(() => expect(line.textContent).toContain('3 messages in the queue'));
    expect(line.textContent).toContain('3 failed');
  });

  it('retries all failed mail only after a question that says how many', async () => {
    const api = stub(3);
    renderAt('/arriving', <ArrivingPage />);
    await screen.findByText('Nested');
    const button = await screen.findByRole('button', { name: 'Retry all failed' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Retry all failed mail' });
    expect(dialog.textContent).toContain('Queue the 3 failed messages for processing again?');
    expect(api.requests.some((r) => r.path.endsWith('/retry-failed'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry all' }));
    expect(await screen.findByText('Queued 3 messages again.')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/retry-failed'))).toHaveLength(1);
  });

  it('offers no retry of all failed mail when none failed', async () => {
    stub(0);
    renderAt('/arriving', <ArrivingPage />);
    await screen.findByText('Nested');
    await waitFor(() => expect(screen.getByLabelText('Queue status').textContent).toContain('0 failed'));
    expect((screen.getByRole('button', { name: 'Retry all failed' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
