/**
 * Where an inbound message is in its life: stored (raw bytes kept, a job queued), processing (a
 * worker holds its job), processed (an email was made from it) or failed (the reason is kept; a
 * retry queues it again).
 */
export const INBOUND_STATES = ['stored', 'processing', 'processed', 'failed'] as const;
export type InboundState = (typeof INBOUND_STATES)[number];

/** How the console names each state. */
export const INBOUND_STATE_LABELS: Readonly<Record<InboundState, string>> = {
  stored: 'Stored',
  processing: 'Processing',
  processed: 'Processed',
  failed: 'Failed',
};

/** How a message arrived: over SMTP, through the signed webhook, or by `trackctl emails ingest`. */
export const INBOUND_MESSAGE_SOURCES = ['smtp', 'webhook', 'ingest'] as const;
export type InboundMessageSource = (typeof INBOUND_MESSAGE_SOURCES)[number];

/** A queued job: waiting (maybe until a backoff ends), running under a lease, done, or dead after its last attempt. */
export const JOB_STATES = ['queued', 'running', 'done', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** How many times a job runs before it is dead. */
export const JOB_MAX_ATTEMPTS = 5;
