import os from 'node:os';
import type { Command } from 'commander';
import type { CurrentUser } from '@tracker/core';
import { exchangePasswordForToken } from '../../api/exchange-password';
import type { Context } from '../../context/create-context';
import { CliError, NotSignedInError, UsageError } from '../../errors/cli-error';
import { InterruptedError } from '../../errors/interrupted-error';
import { toFailure } from '../../errors/to-failure';
import { readStdin, trimSecret } from '../../io/read-stdin';
import { promptFields } from '../../ui/prompt';

type LoginOptions = {
  email?: string;
  passwordStdin?: boolean;
  token?: string;
  tokenStdin?: boolean;
};

/** Signs in (a password exchanged for a token, or a token given) and stores the token. */
export async function login(context: Context, command: Command): Promise<void> {
  const options = command.opts<LoginOptions>();
  const { apiUrl } = context.settings;

  let token: string;
  let user: CurrentUser;
  if (options.token !== undefined || options.tokenStdin) {
    token = options.token ?? (await secretFromStdin(context, 'token', '--token-stdin'));
    user = await checkToken(context, apiUrl, token);
  } else {
    const { email, password } = await credentials(context, options);
    if (isPlainHttpToAnotherMachine(apiUrl)) {
      context.ui.renderWarning(
        `${apiUrl} is plain http: your password crosses the network unencrypted, readable by anyone on the way.`,
        "Use the server's https address (TRACKCTL_API_URL=https://…), or sign in with a token: trackctl login --token-stdin",
      );
    }
    context.ui.renderInfo(`Signing in to ${apiUrl}…`);
    ({ token, user } = await exchangePasswordForToken({
      apiUrl,
      email,
      password,
      tokenName: tokenName(context),
      timeoutMs: context.settings.timeoutMs,
      signal: context.io.signal,
      waiting: context.waiting,
    }));
  }

  const { email, userRole } = user.attributes;
  // This machine's token from its last sign-in there: revoked below, so that tokens do not pile up.
  const previous = context.stored.servers?.[apiUrl]?.token ?? (context.stored.apiUrl === apiUrl ? context.stored.token : undefined);
  await context.config.write({ apiUrl, token, email });
  const revoked = previous && previous !== token ? await revokePrevious(context, apiUrl, previous) : undefined;

  if (context.settings.json) {
    context.ui.renderJson({ email, role: userRole, apiUrl, configPath: context.config.path, previousTokenRevoked: revoked === 'revoked' });
    return;
  }
  context.ui.renderSuccess(`Signed in to ${apiUrl} as ${email} (${userRole}).`);
  if (revoked === 'revoked') context.ui.renderInfo("Revoked this machine's previous token for that server.");
  else if (revoked !== undefined && revoked !== 'invalid') {
    context.ui.renderWarning(
      `This machine's previous token for that server could not be revoked: ${revoked}`,
      'It stays valid until it expires; revoke it with: trackctl auth tokens list, then trackctl auth tokens revoke <id>',
    );
  }
  context.ui.renderInfo(context.ui.style.dim(`Token stored in ${context.config.path}`));
  if (context.io.env.TRACKCTL_TOKEN) {
    context.ui.renderWarning('TRACKCTL_TOKEN is set, and commands use it instead of the stored token.', 'Unset it: unset TRACKCTL_TOKEN');
  }
}

/** Email and password from the flags, stdin, or a prompt; never a prompt without a terminal. */
async function credentials(context: Context, options: LoginOptions): Promise<{ email: string; password: string }> {
  const email = options.email?.trim();
  if (options.passwordStdin) {
    if (!email) {
      throw new UsageError('--password-stdin needs --email.', 'Run: trackctl login --email you@example.com --password-stdin');
    }
    return { email, password: await secretFromStdin(context, 'password', '--password-stdin') };
  }
  if (!context.interactive) {
    throw new UsageError(
      'Cannot ask for the email and password: stdin is not a terminal.',
      'Pass --email and --password-stdin with the password on stdin, or an existing token with --token-stdin.',
    );
  }
  if (email) {
    const answers = await promptFields(context.io, [{ name: 'password', label: 'Password', mask: true }]);
    return { email, password: answers.password };
  }
  return promptFields(context.io, [
    { name: 'email', label: 'Email', ...(context.stored.email ? { initial: context.stored.email } : {}) },
    { name: 'password', label: 'Password', mask: true },
  ]);
}

/** A secret piped in; typed into a masked prompt instead when stdin is a terminal. */
async function secretFromStdin(context: Context, what: 'password' | 'token', flag: string): Promise<string> {
  if (context.interactive) {
    const label = what === 'password' ? 'Password' : 'Token';
    return (await promptFields(context.io, [{ name: 'secret', label, mask: true }])).secret;
  }
  const secret = trimSecret(await readStdin(context.io.stdin));
  if (!secret) {
    throw new UsageError(
      `${flag} was given, but stdin is empty.`,
      `Pipe the ${what} in, e.g.: printf %s "$SECRET" | trackctl login ${flag}`,
    );
  }
  return secret;
}

/** Asks the server who the token belongs to, which also proves it works. */
async function checkToken(context: Context, apiUrl: string, token: string): Promise<CurrentUser> {
  try {
    return (await context.apiAt(apiUrl, { token, source: 'config' }).request('currentUser')).data;
  } catch (error) {
    if (error instanceof NotSignedInError) {
      throw new CliError('The server did not accept that token.', {
        nextStep: 'Check the token, or sign in with your email and password: trackctl login',
        cause: error,
      });
    }
    throw error;
  }
}

/** Whether the URL is http to a host other than this machine (localhost, 127.0.0.0/8, ::1). */
function isPlainHttpToAnotherMachine(apiUrl: string): boolean {
  const url = new URL(apiUrl);
  if (url.protocol !== 'http:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return !(host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host));
}

/** `trackctl on build-7, 2026-11-29`: which machine, and since when, in the console's token list. */
function tokenName(context: Context): string {
  return `trackctl on ${os.hostname()}, ${context.clock.now().toISOString().slice(0, 10)}`.slice(0, 100);
}

/**
 * Revokes the token this machine had for the server before this sign-in: `revoked`, `invalid`
 * when the server no longer took it (revoked or expired already), else why it could not be.
 */
async function revokePrevious(context: Context, apiUrl: string, token: string): Promise<string> {
  try {
    await context.apiAt(apiUrl, { token, source: 'config' }).request('revokeCurrentApiToken');
    return 'revoked';
  } catch (error) {
    if (error instanceof NotSignedInError) return 'invalid';
    if (error instanceof InterruptedError) throw error;
    return (await toFailure(error)).message;
  }
}
