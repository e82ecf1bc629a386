import { createHash } from 'node:crypto';
import type { Clock } from '@tracker/core';
import { decodeWords } from 'postal-mime';
import { checkedKey, type AssetStore } from '../assets/asset-store';
import type { Repositories } from '../repositories/repositories';
import { INBOUND_SOURCES, type Envelope, type InboundStore, type StoredMessage } from './inbound-store';

type Dependencies = {
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

/** Text without control characters (NUL among them, which PostgreSQL refuses in text): each becomes a space. */
function printable(text: string): string {
  return [...text].map((c) => (c.charCodeAt(0) < 0x20 || c === '\u007f' ? ' ' : c)).join('');
}

function messageIdOf(raw: Buffer): string | null {
  const value = printable(headerValue(raw, 'Message-ID') ?? '')
    .trim()
    .replace(/^<|>$/g, '')
    .trim();
  return value ? value.slice(0, LONGEST_MESSAGE_ID) : null;
}

function subjectOf(raw: Buffer): string | null {
  const value = headerValue(raw, 'Subject');
  if (value === null) return null;
  // Header bytes are read as latin1 above; UTF-8 subjects sent raw (SMTPUTF8) come back as UTF-8.
  const decoded = decodeWords(Buffer.from(value, 'latin1').toString('utf8'));
  return printable(decoded).slice(0, LONGEST_SUBJECT);
}

/**
 * The InboundStore on the database and the asset store: the raw bytes are written first (once), then
 * the message's rows, one per recipient, and their processing jobs are committed in one statement. A message an
 * inbox already has (same Message-ID, or same bytes) is reported as a duplicate and nothing is written.
 */
export function createDatabaseInboundStore({ clock, repositories, assets, registrationDomains, onQueued }: Dependencies): InboundStore {
  const domains = new Set(registrationDomains.map((d) => d.toLowerCase()));
  return {
    async acceptsRecipient(address) {
      const inbox = normalizedAddress(address);
      if (printable(inbox) !== inbox) return false;
      const at = inbox.lastIndexOf('@');
      if (at < 1 || !domains.has(inbox.slice(at + 1))) return false;
      return repositories.inbound.inboxExists(inbox);
    },

    async store(raw: Buffer, envelope: Envelope): Promise<StoredMessage[]> {
      if (!INBOUND_SOURCES.includes(envelope.source)) throw new Error(`Unknown inbound source: ${String(envelope.source)}`);
      const sha256 = createHash('sha256').update(raw).digest('hex');
      const messageId = messageIdOf(raw);
      const recipients = [...new Set(envelope.recipients.map((r) => printable(normalizedAddress(r))))];
      const mailFrom = envelope.mailFrom === null ? null : printable(envelope.mailFrom);
      const remoteAddress = envelope.remoteAddress === null ? null : printable(envelope.remoteAddress);
      const already = await repositories.inbound.findStored(recipients, messageId, sha256);
      const fresh = recipients.filter((recipient) => !already.has(recipient));
      const inserted = new Map<string, number>();
      if (fresh.length > 0) {
        // The bytes first (once, whatever the number of inboxes), then the rows and their jobs in one statement.
        const assetKey = inboundAssetKey(sha256);
        await assets.put(assetKey, raw, 'message/rfc822');
        const now = clock.now();
        const subject = subjectOf(raw);
        const rows = await repositories.inbound.insertAndQueue(
          fresh.map((recipient) => ({
            recipient,
            mailFrom,
            source: envelope.source,
            remoteAddress,
            messageId,
            sha256,
            size: raw.byteLength,
            assetKey,
            subject,
            receivedAt: now,
          })),
          now,
        );
        for (const row of rows) inserted.set(row.recipient, row.id);
      }
      // Another delivery of the same message may have committed between the look and the insert.
      const conflicted = fresh.filter((recipient) => !inserted.has(recipient));
      const others = await repositories.inbound.findStored(conflicted, messageId, sha256);
      const stored = recipients.map((recipient): StoredMessage => {
        const id = inserted.get(recipient);
        if (id !== undefined) return { id, recipient, duplicate: false };
        const existing = already.get(recipient) ?? others.get(recipient);
        if (!existing) throw new Error(`Inbound message for ${recipient} conflicted but cannot be found`);
        return { id: existing.id, recipient, duplicate: true };
      });
      const queued = inserted.size > 0;
      if (queued) onQueued?.();
      return stored;
    },
  };
}
