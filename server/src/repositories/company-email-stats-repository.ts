import { emailsPerWeek, type SendTimeCell } from '@tracker/core';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { queryRows } from '../db/query-rows';
import { companies, companySendHours, emails } from '../db/schema';

/** One email counted in (`1`) or out of (`-1`) a company's figures: it arrived, left, or its sent date moved. */
export type CompanyEmailChange = { companyId: number; sentAt: Date; change: 1 | -1 };

/** A company's email figures from the mail received: its send-time cells, and its counts kept on the company. */
export function createCompanyEmailStatsRepository(db: Database) {
  return {
    /**
     * Applies these changes of a company's emails to its figures, in the transaction that changed the
     * emails (after the change): the day-and-hour cells move by each change, then approximate_emails
     * is every cell's emails, first_email_sent_at the earliest email left and frequency the emails a
     * week since it. Each company's row is locked first (in id order), so figures written side by side
     * are never stale and workers never wait on each other in a circle. Cost stays flat as a company's
     * mail grows: at most 168 cells and one index probe on emails (company_id, sent_at).
     */
    async applyEmailChanges(changes: readonly CompanyEmailChange[], now: Date, tx: Executor): Promise<void> {
      const companyIds = [...new Set(changes.map((c) => c.companyId))].sort((a, b) => a - b);
      for (const companyId of companyIds) {
        const [locked] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
        if (!locked) continue;
        for (const { sentAt, change } of changes.filter((c) => c.companyId === companyId)) {
          await tx
            .insert(companySendHours)
            .values({ companyId, dayOfWeek: sentAt.getUTCDay(), hour: sentAt.getUTCHours(), emails: change })
            .onConflictDoUpdate({
              target: [companySendHours.companyId, companySendHours.dayOfWeek, companySendHours.hour],
              set: { emails: sql`${companySendHours.emails} + ${change}` },
            });
        }
        await tx.delete(companySendHours).where(and(eq(companySendHours.companyId, companyId), lte(companySendHours.emails, 0)));
        const [row] = await queryRows<{ received: number; first: string | Date | null }>(
          tx,
          sql`select
            (select coalesce(sum(h.emails), 0)::int from ${companySendHours} h where h.company_id = ${companyId}) as received,
            (select min(e.sent_at) from ${emails} e where e.company_id = ${companyId}) as first`,
        );
        const received = row?.received ?? 0;
        const first = row?.first ? new Date(row.first) : null;
        await tx
          .update(companies)
          .set({
            approximateEmails: received,
            firstEmailSentAt: first,
            frequency: first && received > 0 ? emailsPerWeek(received, first, now) : null,
            updatedAt: now,
          })
          .where(eq(companies.id, companyId));
      }
    },

    /** The company's cells with emails, by day then hour. */
    async sendTimes(companyId: number, tx: Executor = db): Promise<SendTimeCell[]> {
      return tx
        .select({ day: companySendHours.dayOfWeek, hour: companySendHours.hour, emails: companySendHours.emails })
        .from(companySendHours)
        .where(eq(companySendHours.companyId, companyId))
        .orderBy(asc(companySendHours.dayOfWeek), asc(companySendHours.hour));
    },
  };
}
