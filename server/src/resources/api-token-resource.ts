import type { ApiToken } from '@tracker/core';
import type { ApiTokenRow } from '../repositories/api-tokens-repository';

/**
 * An API token as the API answers it: never its secret, which only its creation shows, once.
 * `currentId` is the token the request came with, if any.
 */
export function apiTokenResource(token: ApiTokenRow, currentId?: number): ApiToken {
  return {
    id: String(token.id),
    type: 'api_tokens',
    attributes: {
      name: token.name,
      createdAt: token.createdAt.toISOString(),
      lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
      expiresAt: token.expiresAt.toISOString(),
      current: token.id === currentId,
    },
  };
}
