import * as z from 'zod';
import { defineFilters } from '../contract/define-filters';
import { choiceLabels, enumFilter, textFilter } from '../contract/filters';
import { document, listDocument, resource } from '../contract/jsonapi';
import { pageParams, positiveId } from '../contract/query';
import { INBOUND_MESSAGE_SOURCES, INBOUND_STATE_LABELS, INBOUND_STATES } from './constants';

/** A message as it arrived at one inbox, and where its processing stands. */
export const InboundMessage = resource(
  'inbound_messages',
  z.object({
    recipient: z.string(),
    mail_from: z.string().nullable(),
    source: z.enum(INBOUND_MESSAGE_SOURCES),
    remote_address: z.string().nullable(),
    message_id: z.string().nullable(),
    subject: z.string().nullable(),
    size: z.number().int(),
    sha256: z.string(),
    state: z.enum(INBOUND_STATES),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    received_at: z.string(),
    processed_at: z.string().nullable(),
    /** The email made from it, once processed. */
    email_guid: z.string().nullable(),
  }),
);
export type InboundMessage = z.infer<typeof InboundMessage>;
export const InboundMessageDocument = document(InboundMessage);
export const InboundMessageList = listDocument(InboundMessage);

export const INBOUND_PAGE_SIZE = 50;

export const INBOUND_FILTERS = defineFilters({
  state: enumFilter(INBOUND_STATES, {
    description: 'in this state',
    label: 'State',
    choiceLabels: choiceLabels(INBOUND_STATES, INBOUND_STATE_LABELS, ['', 'Any state']),
  }),
  recipient: textFilter({ description: 'the inbox contains the text', label: 'Inbox', placeholder: 'Inbox contains…' }),
});
export const InboundListQuery = INBOUND_FILTERS.schema.extend(pageParams(INBOUND_PAGE_SIZE, 200));
export type InboundListQuery = z.output<typeof InboundListQuery>;

export const InboundMessageParams = z.object({ id: positiveId });

/** Who an ingested message is for: inboxes, comma-separated; left out, its To, Cc and Delivered-To headers. */
export const InboundIngestQuery = z.object({
  to: z
    .string()
    .trim()
    .min(3)
    .max(2000)
    .regex(/@/, 'to lists inboxes (name@domain), comma-separated')
    .optional()
    .describe('the inboxes the message is for, comma-separated; left out, those in its To, Cc and Delivered-To headers'),
});

/** The queue and the mail: what waits, what failed, and the latest message. */
export const InboundStatus = z.object({
  data: z.object({
    type: z.literal('inbound_status'),
    attributes: z.object({
      /** Mail jobs (processing and reprocessing) waiting, some maybe for a retry's backoff, and running; not the classifier's scheduled training. */
      queued: z.number().int(),
      running: z.number().int(),
      /** Jobs that failed their last attempt. */
      dead: z.number().int(),
      messages: z.object({
        stored: z.number().int(),
        processing: z.number().int(),
        processed: z.number().int(),
        failed: z.number().int(),
      }),
      last_received_at: z.string().nullable(),
    }),
    relationships: z.object({ last_message: z.object({ data: InboundMessage.nullable() }) }),
  }),
});
export type InboundStatus = z.infer<typeof InboundStatus>;

/** What a retry of all failed messages queued. */
export const InboundRetryAll = z.object({ meta: z.object({ retried: z.number().int() }) });

/** What the webhook stored: one message per inbox, `duplicate` when that inbox had it already. */
export const InboundReceipt = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      type: z.literal('inbound_messages'),
      attributes: z.object({ recipient: z.string(), duplicate: z.boolean() }),
    }),
  ),
});
export type InboundReceipt = z.infer<typeof InboundReceipt>;
