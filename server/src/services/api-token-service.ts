import { API_TOKEN_TTL_DAYS, daysAhead } from '@tracker/core';
import { randomSecret } from '../auth/password';
import { hashSecret } from '../auth/secret-hash';
import { AppError } from '../errors/app-error';
import type { ApiTokenRow } from '../repositories/api-tokens-repository';
import type { SignedInUser } from '../repositories/users-repository';
import type { AuditContext } from './audit-service';
import type { ServiceDependencies } from './service-dependencies';

/** Marks the secret as ours, so secret scanners and people can tell what a leaked string is. */
const TOKEN_PREFIX = 'trk_';
const LAST_USED_INTERVAL_MS = 60_000;

type Dependencies = Pick<ServiceDependencies, 'db' | 'clock' | 'repositories' | 'audit'>;

export function createApiTokenService({ db, clock, repositories, audit }: Dependencies) {
  async function revoke(id: number, userId: number, context: AuditContext): Promise<void> {
    await db.transaction(async (tx) => {
      const revoked = await repositories.apiTokens.revokeWithDescendants(id, userId, clock.now(), tx);
      if (revoked.length === 0) throw new AppError('not_found', `You have no API token with the id ${id}.`, { parameter: 'id' });
      // The token itself, then the tokens created with it (and with those), which may not outlive it.
      for (const row of revoked) {
        await audit.record(
          context,
          { action: 'api_token.revoke', resourceId: row.id, before: { ...row, revokedAt: null }, after: row },
          tx,
        );
      }
    });
  }

  return {
    list(userId: number): Promise<ApiTokenRow[]> {
      return repositories.apiTokens.listUnrevokedByUser(userId);
    },

    /**
     * Creates a token; the secret is returned this once and only its hash is kept. It expires after
     * the days asked for (90 by default); created with another token (`parent`), no later than that one.
     */
    async create(
      userId: number,
      input: { name: string; expiresInDays?: number | undefined },
      context: AuditContext,
      parent?: ApiTokenRow,
    ): Promise<{ token: ApiTokenRow; secret: string }> {
      const secret = `${TOKEN_PREFIX}${randomSecret()}`;
      const now = clock.now();
      const asked = daysAhead(now, input.expiresInDays ?? API_TOKEN_TTL_DAYS);
      const expiresAt = parent && parent.expiresAt < asked ? parent.expiresAt : asked;
      const token = await db.transaction(async (tx) => {
        const created = await repositories.apiTokens.create(
          { userId, name: input.name, tokenHash: hashSecret(secret), expiresAt, createdAt: now, parentId: parent?.id ?? null },
          tx,
        );
        await audit.record(context, { action: 'api_token.create', resourceId: created.id, after: created }, tx);
        return created;
      });
      return { token, secret };
    },

    revoke,

    /** The token behind a bearer secret and its user; null when unknown, revoked, expired or archived. */
    async authenticate(secret: string): Promise<{ user: SignedInUser; token: ApiTokenRow } | null> {
      const now = clock.now();
      const found = await repositories.apiTokens.findByTokenHash(hashSecret(secret));
      if (!found || found.user.archived || found.token.revokedAt) return null;
      if (found.token.expiresAt <= now) return null;
      const lastUsed = found.token.lastUsedAt?.getTime() ?? 0;
      if (now.getTime() - lastUsed > LAST_USED_INTERVAL_MS) {
        await repositories.apiTokens.touchLastUsed(found.token.id, now, LAST_USED_INTERVAL_MS);
      }
      return found;
    },
  };
}
