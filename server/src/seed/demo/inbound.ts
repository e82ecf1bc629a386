import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { emailAssetKeys, type AssetStore } from '../../assets/asset-store';
import { addresses, emails, inboundMessages, jobs } from '../../db/schema';
import { JOB_MAX_ATTEMPTS } from '@tracker/core';
import type { DemoContext } from './context';
import { deeplyNestedMessage } from './hostile-mail';

/** How many of the latest demo emails arrived as inbound mail (the rest predate the inbound store). */
const ARRIVED = 24;

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The latest demo emails as the inbound messages they arrived as (over SMTP, some by the webhook),
 * processed into those emails; and two hostile messages stored with their jobs queued, which the
 * first start's worker processes and marks failed with the reason, so the queue's failures and a
 * retry can be seen at once.
 */
export async function insertInbound(ctx: DemoContext, assets?: AssetStore): Promise<void> {
  const { db, random, anchor } = ctx;
  const latest = await db
    .select({
      id: emails.id,
      guid: emails.guid,
      subject: emails.subject,
      fromAddress: emails.fromAddress,
      createdAt: emails.createdAt,
      inbox: addresses.emailAddress,
    })
    .from(emails)
    .innerJoin(addresses, eq(addresses.id, emails.addressId))
    .orderBy(desc(emails.sentAt), desc(emails.id))
    .limit(ARRIVED);
  const processed: (typeof inboundMessages.$inferInsert)[] = [];
  for (const e of latest) {
    const assetKey = emailAssetKeys(e.guid).mime;
    const raw = (await assets?.get(assetKey)) ?? Buffer.from(`Message-ID: <${e.guid}>\r\nSubject: ${e.subject}\r\n\r\n`);
    processed.push({
      recipient: e.inbox,
      mailFrom: e.fromAddress,
      source: random.chance(0.8) ? 'smtp' : 'webhook',
      remoteAddress: `198.51.100.${random.int(1, 254)}`,
      messageId: `${e.guid}@${e.fromAddress?.split('@')[1] ?? 'mail.example'}`,
      sha256: sha256Of(raw),
      size: raw.byteLength,
      assetKey,
      subject: e.subject,
      state: 'processed',
      attempts: 1,
      receivedAt: e.createdAt,
      processedAt: e.createdAt,
      emailId: e.id,
    });
  }
  if (processed.length > 0) await db.insert(inboundMessages).values(processed);

  const inbox = latest[0]?.inbox;
  if (!inbox) return;
  for (const depth of [40, 64]) {
    const raw = deeplyNestedMessage(inbox, depth);
    const sha256 = sha256Of(raw);
    const assetKey = `inbound/${sha256}.eml`;
    await assets?.put(assetKey, raw, 'message/rfc822');
    const [row] = await db
      .insert(inboundMessages)
      .values({
        recipient: inbox,
        mailFrom: 'bulk@spam.example',
        source: 'smtp',
        remoteAddress: '203.0.113.9',
        messageId: `nested-${depth}@spam.example`,
        sha256,
        size: raw.byteLength,
        assetKey,
        subject: 'nested',
        receivedAt: anchor,
      })
      .returning({ id: inboundMessages.id });
    await db.insert(jobs).values({
      kind: 'inbound.process',
      payload: { inboundMessageId: row!.id },
      runAt: anchor,
      createdAt: anchor,
      maxAttempts: JOB_MAX_ATTEMPTS,
    });
  }
}
