import type { Context } from '../../context/create-context';
import { NotSignedInError } from '../../errors/cli-error';
import { EXIT, type ExitCode } from '../../errors/exit-codes';
import { InterruptedError } from '../../errors/interrupted-error';
import { toFailure } from '../../errors/to-failure';

type Outcome = 'revoked' | 'already_invalid' | 'not_revoked' | 'not_signed_in';

/** Revokes the stored token on the server and forgets it here. */
export async function logout(context: Context): Promise<ExitCode> {
  const { stored, ui } = context;
  // The server --api-url (or TRACKCTL_API_URL) names when this machine has a token there, else the current one.
  const named = stored.servers?.[context.settings.apiUrl]?.token ? context.settings.apiUrl : undefined;
  const apiUrl = named ?? stored.apiUrl ?? context.settings.apiUrl;
  const server = stored.servers?.[apiUrl] ?? (apiUrl === stored.apiUrl ? { token: stored.token, email: stored.email } : {});
  if (!server.token) {
    report(context, 'not_signed_in');
    return EXIT.done;
  }

  let outcome: Outcome = 'revoked';
  let problem: string | undefined;
  try {
    await context.apiAt(apiUrl, { token: server.token, source: 'config' }).request('revokeCurrentApiToken');
  } catch (error) {
    if (error instanceof InterruptedError) throw error;
    if (error instanceof NotSignedInError) {
      outcome = 'already_invalid';
    } else {
      outcome = 'not_revoked';
      problem = (await toFailure(error)).message;
    }
  }
  // Keep the server and email as defaults for the next login; the current server stays current.
  await context.config.write({ apiUrl, email: server.email }, { keepCurrent: true });

  report(context, outcome);
  if (outcome === 'not_revoked') {
    ui.renderWarning(
      `The token was removed from this machine but not revoked on the server: ${problem ?? 'unknown error'}`,
      'It stays valid until it expires or is revoked; revoke it from your API tokens in the console.',
    );
    return EXIT.partlyDone;
  }
  return EXIT.done;
}

function report(context: Context, outcome: Outcome): void {
  const { ui, settings, io } = context;
  if (settings.json)
    ui.renderJson({ signedOut: outcome !== 'not_signed_in', revoked: outcome === 'revoked' || outcome === 'already_invalid' });
  else if (outcome === 'not_signed_in') ui.renderInfo('Not signed in; nothing to do.');
  else if (outcome === 'revoked') ui.renderSuccess('Signed out; the token is revoked.');
  else if (outcome === 'already_invalid') ui.renderSuccess('Signed out; the server no longer accepted the token.');
  if (io.env.TRACKCTL_TOKEN) {
    ui.renderWarning('TRACKCTL_TOKEN is still set, and commands keep using it.', 'Unset it: unset TRACKCTL_TOKEN');
  }
}
