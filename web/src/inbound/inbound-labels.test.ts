import { describe, expect, it } from 'vitest';
import type { InboundMessage, InboundState } from '@tracker/core/inbound';
import { canRetry, queueSummary, retryAllQuestion } from './inbound-labels';

const message = (state: InboundState) => ({ id: '1', type: 'inbound_messages', attributes: { state } }) as unknown as InboundMessage;

describe('inbound labels', () => {
  it('lets a failed or stored message be retried, not one processed or being processed', () => {
    expect(canRetry(message('failed'))).toBe(true);
    expect(canRetry(message('stored'))).toBe(true);
    expect(canRetry(message('processed'))).toBe(false);
    expect(canRetry(message('processing'))).toBe(false);
  });

  it('asks before retrying all failed mail with how many, and not at all when none failed', () => {
    expect(retryAllQuestion(0)).toBeNull();
    expect(retryAllQuestion(1)).toBe('Queue the 1 failed message for processing again?');
    expect(retryAllQuestion(3)).toBe('Queue the 3 failed messages for processing again?');
  });

  it('counts waiting and running jobs as the queue depth', () => {
    const summary = queueSummary({
      queued: 2,
      running: 1,
      dead: 0,
      messages: { stored: 2, processing: 1, processed: 10, failed: 1 },
      last_received_at: null,
    });
    expect(summary).toEqual({ depth: '3 messages in the queue', failures: '1 failed' });
  });
});
