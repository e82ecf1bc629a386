import { and, desc, eq, gt, lte, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { withRowMapper } from '../db/row-mapper';
import { sessions, users } from '../db/schema';
import { signedInUserColumns, type SignedInUser } from './users-repository';

export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
/** What a request reads of its session: which one it is, and when it was last refreshed. */
export type LiveSession = Pick<Session, 'id' | 'lastSeenAt'>;

export function createSessionsRepository(db: Database) {
  const liveByTokenHash = (tx: Executor) =>
    tx
      .select({ session: { id: sessions.id, lastSeenAt: sessions.lastSeenAt }, user: signedInUserColumns })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`)))
      .limit(1);
  // Every request with a cookie runs it: built once (and prepared once per connection), not per request.
  const preparedLiveByTokenHash = withRowMapper(liveByTokenHash(db).prepare('session_live_by_token_hash'));

  return {
    async create(values: NewSession, tx: Executor = db): Promise<Session> {
      const [row] = await tx.insert(sessions).values(values).returning();
      if (!row) throw new Error('Session insert returned no row');
      return row;
    },

    /** The unexpired session with this token hash, with what a request needs of its user. */
    async findLiveByTokenHash(
      tokenHash: string,
      now: Date,
      tx: Executor = db,
    ): Promise<{ session: LiveSession; user: SignedInUser } | null> {
      const params = { tokenHash, now: now.toISOString() };
      const [row] = tx === db ? await preparedLiveByTokenHash.execute(params) : await liveByTokenHash(tx).execute(params);
      return row ?? null;
    },

    async touch(id: number, now: Date, tx: Executor = db): Promise<void> {
      await tx.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    },

    async deleteByTokenHash(tokenHash: string, tx: Executor = db): Promise<Session | null> {
      const [row] = await tx.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning();
      return row ?? null;
    },

    /** Revokes every session of a user; returns how many there were. */
    async deleteByUser(userId: number, tx: Executor = db): Promise<number> {
      const rows = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
      return rows.length;
    },

    /** Revokes a user's sessions but the `keep` newest; returns how many went. */
    async deleteAllButNewest(userId: number, keep: number, tx: Executor = db): Promise<number> {
      const newest = tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .limit(keep);
      const rows = await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), notInArray(sessions.id, newest)))
        .returning({ id: sessions.id });
      return rows.length;
    },

    async deleteExpiredByUser(userId: number, now: Date, tx: Executor = db): Promise<void> {
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
    },
  };
}
