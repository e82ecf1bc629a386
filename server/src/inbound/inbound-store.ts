/**
 * The one way arriving mail enters the console: the SMTP listener, the inbound webhook and
 * `trackctl emails ingest` all hand a raw RFC 5322 message to an InboundStore. Storing is durable
 * before it resolves (the raw bytes in the asset store, then a committed row and a queued job), so
 * a caller may acknowledge the sender only once `store` has resolved.
 */

export const INBOUND_SOURCES = ['smtp', 'webhook', 'ingest'] as const;
export type InboundSource = (typeof INBOUND_SOURCES)[number];

export type Envelope = {
  source: InboundSource;
  /** The SMTP `MAIL FROM` (null for the null sender `<>` or when the source has none). */
  mailFrom: string | null;
  /** The inboxes it is for; each must be accepted by `acceptsRecipient` first. */
  recipients: string[];
  /** The client's address, for the log and limits (null when not over the network). */
  remoteAddress: string | null;
};

export type StoredMessage = {
  /** The inbound message's id (one per recipient). */
  id: number;
  recipient: string;
  /** True when this message was already stored for this inbox (same Message-ID or same bytes): nothing new was written. */
  duplicate: boolean;
};

export interface InboundStore {
  /** Whether mail to `address` is kept: an inbox that exists on one of the registration domains. */
  acceptsRecipient(address: string): Promise<boolean>;
  /** Stores `raw` durably for each recipient and queues its processing; resolves only once committed. */
  store(raw: Buffer, envelope: Envelope): Promise<StoredMessage[]>;
}
