import type { ApiToken } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { CliError } from '../../errors/cli-error';
import { describeExpiry } from './token-dates';

/** Who this machine is signed in as, where, and with which token. */
export async function authStatus(context: Context): Promise<void> {
  const session = context.session();
  const api = context.api();
  const { data: user } = await api.request('currentUser');
  const tokens = await api.request('listApiTokens');
  const token: ApiToken | undefined = tokens.data.find((t) => t.attributes.current);
  const source = session.source === 'env' ? 'TRACKCTL_TOKEN' : context.config.path;
  if (!token)
    throw new CliError('The server accepted the token but does not list it as yours.', { nextStep: 'Sign in again: trackctl login' });

  if (context.settings.json) {
    context.ui.renderJson({
      apiUrl: context.settings.apiUrl,
      email: user.attributes.email,
      role: user.attributes.userRole,
      tokenSource: session.source,
      token: { id: token.id, ...token.attributes },
    });
    return;
  }
  const now = context.clock.now();
  await context.ui.renderKeyValues([
    { key: 'server', value: context.settings.apiUrl },
    { key: 'user', value: `${user.attributes.email} (${user.attributes.userRole})` },
    { key: 'token', value: `${token.attributes.name} (id ${token.id})` },
    { key: 'from', value: source },
    { key: 'expires', value: await describeExpiry(token.attributes.expiresAt, now) },
  ]);
}
