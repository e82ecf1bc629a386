import { randomUUID } from 'node:crypto';
import type { RenderedEmail } from '@tracker/core';
import { emailAssetKeys } from '../../assets/asset-store';
import { PermanentJobError } from '../../inbound/job-worker';
import type { MessageAuthenticator } from '../../mail-auth/authenticate-message';
import { platformColumns } from '../emails/platform-columns';
import { UnreadableMessageError, processRawEmail } from '../emails/process-email';
import type { ServiceDependencies } from '../service-dependencies';
import type { SuggestionsService } from '../suggestions/suggestions-service';

type Dependencies = Pick<ServiceDependencies, 'db' | 'clock' | 'repositories' | 'assets' | 'log'> & {
  /** Parses and renders a raw message (the render threads); on this thread unless given. */
  render?: (raw: Buffer) => Promise<RenderedEmail>;
  /** Suggests classification types for the new email, in its transaction. */
  suggestions: Pick<SuggestionsService, 'suggestFor'>;
  /** Verifies DKIM, SPF and DMARC as the message arrived (DNS through its resolver). */
  authenticate: MessageAuthenticator;
};

/**
 * Turns one stored inbound message into an email: parse and render it within the inbound limits,
 * keep its raw and rendered forms under the email's guid, attach it to the inbox's address,
 * registration, company and the journey live on its sent date, and count it. The email, the counts
 * and the message's processed state are one transaction, so a retry after a crash makes nothing twice.
 */
export function createInboundProcessor({
  db,
  clock,
  repositories,
  assets,
  log,
  render = processRawEmail,
  authenticate,
  suggestions,
}: Dependencies) {
  const { inbound, companies } = repositories;

  /** DKIM, SPF and DMARC of the message; a check mailauth cannot run leaves none recorded, never a failed job. */
  async function authenticationOf(
    raw: Buffer,
    message: { id: number; source: string; mailFrom: string | null; remoteAddress: string | null },
  ) {
    try {
      // Only SMTP saw the sending server: a webhook's caller or an ingest has no client address to check SPF against.
      return await authenticate(raw, { mailFrom: message.mailFrom, clientIp: message.source === 'smtp' ? message.remoteAddress : null });
    } catch (error) {
      log.warn({ err: error, inboundMessageId: message.id }, 'Inbound message could not be authenticated');
      return null;
    }
  }

  async function markFailed(id: number, reason: string): Promise<void> {
    await inbound.update(id, { state: 'failed', lastError: reason.slice(0, 2000) });
  }

  async function run(id: number): Promise<void> {
    // Marked processing, its attempt counted, and read back in one statement; none when processed or missing.
    const message = await inbound.startProcessing(id);
    if (!message) {
      if (await inbound.findById(id)) return;
      throw new PermanentJobError(`no inbound message has the id ${id}`);
    }

    const raw = await assets.get(message.assetKey);
    if (!raw) throw new PermanentJobError(`its raw message (${message.assetKey}) is missing from the asset store`);
    let rendered;
    try {
      rendered = await render(raw);
    } catch (error) {
      // The same bytes would fail the same way: kept raw, failed with the reason, retried only when asked.
      if (error instanceof UnreadableMessageError) throw new PermanentJobError(error.message, { cause: error });
      throw error;
    }

    // The raw message stays where it arrived (one file for every inbox it was for): the email points at it.
    const guid = randomUUID();
    await assets.put(emailAssetKeys(guid).rendered, JSON.stringify(rendered), 'application/json');

    const { detected: platform, ...platformFacts } = platformColumns(rendered, message.mailFrom);
    const authentication = await authenticationOf(raw, message);

    const now = clock.now();
    const sentAt = rendered.sent_at ? new Date(rendered.sent_at) : message.receivedAt;
    await db.transaction(async (tx) => {
      const locked = await inbound.lock(id, tx);
      // Another worker finished it meanwhile (a lease that ran out): nothing twice.
      if (!locked || locked.state === 'processed') return;
      const attachment = await inbound.attachmentFor(message.recipient, sentAt, tx);
      const emailId = await inbound.insertEmail(
        {
          guid,
          companyId: attachment.companyId,
          addressId: attachment.addressId,
          journeyId: attachment.journeyId,
          subject: rendered.subject,
          fromName: rendered.from_name,
          fromAddress: rendered.from_address,
          processed: true,
          animated: rendered.animated,
          mobileOptimized: rendered.mobile_optimized,
          ...platformFacts,
          authentication,
          sentAt,
          rawAssetKey: message.assetKey,
          createdAt: now,
          updatedAt: now,
        },
        { html: rendered.html, text: rendered.text, size: raw.byteLength },
        tx,
      );
      await suggestions.suggestFor(emailId, rendered, tx);
      await inbound.update(id, { state: 'processed', processedAt: now, lastError: null, emailId, subject: rendered.subject }, tx);
      // The shared rows last, always the registration before the company: their locks are held only
      // for the commit, and workers side by side never wait on each other in a circle.
      if (attachment.registrationId !== null && attachment.addressId !== null) {
        await inbound.recountRegistrationEmails(attachment.registrationId, attachment.addressId, tx);
      }
      if (attachment.companyId !== null) {
        await repositories.companyEmailStats.applyEmailChanges([{ companyId: attachment.companyId, sentAt, change: 1 }], now, tx);
      }
      if (attachment.companyId !== null && platform) {
        await companies.addDetectedTechnology(attachment.companyId, { name: platform.platform, type: platform.type }, tx);
      }
    });
  }

  return {
    /**
     * Processes message `id`. When it cannot, the message is marked failed with the reason and the
     * error is thrown on: a PermanentJobError (a limit broken, nothing to read) is not retried by
     * itself, anything else (the database or the asset store away) is, after a backoff.
     */
    async process(id: number): Promise<void> {
      try {
        await run(id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (!(error instanceof PermanentJobError)) log.error({ err: error, inboundMessageId: id }, 'Inbound message processing failed');
        await markFailed(id, reason).catch(() => undefined);
        throw error;
      }
    },
  };
}
