import { and, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { passwordResetRequests } from '../db/schema';

export type RequestLimits = {
  /** Requests counted are those after this moment; older ones are cleared out. */
  since: Date;
  /** Requests allowed from the address, whatever the email. */
  perAddress: number;
  /** Requests allowed for the email from the address. */
  perEmail: number;
};

/** The request was recorded, or these earlier ones (newest first) refused it by reaching the limit. */
export type Admission = { admitted: true } | { refusedBy: Date[]; limit: number };

export function createPasswordResetRequestsRepository(db: Database) {
  async function recent(where: SQL, since: Date, limit: number, tx: Executor): Promise<Date[]> {
    const rows = await tx
      .select({ requestedAt: passwordResetRequests.requestedAt })
      .from(passwordResetRequests)
      .where(and(where, gt(passwordResetRequests.requestedAt, since)))
      .orderBy(desc(passwordResetRequests.requestedAt))
      .limit(limit);
    return rows.map((r) => r.requestedAt);
  }

  return {
    /**
     * Counts the recent requests from the address, and those for the email from it, and, when under
     * both limits, records this one, in one transaction holding the address's lock: parallel requests
     * are counted one after the other, so none slips past a limit.
     */
    async admit(request: { email: string; ip: string; requestedAt: Date }, limits: RequestLimits): Promise<Admission> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('password-reset:address'), hashtext(${request.ip}))`);
        const byAddress = await recent(eq(passwordResetRequests.ip, request.ip), limits.since, limits.perAddress, tx);
        if (byAddress.length >= limits.perAddress) return { refusedBy: byAddress, limit: limits.perAddress };
        const byEmail = await recent(
          and(eq(passwordResetRequests.ip, request.ip), eq(passwordResetRequests.email, request.email))!,
          limits.since,
          limits.perEmail,
          tx,
        );
        if (byEmail.length >= limits.perEmail) return { refusedBy: byEmail, limit: limits.perEmail };
        await tx.insert(passwordResetRequests).values(request);
        await tx.delete(passwordResetRequests).where(lt(passwordResetRequests.requestedAt, limits.since));
        return { admitted: true };
      });
    },
  };
}
