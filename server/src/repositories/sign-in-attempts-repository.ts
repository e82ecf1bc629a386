import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { signInAttempts } from '../db/schema';

export type AttemptLimits = {
  /** Failures counted are those after this moment. */
  since: Date;
  /** Failures allowed from the address, whatever the email. */
  perAddress: number;
  /** Failures allowed from the address for this email. */
  perAddressAndEmail: number;
};

/** A reserved attempt's id, or the failures that refused it (newest first) and the limit they reached. */
export type Reservation = { id: number } | { refusedBy: Date[]; limit: number };

export function createSignInAttemptsRepository(db: Database) {
  async function recentFailures(where: ReturnType<typeof and>, since: Date, limit: number, tx: Executor): Promise<Date[]> {
    const rows = await tx
      .select({ attemptedAt: signInAttempts.attemptedAt })
      .from(signInAttempts)
      .where(and(where, eq(signInAttempts.succeeded, 0), gt(signInAttempts.attemptedAt, since)))
      .orderBy(desc(signInAttempts.attemptedAt))
      .limit(limit);
    return rows.map((r) => r.attemptedAt);
  }

  return {
    /**
     * Counts the address's recent failures and, when under the limits, records this attempt as a
     * failure until it succeeds, in one transaction holding a lock on the address: parallel attempts
     * are counted one after the other, so none gets past the limit to a password check.
     */
    async reserve(attempt: { email: string; ip: string; attemptedAt: Date }, limits: AttemptLimits): Promise<Reservation> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${attempt.ip}`}))`);
        const byAddress = await recentFailures(eq(signInAttempts.ip, attempt.ip), limits.since, limits.perAddress, tx);
        if (byAddress.length >= limits.perAddress) return { refusedBy: byAddress, limit: limits.perAddress };
        const byPair = await recentFailures(
          and(eq(signInAttempts.ip, attempt.ip), eq(signInAttempts.email, attempt.email)),
          limits.since,
          limits.perAddressAndEmail,
          tx,
        );
        if (byPair.length >= limits.perAddressAndEmail) return { refusedBy: byPair, limit: limits.perAddressAndEmail };
        const [row] = await tx
          .insert(signInAttempts)
          .values({ ...attempt, succeeded: 0 })
          .returning({ id: signInAttempts.id });
        return { id: row!.id };
      });
    },

    async markSucceeded(id: number, tx: Executor = db): Promise<void> {
      await tx.update(signInAttempts).set({ succeeded: 1 }).where(eq(signInAttempts.id, id));
    },

    /** Failed attempts for this email from any address since `since`. */
    async failuresForEmail(email: string, since: Date, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(signInAttempts)
        .where(and(eq(signInAttempts.email, email), eq(signInAttempts.succeeded, 0), gt(signInAttempts.attemptedAt, since)));
      return row?.n ?? 0;
    },

    async deleteOlderThan(before: Date, tx: Executor = db): Promise<void> {
      await tx.delete(signInAttempts).where(lt(signInAttempts.attemptedAt, before));
    },
  };
}
