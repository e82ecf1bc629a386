import { eq, sql } from 'drizzle-orm';
import type { Clock } from '@tracker/core';
import type { Database, Executor } from '../db/client';
import { users } from '../db/schema';

export type User = typeof users.$inferSelect;

/**
 * What every signed-in request reads of its user with the session or token (the access checks, the
 * audit's actor, the current-user document): five columns, not the whole row with its nine dates.
 */
export const signedInUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  userRole: users.userRole,
  archived: users.archived,
};
export type SignedInUser = Pick<User, keyof typeof signedInUserColumns>;

/** The user with this email: emails are unique regardless of case. */
export async function findUserByEmail(email: string, tx: Executor): Promise<User | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export function createUsersRepository(db: Database, clock: Clock) {
  return {
    async findById(id: number, tx: Executor = db): Promise<User | null> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    findByEmail: (email: string, tx: Executor = db) => findUserByEmail(email, tx),

    async setPasswordHash(id: number, passwordHash: string, tx: Executor = db): Promise<User | null> {
      const now = clock.now();
      const [row] = await tx.update(users).set({ passwordHash, passwordSetAt: now, updatedAt: now }).where(eq(users.id, id)).returning();
      return row ?? null;
    },
  };
}
