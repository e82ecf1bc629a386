import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { passwordResets } from '../db/schema';

export type PasswordReset = typeof passwordResets.$inferSelect;
export type NewPasswordReset = typeof passwordResets.$inferInsert;

export function createPasswordResetsRepository(db: Database) {
  return {
    async create(values: NewPasswordReset, tx: Executor = db): Promise<PasswordReset> {
      const [row] = await tx.insert(passwordResets).values(values).returning();
      if (!row) throw new Error('Password reset insert returned no row');
      return row;
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
