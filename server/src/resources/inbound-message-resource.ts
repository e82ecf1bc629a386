import type { InboundMessage } from '@tracker/core';
import type { InboundMessageWithEmail } from '../repositories/inbound-repository';

export function inboundMessageResource(m: InboundMessageWithEmail): InboundMessage {
  return {
    id: String(m.id),
    type: 'inbound_messages',
    attributes: {
      recipient: m.recipient,
      mail_from: m.mailFrom,
      source: m.source,
      remote_address: m.remoteAddress,
      message_id: m.messageId,
      subject: m.subject,
      size: m.size,
      sha256: m.sha256,
      state: m.state,
      attempts: m.attempts,
      last_error: m.lastError,
      received_at: m.receivedAt.toISOString(),
      processed_at: m.processedAt?.toISOString() ?? null,
      email_guid: m.emailGuid,
    },
  };
}
