import type { ApiToken } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { wholeNumber } from '../../kit/paged-list';
import type { Column } from '../../ui/ui';
import { describeExpiry, describeMoment } from './token-dates';

type TokenRow = { token: ApiToken; created: string; lastUsed: string; expires: string };

const tokenColumns: readonly Column<TokenRow>[] = [
  { header: 'id', value: (r) => r.token.id, align: 'right', usefulness: 3 },
  { header: 'name', value: (r) => r.token.attributes.name, usefulness: 3 },
  { header: 'created', value: (r) => r.created },
  { header: 'last used', value: (r) => r.lastUsed },
  { header: 'expires', value: (r) => r.expires, usefulness: 2 },
  { header: 'current', value: (r) => r.token.attributes.current },
];

/** The signed-in user's tokens in force, newest first, the current one marked. */
export async function listTokens(context: Context): Promise<void> {
  const document = await context.api().request('listApiTokens');
  if (context.settings.json) return context.ui.renderJson(document);
  if (document.data.length === 0) {
    context.ui.renderInfo('No API tokens.');
    return;
  }
  const now = context.clock.now();
  const rows = await Promise.all(
    document.data.map(async (token) => ({
      token,
      created: await describeMoment(token.attributes.createdAt),
      lastUsed: await describeMoment(token.attributes.lastUsedAt),
      expires: await describeExpiry(token.attributes.expiresAt, now),
    })),
  );
  await context.ui.renderTable(rows, tokenColumns);
}

/** Revokes a token (and those made with it); when it is this machine's own, forgets it as logout does. */
export async function revokeToken(context: Context, idText: string): Promise<void> {
  if (!idText.trim()) throw new UsageError('Give the id of the token to revoke, e.g. trackctl auth tokens revoke 12');
  const id = wholeNumber('<id>', idText, 1, 2_147_483_647);
  const api = context.api();
  const { data } = await api.request('listApiTokens');
  const token = data.find((t) => t.id === String(id));
  await api.request('revokeApiToken', { params: { id } });
  const own = token?.attributes.current === true && context.session().source === 'config';
  if (own)
    await context.config.write(
      { apiUrl: context.settings.apiUrl, email: context.stored.servers?.[context.settings.apiUrl]?.email },
      { keepCurrent: true },
    );

  if (context.settings.json) {
    context.ui.renderJson({ revoked: String(id), name: token?.attributes.name ?? null, signedOut: own });
    return;
  }
  context.ui.renderSuccess(`Revoked token ${id}${token ? ` (${token.attributes.name})` : ''}.`);
  if (own) context.ui.renderInfo('It was the token this machine used: signed out. Sign in again with: trackctl login');
}
