import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { queryRows } from '../db/query-rows';
import { passwordResets, users } from '../db/schema';

export type PasswordReset = typeof passwordResets.$inferSelect;

export function createPasswordResetsRepository(db: Database) {
  return {
    /**
     * Stores a reset for the user with this id, or nothing when there is none (the id 0 names none):
     * one statement either way, so an unknown email costs the database what a known one does.
     */
    async createIfUserExists(
      userId: number,
      values: { tokenHash: string; expiresAt: Date; createdAt: Date },
      tx: Executor = db,
    ): Promise<{ id: number; userId: number; expiresAt: Date } | null> {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into ${passwordResets} (user_id, token_hash, expires_at, created_at)
            select ${users.id}, ${values.tokenHash}, ${values.expiresAt.toISOString()}::timestamptz, ${values.createdAt.toISOString()}::timestamptz
            from ${users} where ${users.id} = ${userId}
            returning id`,
      );
      return row ? { id: Number(row.id), userId, expiresAt: values.expiresAt } : null;
    },

    async findByTokenHash(tokenHash: string, tx: Executor = db): Promise<PasswordReset | null> {
      const [row] = await tx.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).limit(1);
      return row ?? null;
    },

    async findLatestByUser(userId: number, tx: Executor = db): Promise<PasswordReset | null> {
      const [row] = await tx
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, userId))
        .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
        .limit(1);
      return row ?? null;
    },

    /** Marks a token used; null when it already was, so two uses of one link cannot both succeed. */
    async markUsed(id: number, now: Date, tx: Executor = db): Promise<PasswordReset | null> {
      const [row] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
        .returning();
      return row ?? null;
    },

    /** Marks every other unused token of a user used: one reset retires all outstanding links. */
    async markAllUsedByUser(userId: number, now: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },
  };
}
