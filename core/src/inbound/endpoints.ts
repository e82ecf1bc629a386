import { defineEndpoint } from '../contract/endpoint';
import {
  InboundListQuery,
  InboundMessageDocument,
  InboundMessageList,
  InboundIngestQuery,
  InboundMessageParams,
  InboundReceipt,
  InboundRetryAll,
  InboundStatus,
} from './schema';

const tag = 'inbound';

export const inboundEndpoints = {
  receiveInboundMessage: defineEndpoint({
    method: 'POST',
    path: '/v1/inbound/messages',
    access: 'signature',
    tag,
    summary:
      "Deliver mail: a raw RFC 5322 message (Content-Type message/rfc822) for the inboxes named in X-Tracker-Recipients (else its To and Cc), signed with X-Tracker-Signature: sha256=<hex HMAC-SHA256 of the body with TRACKER_INBOUND_SECRET>; or Mailgun's raw-MIME form (body-mime, recipient, timestamp, token, signature). Answered once stored durably; a redelivery is a duplicate",
    consumes: ['message/rfc822', 'multipart/form-data', 'application/x-www-form-urlencoded'],
    status: 202,
    response: InboundReceipt,
    errors: ['unavailable'],
  }),
  ingestInboundMessage: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/inbound/ingest',
    access: 'admin',
    tag,
    summary:
      'Backfill: a raw RFC 5322 message (Content-Type message/rfc822, up to TRACKER_INBOUND_MAX_BYTES) stored as mail arriving over SMTP is, for the inboxes in `to` (else its To, Cc and Delivered-To), and processed by the queue. A redelivery is a duplicate; 422 when no recipient is an inbox here',
    query: InboundIngestQuery,
    consumes: ['message/rfc822'],
    status: 202,
    response: InboundReceipt,
  }),
  getInboundStatus: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/inbound/status',
    access: 'admin',
    tag,
    summary: 'The job queue (waiting, running, dead), inbound messages per state, and the latest message',
    status: 200,
    response: InboundStatus,
  }),
  listInboundMessages: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/inbound/messages',
    access: 'admin',
    tag,
    summary: 'Inbound messages, newest first, by state and inbox',
    query: InboundListQuery,
    status: 200,
    response: InboundMessageList,
  }),
  getInboundMessage: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/inbound/messages/:id',
    access: 'admin',
    tag,
    summary: 'One inbound message, with its state, attempts and last error',
    params: InboundMessageParams,
    status: 200,
    response: InboundMessageDocument,
  }),
  retryInboundMessage: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/inbound/messages/:id/retry',
    access: 'admin',
    tag,
    summary: 'Queue a failed (or stored) message for processing again; a processed one is refused with 409',
    params: InboundMessageParams,
    status: 202,
    response: InboundMessageDocument,
    errors: ['conflict'],
  }),
  retryFailedInboundMessages: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/inbound/messages/retry-failed',
    access: 'admin',
    tag,
    summary: 'Queue every failed message for processing again; answers how many',
    status: 202,
    response: InboundRetryAll,
  }),
};
