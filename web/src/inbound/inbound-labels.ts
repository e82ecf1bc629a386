import type { InboundMessage, InboundStatus } from '@tracker/core/inbound';

/** A processed message made its email, and one being processed is held by a worker: only the others go back to the queue. */
export function canRetry(message: InboundMessage): boolean {
  return message.attributes.state === 'failed' || message.attributes.state === 'stored';
}

/** The question before retrying every failed message, with how many there are; null when none failed. */
export function retryAllQuestion(failed: number): string | null {
  if (failed === 0) return null;
  return failed === 1 ? 'Queue the 1 failed message for processing again?' : `Queue the ${failed} failed messages for processing again?`;
}

/** The status line's counts: what waits in the queue and what failed. */
export function queueSummary(status: InboundStatus['data']['attributes']): { depth: string; failures: string } {
  const depth = status.queued + status.running;
  const failed = status.messages.failed;
  return {
    depth: depth === 1 ? '1 message in the queue' : `${depth} messages in the queue`,
    failures: failed === 1 ? '1 failed' : `${failed} failed`,
  };
}
