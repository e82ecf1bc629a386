import type { InboundListQuery, InboundMessage, InboundReceipt, InboundStatus } from '@tracker/core';
import type { z } from 'zod';
import type { InboundMessageDocument } from '@tracker/core';
import { AppError } from '../../errors/app-error';
import { orNotFound } from '../../errors/or-not-found';
import { headerValue } from '../../inbound/database-inbound-store';
import type { InboundStore } from '../../inbound/inbound-store';
import { listPage, type ListPage } from '../../lists/list-page';
import { inboundMessageResource } from '../../resources/inbound-message-resource';
import { MAIL_JOB_KINDS } from '../../repositories/jobs-repository';
import type { AuditContext } from '../audit-service';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'db' | 'clock' | 'repositories' | 'audit'> & {
  store: InboundStore;
  /** Wakes this process's worker once a job is queued. */
  wake: () => void;
};
type Document = z.input<typeof InboundMessageDocument>;

/** At most this many recipients of one delivery are looked at. */
const MAX_RECIPIENTS = 50;
const ADDRESS = /[^\s<>,;:"()[\]]+@[^\s<>,;:"()[\]]+/g;

/** The addresses named in a comma-separated list, or in a message's To and Cc headers. */
export function addressesIn(text: string): string[] {
  return [...new Set((text.match(ADDRESS) ?? []).map((a) => a.toLowerCase()))].slice(0, MAX_RECIPIENTS);
}

/** A delivery to the webhook: the raw message and who it is for (before the inbox check). */
export type Delivery = {
  raw: Buffer;
  recipients: string[] | null;
  remoteAddress: string | null;
  /** The webhook, or `trackctl emails ingest` (which also reads Delivered-To when no inbox is named). */
  source?: 'webhook' | 'ingest';
};

/** Inbound mail for staff: where the queue stands, the messages and their failures, and retries; and the webhook's deliveries. */
export function createInboundService({ db, clock, repositories, audit, store, wake }: Dependencies) {
  const { inbound, jobs } = repositories;

  async function document(id: number): Promise<Document> {
    return { data: inboundMessageResource(orNotFound(await inbound.detail(id), 'inbound message', id, { parameter: 'id' })) };
  }

  return {
    async status(): Promise<InboundStatus> {
      const [depth, { byState, last }] = await Promise.all([jobs.depth(MAIL_JOB_KINDS), inbound.summary()]);
      return {
        data: {
          type: 'inbound_status',
          attributes: { ...depth, messages: byState, last_received_at: last?.receivedAt.toISOString() ?? null },
          relationships: { last_message: { data: last ? inboundMessageResource(last) : null } },
        },
      };
    },

    async list({ page, size, cursor, ...filters }: InboundListQuery): Promise<ListPage<InboundMessage>> {
      return listPage(
        { page, size, cursor, ...filters },
        (window) => inbound.page(filters, window),
        (rows) => rows.map(inboundMessageResource),
      );
    },

    document,

    /** Queues a message for processing again (a failed one, or one still waiting); a processed message is a conflict. */
    async retry(id: number, context: AuditContext): Promise<Document> {
      await db.transaction(async (tx) => {
        const message = orNotFound(await inbound.lock(id, tx), 'inbound message', id, { parameter: 'id' });
        if (message.state === 'processed')
          throw new AppError('conflict', `Inbound message ${id} is processed already (email ${message.emailId ?? 'removed'}).`, {
            parameter: 'id',
          });
        const now = clock.now();
        await inbound.update(id, { state: 'stored', lastError: null }, tx);
        await jobs.enqueue('inbound.process', { inboundMessageId: id }, now, tx);
        await audit.record(
          context,
          {
            action: 'inbound.retry',
            resourceId: id,
            before: { state: message.state, lastError: message.lastError },
          },
          tx,
        );
      });
      wake();
      return document(id);
    },

    /** Queues every failed message again; answers how many. */
    async retryFailed(context: AuditContext): Promise<{ meta: { retried: number } }> {
      const retried = await db.transaction(async (tx) => {
        const ids = await inbound.failedIds(tx);
        const now = clock.now();
        for (const id of ids) {
          await inbound.update(id, { state: 'stored', lastError: null }, tx);
          await jobs.enqueue('inbound.process', { inboundMessageId: id }, now, tx);
        }
        if (ids.length > 0) await audit.record(context, { action: 'inbound.retry_failed', after: { ids } }, tx);
        return ids.length;
      });
      if (retried > 0) wake();
      return { meta: { retried } };
    },

    /**
     * Stores a delivery for the inboxes it names that exist (its To and Cc when it names none);
     * refused with 422 when none of them is an inbox here.
     */
    async receive({ raw, recipients, remoteAddress, source = 'webhook' }: Delivery): Promise<InboundReceipt> {
      if (raw.byteLength === 0)
        throw new AppError('invalid_input', 'The message is empty: send the raw RFC 5322 message as the body.', { pointer: '' });
      const headers = source === 'ingest' ? ['To', 'Cc', 'Delivered-To'] : ['To', 'Cc'];
      const named =
        recipients ??
        addressesIn(
          headers
            .map((name) => headerValue(raw, name))
            .filter(Boolean)
            .join(','),
        );
      const accepted: string[] = [];
      for (const address of named) if (await store.acceptsRecipient(address)) accepted.push(address);
      if (accepted.length === 0) {
        const shown = named.length ? named.slice(0, 5).join(', ') : 'none';
        if (source === 'ingest' && recipients === null)
          throw new AppError(
            'invalid_input',
            `No recipient in the message's To, Cc or Delivered-To is an inbox on the registration domains (${shown}): name the inbox with to.`,
            { pointer: '' },
          );
        throw new AppError('invalid_input', `No recipient is an inbox on the registration domains (recipients: ${shown}).`, {
          parameter: source === 'ingest' ? 'to' : 'recipients',
        });
      }
      const stored = await store.store(raw, { source, mailFrom: null, recipients: accepted, remoteAddress });
      return {
        data: stored.map((s) => ({
          id: String(s.id),
          type: 'inbound_messages',
          attributes: { recipient: s.recipient, duplicate: s.duplicate },
        })),
      };
    },
  };
}
