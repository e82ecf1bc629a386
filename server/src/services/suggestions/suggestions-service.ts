import {
  loadNaiveBayes,
  type AcceptedSuggestions,
  type AcceptSuggestionsBody,
  type ClassificationType,
  type ClassifierModelDocument,
  type LoadedModel,
  type RenderedEmail,
  type SuggestionDecisionBody,
  type SuggestionInput,
  type TypeMetrics,
} from '@tracker/core';
import type { Executor } from '../../db/client';
import type { ClassifierModelRow, SuggestionRow } from '../../repositories/suggestions-repository';
import type { AuditContext } from '../audit-service';
import type { ServiceDependencies } from '../service-dependencies';
import { suggestionsOf } from './suggestions-of';
import { DEFAULT_TRAINING_SEED, trainModel } from './train-model';

type Dependencies = Pick<ServiceDependencies, 'db' | 'clock' | 'repositories' | 'audit'>;

/** What suggestions read of a rendered message. */
type SuggestedFrom = Pick<RenderedEmail, 'subject' | 'preheader' | 'text' | 'from_address' | 'html'>;

/** How long a process keeps using the model version it read before it looks for a newer one. */
const MODEL_CHECK_MS = 30_000;
/** A type's measures in the schema's key order (jsonb keeps its own order). */
const inOrder = ({ type, support, predicted, correct, precision, recall }: TypeMetrics): TypeMetrics => ({
  type,
  support,
  predicted,
  correct,
  precision,
  recall,
});

/** A stored model as the API shows it. */
function modelDocument(row: ClassifierModelRow | null): ClassifierModelDocument {
  if (!row) return { data: null };
  return {
    data: {
      id: String(row.version),
      type: 'classifier_models',
      attributes: {
        version: row.version,
        trained_at: row.trainedAt.toISOString(),
        seed: row.seed,
        trained_on: row.trainedOn,
        held_out: row.heldOut,
        vocabulary: row.model.vocabulary.length,
        types: Object.keys(row.model.types) as ClassificationType[],
        metrics: row.metrics.map(inOrder),
        rules_metrics: row.rulesMetrics.map(inOrder),
      },
    },
  };
}

/**
 * Classification suggestions: computed for each processed email from the rules and the newest
 * learned model, stored apart from classifications (never overwriting or counted as one), accepted
 * (a manual classification) or rejected by staff; and the model's training and versions.
 */
export function createSuggestionsService({ db, clock, repositories, audit }: Dependencies) {
  const { suggestions, emails } = repositories;
  let cached: { version: number; model: LoadedModel } | null = null;
  let checkedAt = -Infinity;

  /** The newest model, loaded once per version; another process's training is seen within MODEL_CHECK_MS. */
  async function currentModel(tx: Executor): Promise<{ version: number; model: LoadedModel } | null> {
    const now = clock.now().getTime();
    if (now - checkedAt < MODEL_CHECK_MS) return cached;
    const version = await suggestions.latestVersion(tx);
    checkedAt = now;
    if (version === null) return (cached = null);
    if (cached?.version !== version) {
      const row = await suggestions.latestModel(tx);
      cached = row ? { version: row.version, model: loadNaiveBayes(row.model) } : null;
    }
    return cached;
  }

  async function accept(emailId: number, type: ClassificationType, tx: Executor): Promise<boolean> {
    if (!(await suggestions.removePending(emailId, type, tx))) return false;
    // Never over a classification staff (or the classifier) already gave this type.
    if ((await suggestions.classifiedTypes(emailId, tx)).has(type)) return false;
    await emails.upsertClassifications(emailId, [{ type, score: 1, source: 'manual', labeled: true }], tx);
    await emails.update(emailId, {}, tx);
    return true;
  }

  return {
    /**
     * Suggests classification types for an email as it is processed (in the caller's transaction):
     * types it has a classification of are left out, types staff rejected stay rejected; a double
     * opt-in's confirmation link is kept with the email.
     */
    async suggestFor(emailId: number, rendered: SuggestedFrom, tx: Executor): Promise<void> {
      const input = {
        subject: rendered.subject,
        preheader: rendered.preheader,
        body: rendered.text,
        fromAddress: rendered.from_address,
        html: rendered.html,
      };
      const { rows, confirmationUrl } = suggestionsOf(input, await currentModel(tx), await suggestions.classifiedTypes(emailId, tx));
      await suggestions.replacePending(emailId, rows, clock.now(), tx);
      await suggestions.setConfirmationUrl(emailId, confirmationUrl, tx);
    },

    /** What the rules and the current model suggest, without storing anything (the bench's measure). */
    async suggest(input: SuggestionInput): Promise<SuggestionRow[]> {
      return suggestionsOf({ ...input, html: null }, await currentModel(db), new Set()).rows;
    },

    /** Accepts or rejects one suggestion of an email; the caller answers with the email's document. */
    async decide(emailId: number, { type, decision }: SuggestionDecisionBody, context: AuditContext, tx: Executor): Promise<boolean> {
      const changed = decision === 'accept' ? await accept(emailId, type, tx) : await suggestions.reject(emailId, type, clock.now(), tx);
      if (changed) {
        await audit.record(
          context,
          { action: decision === 'accept' ? 'email.suggestion_accept' : 'email.suggestion_reject', resourceId: emailId, after: { type } },
          tx,
        );
      }
      return changed;
    },

    /** Accepts the pending suggestions of these emails (of `types` only, when given). */
    async acceptMany({ guids, types }: AcceptSuggestionsBody, context: AuditContext): Promise<AcceptedSuggestions> {
      return db.transaction(async (tx) => {
        const ids = await suggestions.idsOf(guids, tx);
        const data: AcceptedSuggestions['data'] = [];
        let total = 0;
        for (const guid of new Set(guids)) {
          const id = ids.get(guid);
          if (id === undefined) continue;
          const wanted = (await suggestions.pendingOf(id, tx)).map((s) => s.type).filter((t) => !types || types.includes(t));
          const accepted: ClassificationType[] = [];
          for (const type of wanted) if (await accept(id, type, tx)) accepted.push(type);
          if (accepted.length > 0)
            await audit.record(context, { action: 'email.suggestion_accept', resourceId: id, after: { types: accepted } }, tx);
          total += accepted.length;
          data.push({ guid, accepted });
        }
        return { data, meta: { accepted: total, missing: guids.filter((g) => !ids.has(g)) } };
      });
    },

    /** Queues the next scheduled training `everyMs` from now, unless one is queued already. */
    async scheduleTraining(everyMs: number): Promise<boolean> {
      const now = clock.now();
      return repositories.jobs.scheduleOnce('classifier.train', {}, new Date(now.getTime() + everyMs), now);
    },

    /** The current model's version and measures. */
    async model(): Promise<ClassifierModelDocument> {
      return modelDocument(await suggestions.latestModel());
    },

    /**
     * Trains a new version from the manual classifications: a seeded held-out fifth measures it (and
     * the rules beside it), the rest trains it. The same labels and seed give the same model.
     */
    async train(seed = DEFAULT_TRAINING_SEED, context?: AuditContext): Promise<ClassifierModelDocument> {
      const { row: trained } = trainModel(await suggestions.labelledEmails(), seed, clock.now());
      const row = await db.transaction(async (tx) => {
        const inserted = await suggestions.insertModel(trained, tx);
        if (context)
          await audit.record(
            context,
            { action: 'classifier.train', resourceId: inserted.version, after: { seed, trainedOn: trained.trainedOn } },
            tx,
          );
        return inserted;
      });
      checkedAt = -Infinity;
      return modelDocument(row);
    },
  };
}
export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
