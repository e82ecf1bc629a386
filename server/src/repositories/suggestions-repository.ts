import type { ClassificationType, NaiveBayesModel, SuggestionOrigin, TypeMetrics } from '@tracker/core';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { queryRows } from '../db/query-rows';
import { classifierModels, emailClassifications, emails, emailSuggestions } from '../db/schema';

export type SuggestionRow = { type: ClassificationType; score: number; origin: SuggestionOrigin; modelVersion: number | null };
export type ClassifierModelRow = typeof classifierModels.$inferSelect;
/** A labelled email as training reads it: its words and sender, and the manual scores staff gave it. */
export type LabelledEmailRow = { subject: string; fromAddress: string | null; body: string | null; labels: Record<string, number> };

/** Emails read for training at most, the newest labelled ones: enough to learn from, bounded in time and memory. */
export const TRAINING_EMAILS_CAP = 50_000;

/** Suggested classifications of emails, and the classifier's stored versions. */
export function createSuggestionsRepository(db: Executor) {
  return {
    /** The email's pending suggestions, best first. */
    async pendingOf(emailId: number, tx: Executor = db): Promise<SuggestionRow[]> {
      return tx
        .select({
          type: emailSuggestions.type,
          score: emailSuggestions.score,
          origin: emailSuggestions.origin,
          modelVersion: emailSuggestions.modelVersion,
        })
        .from(emailSuggestions)
        .where(and(eq(emailSuggestions.emailId, emailId), eq(emailSuggestions.state, 'pending')))
        .orderBy(desc(emailSuggestions.score), asc(emailSuggestions.type));
    },

    /** The types of the email that have a classification (of any source): never suggested over. */
    async classifiedTypes(emailId: number, tx: Executor = db): Promise<Set<ClassificationType>> {
      const rows = await tx
        .select({ type: emailClassifications.type })
        .from(emailClassifications)
        .where(eq(emailClassifications.emailId, emailId));
      return new Set(rows.map((r) => r.type));
    },

    /**
     * Replaces the email's pending suggestions with these; a type staff rejected stays rejected and is
     * not suggested again.
     */
    async replacePending(emailId: number, rows: readonly SuggestionRow[], now: Date, tx: Executor = db): Promise<void> {
      await tx.delete(emailSuggestions).where(and(eq(emailSuggestions.emailId, emailId), eq(emailSuggestions.state, 'pending')));
      if (rows.length === 0) return;
      await tx
        .insert(emailSuggestions)
        .values(rows.map((r) => ({ emailId, ...r, createdAt: now, updatedAt: now })))
        .onConflictDoNothing();
    },

    /** Removes the pending suggestion of a type (it was accepted); false when there was none. */
    async removePending(emailId: number, type: ClassificationType, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .delete(emailSuggestions)
        .where(and(eq(emailSuggestions.emailId, emailId), eq(emailSuggestions.type, type), eq(emailSuggestions.state, 'pending')))
        .returning({ id: emailSuggestions.id });
      return rows.length > 0;
    },

    /** Marks the pending suggestion of a type rejected; false when there was none. */
    async reject(emailId: number, type: ClassificationType, now: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(emailSuggestions)
        .set({ state: 'rejected', updatedAt: now })
        .where(and(eq(emailSuggestions.emailId, emailId), eq(emailSuggestions.type, type), eq(emailSuggestions.state, 'pending')))
        .returning({ id: emailSuggestions.id });
      return rows.length > 0;
    },

    /** Records (or clears) the email's double opt-in confirmation link. */
    async setConfirmationUrl(emailId: number, url: string | null, tx: Executor = db): Promise<void> {
      await tx.update(emails).set({ confirmationUrl: url }).where(eq(emails.id, emailId));
    },

    /** Ids of the emails with these guids, by guid. */
    async idsOf(guids: readonly string[], tx: Executor = db): Promise<Map<string, number>> {
      if (guids.length === 0) return new Map();
      const rows = await tx
        .select({ id: emails.id, guid: emails.guid })
        .from(emails)
        .where(inArray(emails.guid, [...guids]));
      return new Map(rows.map((r) => [r.guid, r.id]));
    },

    /**
     * The labelled emails, newest TRAINING_EMAILS_CAP first, in id order (a stable order, so training
     * is repeatable): each with its manual classifications' scores by type.
     */
    async labelledEmails(tx: Executor = db): Promise<LabelledEmailRow[]> {
      const rows = await queryRows<{ subject: string; from_address: string | null; body: string | null; labels: Record<string, number> }>(
        tx,
        sql`
        with labelled as (
          select email_id, jsonb_object_agg(type, score) as labels
          from email_classifications where source = 'manual'
          group by email_id order by email_id desc limit ${TRAINING_EMAILS_CAP}
        )
        select e.subject, e.from_address, left(c.text, 4000) as body, l.labels
        from labelled l join emails e on e.id = l.email_id left join email_contents c on c.email_id = e.id
        order by e.id`,
      );
      return rows.map((r) => ({ subject: r.subject, fromAddress: r.from_address, body: r.body, labels: r.labels }));
    },

    /** The newest model's version, or null before the first training. */
    async latestVersion(tx: Executor = db): Promise<number | null> {
      const [row] = await tx
        .select({ version: classifierModels.version })
        .from(classifierModels)
        .orderBy(desc(classifierModels.version))
        .limit(1);
      return row?.version ?? null;
    },

    /** The newest model, or null. */
    async latestModel(tx: Executor = db): Promise<ClassifierModelRow | null> {
      const [row] = await tx.select().from(classifierModels).orderBy(desc(classifierModels.version)).limit(1);
      return row ?? null;
    },

    async insertModel(
      row: {
        trainedAt: Date;
        seed: number;
        trainedOn: number;
        heldOut: number;
        model: NaiveBayesModel;
        metrics: TypeMetrics[];
        rulesMetrics: TypeMetrics[];
      },
      tx: Executor = db,
    ): Promise<ClassifierModelRow> {
      const [inserted] = await tx.insert(classifierModels).values(row).returning();
      return inserted!;
    },
  };
}
