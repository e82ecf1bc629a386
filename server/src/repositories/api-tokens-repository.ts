import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { withRowMapper } from '../db/row-mapper';
import { apiTokens, users } from '../db/schema';
import { signedInUserColumns, type SignedInUser } from './users-repository';

export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type NewApiToken = typeof apiTokens.$inferInsert;

export function createApiTokensRepository(db: Database) {
  const byTokenHash = (tx: Executor) =>
    tx
      .select({ token: apiTokens, user: signedInUserColumns })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')))
      .limit(1);
  // Every request with a bearer token runs it: built once (and prepared once per connection), not per request.
  const preparedByTokenHash = withRowMapper(byTokenHash(db).prepare('api_token_by_token_hash'));

  return {
    async create(values: NewApiToken, tx: Executor = db): Promise<ApiTokenRow> {
      const [row] = await tx.insert(apiTokens).values(values).returning();
      if (!row) throw new Error('API token insert returned no row');
      return row;
    },

    /** The token with this hash and what a request needs of its user, whether or not it is still valid. */
    async findByTokenHash(tokenHash: string, tx: Executor = db): Promise<{ token: ApiTokenRow; user: SignedInUser } | null> {
      const [row] = tx === db ? await preparedByTokenHash.execute({ tokenHash }) : await byTokenHash(tx).execute({ tokenHash });
      return row ?? null;
    },

    /** A user's tokens that are not revoked, newest first. */
    async listUnrevokedByUser(userId: number, tx: Executor = db): Promise<ApiTokenRow[]> {
      return tx
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
    },

    /**
     * Revokes a token of this user and every token created with it, at any depth, that is still in
     * force: the token first. Empty when it is not theirs or already revoked.
     */
    async revokeWithDescendants(id: number, userId: number, now: Date, tx: Executor = db): Promise<ApiTokenRow[]> {
      const family = sql`(
        with recursive family(id) as (
          select ${apiTokens.id} from ${apiTokens}
          where ${apiTokens.id} = ${id} and ${apiTokens.userId} = ${userId} and ${apiTokens.revokedAt} is null
          union
          select child.id from ${apiTokens} child join family on child.parent_id = family.id
        )
        select id from family
      )`;
      const rows = await tx
        .update(apiTokens)
        .set({ revokedAt: now })
        .where(and(inArray(apiTokens.id, family), isNull(apiTokens.revokedAt)))
        .returning();
      return rows.sort((a, b) => (a.id === id ? -1 : b.id === id ? 1 : a.id - b.id));
    },

    /** Revokes every token of a user still in force (on a password reset); how many it revoked. */
    async revokeAllByUser(userId: number, now: Date, tx: Executor = db): Promise<number> {
      const rows = await tx
        .update(apiTokens)
        .set({ revokedAt: now })
        .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
        .returning({ id: apiTokens.id });
      return rows.length;
    },

    /** Records use, at most once per `interval` ms, so busy scripts do not write on every call. */
    async touchLastUsed(id: number, now: Date, intervalMs: number, tx: Executor = db): Promise<void> {
      const staleBefore = new Date(now.getTime() - intervalMs);
      await tx
        .update(apiTokens)
        .set({ lastUsedAt: now })
        .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore))));
    },
  };
}
