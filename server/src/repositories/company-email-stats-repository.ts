import { emailsPerWeek, type SendTimeCell } from '@tracker/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { companies, companySendHours } from '../db/schema';

/** A company's email figures from the mail received: its send-time cells, and its counts kept on the company. */
export function createCompanyEmailStatsRepository(db: Database) {
  return {
    /**
     * Counts one email of the company sent at `sentAt`: its day-and-hour cell, then the company's
     * approximate_emails (every cell's emails) and frequency (emails a week since its first email).
     * Call after the company's first_email_sent_at is set, in the email's transaction.
     */
    async noteEmail(companyId: number, sentAt: Date, now: Date, tx: Executor): Promise<void> {
      await tx
        .insert(companySendHours)
        .values({ companyId, dayOfWeek: sentAt.getUTCDay(), hour: sentAt.getUTCHours(), emails: 1 })
        .onConflictDoUpdate({
          target: [companySendHours.companyId, companySendHours.dayOfWeek, companySendHours.hour],
          set: { emails: sql`${companySendHours.emails} + 1` },
        });
      const [row] = await tx
        .select({
          received: sql<number>`(select coalesce(sum(h.emails), 0) from company_send_hours h where h.company_id = ${companies.id})`.mapWith(
            Number,
          ),
          first: companies.firstEmailSentAt,
        })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!row) return;
      await tx
        .update(companies)
        .set({ approximateEmails: row.received, frequency: emailsPerWeek(row.received, row.first ?? sentAt, now) })
        .where(eq(companies.id, companyId));
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
