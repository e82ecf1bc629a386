import type { FastifyRequest } from 'fastify';
import type { inboundEndpoints } from '@tracker/core';
import { AppError } from '../errors/app-error';
import { formFields } from '../inbound/form-fields';
import { isMailgunSigned, isSignedBody, SIGNATURE_HEADER } from '../inbound/webhook-signature';
import { addressesIn, type Delivery } from '../services/inbound/inbound-service';
import type { Handlers } from './handler';

/** The header a signed raw delivery may name its inboxes in (comma-separated); else the message's To and Cc. */
const RECIPIENTS_HEADER = 'x-tracker-recipients';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The delivery a webhook request carries, once its signature holds: a signed raw message, or Mailgun's signed form. */
function delivery(request: FastifyRequest): Delivery {
  const body = request.body;
  if (!Buffer.isBuffer(body)) throw new AppError('invalid_input', 'Send the raw message as the body (message/rfc822).', { pointer: '' });
  const contentType = header(request, 'content-type') ?? '';
  const { secret, mailgunSigningKey, maxBytes } = request.server.config.inbound;
  if (/^message\/rfc822\b/i.test(contentType)) {
    if (!secret || !isSignedBody(secret, body, header(request, SIGNATURE_HEADER)))
      throw new AppError('unauthenticated', `The ${SIGNATURE_HEADER} header is not the body's signature with the shared secret.`);
    const named = header(request, RECIPIENTS_HEADER);
    return { raw: body, recipients: named === undefined ? null : addressesIn(named), remoteAddress: request.ip };
  }
  const fields = formFields(body, contentType);
  const text = (name: string) => fields.get(name)?.toString('utf8');
  const signed =
    mailgunSigningKey !== undefined &&
    isMailgunSigned(
      mailgunSigningKey,
      { timestamp: text('timestamp'), token: text('token'), signature: text('signature') },
      request.server.clock.now(),
    );
  if (!signed) throw new AppError('unauthenticated', 'The form is not signed with the Mailgun signing key (timestamp, token, signature).');
  const raw = fields.get('body-mime');
  if (!raw)
    throw new AppError('invalid_input', 'The form has no body-mime field: route the mail to this URL as raw MIME.', {
      pointer: '/body-mime',
    });
  if (raw.byteLength > maxBytes)
    throw new AppError('invalid_input', `body-mime is ${raw.byteLength} bytes, more than TRACKER_INBOUND_MAX_BYTES (${maxBytes}).`, {
      pointer: '/body-mime',
    });
  const recipient = text('recipient');
  return { raw, recipients: recipient === undefined ? null : addressesIn(recipient), remoteAddress: request.ip };
}

export const inboundHandlers: Handlers<typeof inboundEndpoints> = {
  async receiveInboundMessage(request) {
    return request.server.services.inbound.receive(delivery(request));
  },

  async ingestInboundMessage(request) {
    const body = request.body;
    if (!Buffer.isBuffer(body)) throw new AppError('invalid_input', 'Send the raw message as the body (message/rfc822).', { pointer: '' });
    const to = request.query.to;
    return request.server.services.inbound.receive({
      raw: body,
      recipients: to === undefined ? null : addressesIn(to),
      remoteAddress: null,
      source: 'ingest',
    });
  },

  async getInboundStatus(request) {
    return request.server.services.inbound.status();
  },

  async listInboundMessages(request) {
    return request.server.services.inbound.list(request.query);
  },

  async getInboundMessage(request) {
    return request.server.services.inbound.document(request.params.id);
  },

  async retryInboundMessage(request) {
    return request.server.services.inbound.retry(request.params.id, request.auditContext());
  },

  async retryFailedInboundMessages(request) {
    return request.server.services.inbound.retryFailed(request.auditContext());
  },
};
