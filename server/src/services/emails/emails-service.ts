import {
  applyClassifications,
  classificationToAdd,
  type ClassificationsBody,
  type ClassificationType,
  type Email,
  type EmailDocument,
  type EmailSearchQuery,
  type EmailsJsonQuery,
  type EmailUpdate,
  type RenderedEmail,
  type SuggestionDecisionBody,
} from '@tracker/core';
import type { z } from 'zod';
import { emailAssetKeys, emailRawKey } from '../../assets/asset-store';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { orNotFound } from '../../errors/or-not-found';
import { listPage, type ListPage } from '../../lists/list-page';
import type { EmailRow } from '../../repositories/emails-repository';
import { emailDetailResource, emailResource } from '../../resources/email-resource';
import type { AuditContext } from '../audit-service';
import { PermanentJobError, type JobWorker } from '../../inbound/job-worker';
import { platformColumns } from './platform-columns';
import { processRawEmail, UnreadableMessageError } from './process-email';
import type { AuditAction } from '../../db/audit-vocabulary';
import type { ServiceDependencies } from '../service-dependencies';
import type { SuggestionsService } from '../suggestions/suggestions-service';

type Dependencies = Pick<ServiceDependencies, 'db' | 'clock' | 'repositories' | 'audit' | 'assets' | 'log'> & {
  /** This process's job worker: reprocess runs as a job it holds. */
  worker: Pick<JobWorker, 'id' | 'leaseMs' | 'execute'>;
  /** Parses and renders a raw message (the render threads, as for arriving mail); on this thread unless given. */
  render?: ((raw: Buffer) => Promise<RenderedEmail>) | undefined;
  /** Suggested classifications: shown with the email, computed again when it is reprocessed. */
  suggestions: Pick<SuggestionsService, 'suggestFor' | 'decide'>;
};
type Document = z.input<typeof EmailDocument>;

