import { createHash } from 'node:crypto';
import type { Clock } from '@tracker/core';
import { decodeWords } from 'postal-mime';
import { checkedKey, type AssetStore } from '../assets/asset-store';
import type { Database } from '../db/client';
import type { Repositories } from '../repositories/repositories';
import { INBOUND_SOURCES, type Envelope, type InboundStore, type StoredMessage } from './inbound-store';

type Dependencies = {
  db: Database;
  clock: Clock;
  repositories: Pick<Repositories, 'inbound' | 'jobs'>;
  assets: AssetStore;
  /** The registration domains: mail for any other domain is never kept. */
  registrationDomains: readonly string[];
  /** Called once a message and its job are committed (wakes a worker in this process). */
  onQueued?: () => void;
};

/** Where the header section is looked for the Message-ID and Subject: past this, a message is read as having none. */
const HEADER_SCAN_BYTES = 256 * 1024;
const LONGEST_MESSAGE_ID = 998;
const LONGEST_SUBJECT = 500;

/** The raw message's asset key: by its bytes, so a message sent to several inboxes is written once. */
export const inboundAssetKey = (sha256: string) => checkedKey(`inbound/${sha256}.eml`);

/** An address as inboxes are stored: trimmed, without angle brackets, in lower case. */
export function normalizedAddress(address: string): string {
  return address.trim().replace(/^<|>$/g, '').toLowerCase();
}

/** The unfolded value of the first header named `name` in the message's header section, or null. */
export function headerValue(raw: Buffer, name: string): string | null {
  const head = raw.subarray(0, HEADER_SCAN_BYTES).toString('latin1');
  const end = head.search(/\r?\n\r?\n/);
  const section = (end === -1 ? head : head.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const line = section.split(/\r?\n/).find((l) => l.slice(0, name.length + 1).toLowerCase() === `${name.toLowerCase()}:`);
  return line === undefined ? null : line.slice(name.length + 1).trim();
}

function messageIdOf(raw: Buffer): string | null {
  const value = headerValue(raw, 'Message-ID')?.replace(/^<|>$/g, '').trim();
  return value ? value.slice(0, LONGEST_MESSAGE_ID) : null;
}

function subjectOf(raw: Buffer): string | null {
  const value = headerValue(raw, 'Subject');
  if (value === null) return null;
  // Header bytes are read as latin1 above; UTF-8 subjects sent raw (SMTPUTF8) come back as UTF-8.
  const decoded = decodeWords(Buffer.from(value, 'latin1').toString('utf8'));
  // eslint-disable-next-line no-control-regex -- the control characters are what is replaced
  return decoded.replace(/[\u0000-\u001f]/g, ' ').slice(0, LONGEST_SUBJECT);
}

/**
 * The InboundStore on the database and the asset store: the raw bytes are written first, then the
 * message's row and its processing job are committed in one transaction, per recipient. A message an
 * inbox already has (same Message-ID, or same bytes) is reported as a duplicate and nothing is written.
 */
export function createDatabaseInboundStore({ db, clock, repositories, assets, registrationDomains, onQueued }: Dependencies): InboundStore {
  const domains = new Set(registrationDomains.map((d) => d.toLowerCase()));
  return {
    async acceptsRecipient(address) {
      const inbox = normalizedAddress(address);
      const at = inbox.lastIndexOf('@');
      if (at < 1 || !domains.has(inbox.slice(at + 1))) return false;
      return repositories.inbound.inboxExists(inbox);
    },

    async store(raw: Buffer, envelope: Envelope): Promise<StoredMessage[]> {
      if (!INBOUND_SOURCES.includes(envelope.source)) throw new Error(`Unknown inbound source: ${String(envelope.source)}`);
      const sha256 = createHash('sha256').update(raw).digest('hex');
      const messageId = messageIdOf(raw);
      const recipients = [...new Set(envelope.recipients.map(normalizedAddress))];
      const stored: StoredMessage[] = [];
      let written = false;
      let queued = false;
      for (const recipient of recipients) {
        const existing = await repositories.inbound.findStored(recipient, messageId, sha256);
        if (existing) {
          stored.push({ id: existing.id, recipient, duplicate: true });
          continue;
        }
        if (!written) {
          await assets.put(inboundAssetKey(sha256), raw, 'message/rfc822');
          written = true;
        }
        const now = clock.now();
        const row = await db.transaction(async (tx) => {
          const inserted = await repositories.inbound.insertUnlessStored(
            {
              recipient,
              mailFrom: envelope.mailFrom,
              source: envelope.source,
              remoteAddress: envelope.remoteAddress,
              messageId,
              sha256,
              size: raw.byteLength,
              assetKey: inboundAssetKey(sha256),
              subject: subjectOf(raw),
              receivedAt: now,
            },
            tx,
          );
          if (inserted) await repositories.jobs.enqueue('inbound.process', { inboundMessageId: inserted.id }, now, tx);
          return inserted;
        });
        if (row) {
          queued = true;
          stored.push({ id: row.id, recipient, duplicate: false });
        } else {
          // Another delivery of the same message committed between the look and the insert.
          const other = await repositories.inbound.findStored(recipient, messageId, sha256);
          if (!other) throw new Error(`Inbound message for ${recipient} conflicted but cannot be found`);
          stored.push({ id: other.id, recipient, duplicate: true });
        }
      }
      if (queued) onQueued?.();
      return stored;
    },
  };
}
