import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { signInAttempts } from '../db/schema';

export type NewSignInAttempt = { email: string; ip: string; succeeded: boolean; attemptedAt: Date };

export function createSignInAttemptsRepository(db: Database) {
  return {
    async record(attempt: NewSignInAttempt, tx: Executor = db): Promise<void> {
      await tx.insert(signInAttempts).values({ ...attempt, succeeded: attempt.succeeded ? 1 : 0 });
    },

    /** When the most recent failed attempts by this email or IP since `since` happened, newest first. */
    async recentFailures(by: 'email' | 'ip', value: string, since: Date, limit: number, tx: Executor = db): Promise<Date[]> {
      const column = by === 'email' ? signInAttempts.email : signInAttempts.ip;
      const rows = await tx
        .select({ attemptedAt: signInAttempts.attemptedAt })
        .from(signInAttempts)
        .where(and(eq(column, value), eq(signInAttempts.succeeded, 0), gt(signInAttempts.attemptedAt, since)))
        .orderBy(desc(signInAttempts.attemptedAt))
        .limit(limit);
      return rows.map((r) => r.attemptedAt);
    },

    async deleteOlderThan(before: Date, tx: Executor = db): Promise<void> {
      await tx.delete(signInAttempts).where(lt(signInAttempts.attemptedAt, before));
    },
  };
}