export function createEmailsService({
  db,
  clock,
  repositories,
  audit,
  assets,
  log,
  worker,
  render = processRawEmail,
  suggestions,
}: Dependencies) {
  const emails = repositories.emails;

  async function requireEmail(ref: string, parameter: string, tx: Executor = db): Promise<EmailRow> {
    return orNotFound(await emails.findByRef(ref, tx), 'email', ref, { parameter });
  }

  /** The email's document; the asset URLs are named only for assets the store holds. */
  async function document(id: number, tx: Executor = db): Promise<Document> {
    const row = orNotFound(await emails.detail(id, tx), 'email', id, { parameter: 'guid' });
    const keys = emailAssetKeys(row.email.guid);
    // The raw message is served under the email's guid wherever it is kept (arriving mail's own file).
    const [rendered, mime, suggested] = await Promise.all([
      assets.get(keys.rendered),
      assets.get(emailRawKey(row.email)),
      repositories.suggestions.pendingOf(id, tx),
    ]);
    return {
      data: emailDetailResource(
        row,
        { rendered: rendered ? assets.urlFor(keys.rendered) : null, mime: mime ? assets.urlFor(keys.mime) : null },
        clock.now(),
        suggested,
      ),
    };
  }

  async function changeClassifications(
    guid: string,
    change: (emailId: number, existing: Email['attributes']['classifications'], tx: Executor) => Promise<boolean>,
    context: AuditContext,
    action: AuditAction,
  ): Promise<Document> {
    return db.transaction(async (tx) => {
      const email = await requireEmail(guid, 'guid', tx);
      const before = await document(email.id, tx);
      if (await change(email.id, before.data.attributes.classifications, tx)) {
        await emails.update(email.id, {}, tx);
        const after = await document(email.id, tx);
        await audit.record(
          context,
          {
            action,
            resourceId: email.id,
            before: before.data.attributes.classifications,
            after: after.data.attributes.classifications,
          },
          tx,
        );
        return after;
      }
      return before;
    });
  }

  return {
    /** One page of the emails matching the search, newest first. */
    async search({ page, size, cursor, ...filters }: EmailSearchQuery): Promise<ListPage<Email>> {
      return listPage(
        { page, size, cursor, ...filters },
        (window) => emails.page(filters, window),
        (rows) => rows.map(emailResource),
      );
    },

    /** GET /v1/emails.json: emails by guid, journey or address, newest first. */
    async listJson({ page, size, cursor, ...filters }: EmailsJsonQuery): Promise<ListPage<Email>> {
      return listPage(
        { page, size, cursor, ...filters },
        (window) => emails.jsonPage(filters, window),
        (rows) => rows.map(emailResource),
      );
    },

    async get(guid: string): Promise<Document> {
      const email = await requireEmail(guid, 'guid');
      return document(email.id);
    },

    /** Makes an email private or not, visible or not. */
    async update(ref: string, input: EmailUpdate, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        const email = await requireEmail(ref, 'id', tx);
        const changes = { private: input.private, visible: input.visible };
        if (input.private === undefined && input.visible === undefined) return document(email.id, tx);
        await emails.update(email.id, changes, tx);
        await audit.record(
          context,
          {
            action: 'email.update',
            resourceId: email.id,
            before: { private: email.private, visible: email.visible },
            after: changes,
          },
          tx,
        );
        return document(email.id, tx);
      });
    },

    /**
     * PUT classifications: the body's entries set scores (a type named twice counts once, an entry
     * without a type does nothing); `type` adds that type unless the email has it already.
     */
    async putClassifications(
      guid: string,
      type: ClassificationType | undefined,
      body: ClassificationsBody,
      context: AuditContext,
    ): Promise<Document> {
      return changeClassifications(
        guid,
        async (emailId, existing, tx) => {
          const added = classificationToAdd(existing, type);
          const updates = [...body.classifications, ...(added ? [added] : [])];
          const next = applyClassifications(existing, updates);
          const changed = next.filter((c) => {
            const was = existing.find((e) => e.type === c.type);
            return !was || was.score !== c.score || was.source !== c.source || was.labeled !== c.labeled;
          });
          await emails.upsertClassifications(emailId, changed, tx);
          return changed.length > 0;
        },
        context,
        'email.classify',
      );
    },

    /** Accepts (a manual classification) or rejects one suggestion of the email. */
    async decideSuggestion(guid: string, body: SuggestionDecisionBody, context: AuditContext): Promise<Document> {
      return db.transaction(async (tx) => {
        const email = await requireEmail(guid, 'guid', tx);
        await suggestions.decide(email.id, body, context, tx);
        return document(email.id, tx);
      });
    },

    /** DELETE classifications: removes the `type`; without a type nothing changes. */
    async deleteClassification(guid: string, type: ClassificationType | undefined, context: AuditContext): Promise<Document> {
      return changeClassifications(
        guid,
        async (emailId, _existing, tx) => (type ? emails.deleteClassification(emailId, type, tx) : false),
        context,
        'email.unclassify',
      );
    },

    /**
     * The reprocess job's work: derives the email again from its stored raw message (subject,
     * sender, date, flags, body, the rendered JSON) and marks it processed. When the message is
     * missing or unreadable the email is marked processed again and the job is dead at once.
     */
    async rederive(emailId: number): Promise<void> {
      const email = orNotFound(await emails.findByRef(String(emailId)), 'email', emailId, { parameter: 'id' });
      const keys = emailAssetKeys(email.guid);
      let rendered: RenderedEmail;
      let raw: Buffer | null;
      try {
        raw = await assets.get(emailRawKey(email));
        if (!raw) throw new PermanentJobError('no raw message is stored for it');
        try {
          rendered = await render(raw);
        } catch (error) {
          throw error instanceof UnreadableMessageError ? new PermanentJobError(error.message, { cause: error }) : error;
        }
        await assets.put(keys.rendered, JSON.stringify(rendered), 'application/json');
      } catch (error) {
        await emails.update(email.id, { processed: true });
        throw error;
      }
      const { detected: _detected, ...platformFacts } = platformColumns(rendered, await emails.envelopeSenderOf(email.id));
      const sentAt = rendered.sent_at ? new Date(rendered.sent_at) : email.sentAt;
      await db.transaction(async (tx) => {
        await emails.update(
          email.id,
          {
            subject: rendered.subject,
            fromName: rendered.from_name,
            fromAddress: rendered.from_address,
            sentAt,
            animated: rendered.animated,
            mobileOptimized: rendered.mobile_optimized,
            // The platform and unsubscribe are read again (the signal table may have grown); authentication stays as checked at arrival.
            ...platformFacts,
            processed: true,
          },
          tx,
        );
        await emails.saveContent(email.id, { html: rendered.html, text: rendered.text, size: raw.byteLength }, tx);
        // A sent date read differently moves the email in its company's heat map, first email and frequency.
        if (email.companyId !== null && sentAt.getTime() !== email.sentAt.getTime()) {
          await repositories.companyEmailStats.applyEmailChanges(
            [
              { companyId: email.companyId, sentAt: email.sentAt, change: -1 },
              { companyId: email.companyId, sentAt, change: 1 },
            ],
            clock.now(),
            tx,
          );
        }
        await suggestions.suggestFor(email.id, rendered, tx);
      });
    },

    /**
     * Derives the email again from its stored raw message, as a job of the queue this process runs
     * at once: the email is marked unprocessed and the job queued, claimed by this process, in one
     * transaction (should the process die, another worker takes the job when its lease ends). On
     * failure the email is processed again, the error logged and audited, and the caller gets a 409
     * saying why.
     */
    async reprocess(ref: string, context: AuditContext): Promise<Document> {
      const email = await requireEmail(ref, 'id');
      const job = await db.transaction(async (tx) => {
        await emails.update(email.id, { processed: false }, tx);
        return repositories.jobs.enqueueClaimed('email.reprocess', { emailId: email.id }, worker.id, clock.now(), worker.leaseMs, tx);
      });
      try {
        await worker.execute(job);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ err: error, emailId: email.id, guid: email.guid }, 'Email reprocess failed');
        await audit.record(context, {
          action: 'email.reprocess_failed',
          resourceId: email.id,
          after: { error: reason },
        });
        throw new AppError('conflict', `Could not reprocess email ${email.guid}: ${reason}.`, { parameter: 'id' });
      }
      const after = orNotFound(await emails.findByRef(String(email.id)), 'email', email.id, { parameter: 'id' });
      await audit.record(context, {
        action: 'email.reprocess',
        resourceId: email.id,
        before: {
          subject: email.subject,
          fromName: email.fromName,
          fromAddress: email.fromAddress,
          sentAt: email.sentAt,
          animated: email.animated,
          mobileOptimized: email.mobileOptimized,
        },
        after: {
          subject: after.subject,
          fromName: after.fromName,
          fromAddress: after.fromAddress,
          sentAt: after.sentAt,
          animated: after.animated,
          mobileOptimized: after.mobileOptimized,
          processed: after.processed,
        },
      });
      return document(email.id);
    },

    /** The rendered email from the asset store. */
    async rendered(guid: string): Promise<RenderedEmail> {
      const email = await requireEmail(guid, 'guid');
      const bytes = await assets.get(emailAssetKeys(email.guid).rendered);
      if (!bytes) throw new AppError('not_found', `Email ${guid} has no rendered content; reprocess it.`, { parameter: 'guid' });
      return JSON.parse(bytes.toString('utf8')) as RenderedEmail;
    },

    /** The original MIME message from the asset store. */
    async mime(guid: string): Promise<string> {
      const email = await requireEmail(guid, 'guid');
      const bytes = await assets.get(emailRawKey(email));
      if (!bytes) throw new AppError('not_found', `Email ${guid} has no stored raw message.`, { parameter: 'guid' });
      return bytes.toString('utf8');
    },
  };
}
