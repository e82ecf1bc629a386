import type { Command } from 'commander';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { examples } from '../../kit/help';

/** `trackctl auth status`, `auth tokens list`, `auth tokens revoke <id>`; the work loads only when run. */
/** The auth noun's verbs and help, added to its command (named and summarised in ../index.ts). */
export function registerAuth(auth: Command, runtime: Runtime): void {
  auth
    .helpCommand(false)
    .description(
      'Your sign-in on this machine and your API tokens on the server. trackctl login creates a token named for this ' +
        'machine that expires after 90 days; trackctl logout revokes it.',
    )
    .addHelpText('after', examples('trackctl auth status', 'trackctl auth tokens list', 'trackctl auth tokens revoke 12'));

  auth
    .command('status')
    .summary('show the server, the user and the token in use')
    .description(
      'Show the server, the signed-in user and the token this machine uses (where it comes from, when it expires). ' +
        'Exits 4 when not signed in, or when the server no longer accepts the token.',
    )
    .addHelpText('after', examples('trackctl auth status', 'trackctl auth status --json'))
    .action(action(runtime, async (context) => (await import('./auth-status')).authStatus(context)));

  const tokens = auth
    .command('tokens')
    .summary('list and revoke your API tokens')
    .helpCommand(false)
    .addHelpText('after', examples('trackctl auth tokens list', 'trackctl auth tokens revoke 12'));

  tokens
    .command('list')
    .summary('list your API tokens')
    .description(
      'List the API tokens of the signed-in user that are not revoked: id, name, when each was created, last used ' +
        'and expires; the one this machine uses is marked current. A table (tab-separated off a terminal) or --json.',
    )
    .addHelpText('after', examples('trackctl auth tokens list', 'trackctl auth tokens list --json=id,name,expiresAt'))
    .action(action(runtime, async (context) => (await import('./auth-tokens')).listTokens(context)));

  tokens
    .command('revoke')
    .summary('revoke one of your API tokens')
    .description(
      'Revoke an API token by its id (trackctl auth tokens list shows it), and the tokens created with it. Revoking ' +
        'the token this machine uses signs this machine out, as trackctl logout does.',
    )
    .argument('<id>', "the token's id")
    .addHelpText('after', examples('trackctl auth tokens revoke 12'))
    .action(
      action(runtime, async (context, command) => (await import('./auth-tokens')).revokeToken(context, String(command.args[0] ?? ''))),
    );
}
