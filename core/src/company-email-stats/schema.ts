import * as z from 'zod';

/** One cell of a company's send-time heat map: emails sent on that day of the week (0 Sunday) at that hour. */
export const SendTimeCell = z.object({
  day: z.number().int().min(0).max(6),
  hour: z.number().int().min(0).max(23),
  emails: z.number().int(),
});
export type SendTimeCell = z.infer<typeof SendTimeCell>;

/** When a company's emails are sent, from the mail received: the cells with emails, in UTC. */
export const CompanySendTimesDocument = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('company_send_times'),
    attributes: z.object({
      /** The zone the days and hours are in. */
      zone: z.literal('UTC'),
      total: z.number().int(),
      cells: z.array(SendTimeCell),
    }),
  }),
});
export type CompanySendTimesDocument = z.infer<typeof CompanySendTimesDocument>;

/** The most emails of a cell, for shading the others against it. */
export function busiestCell(cells: readonly SendTimeCell[]): number {
  return cells.reduce((max, c) => Math.max(max, c.emails), 0);
}

/**
 * Emails per week over the weeks from the first email to `now` (at least one week): the frequency
 * a company's page shows, from the mail received.
 */
export function emailsPerWeek(emails: number, firstSentAt: Date, now: Date): number {
  const weeks = Math.max(1, (now.getTime() - firstSentAt.getTime()) / (7 * 24 * 3_600_000));
  return Math.round((emails / weeks) * 100) / 100;
}
