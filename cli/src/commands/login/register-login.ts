import { Option, type Command } from 'commander';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { examples } from '../../kit/help';

export function registerLogin(program: Command, runtime: Runtime): void {
  program
    .command('login')
    .summary('sign in and store an API token')
    .description(
      'Sign in to the Tracker server and store an API token for the next commands in ' +
        '$XDG_CONFIG_HOME/trackctl/config.json (readable by you only). The password is used once, ' +
        'to create the token, and is never stored. On a terminal it asks for what the flags do not give.',
    )
    .option('--email <email>', 'your email address')
    .addOption(new Option('--password-stdin', 'read the password from stdin (for scripts)').conflicts(['token', 'tokenStdin']))
    .addOption(
      new Option(
        '--token <token>',
        'store an existing API token instead of signing in (visible to other users of this machine; prefer --token-stdin)',
      ).conflicts(['email', 'tokenStdin']),
    )
    .addOption(new Option('--token-stdin', 'read an existing API token from stdin').conflicts('email'))
    .addHelpText(
      'after',
      examples(
        'trackctl login',
        'trackctl login --api-url https://tracker.example.com',
        'printf %s "$TRACKER_PASSWORD" | trackctl login --email you@example.com --password-stdin',
        'trackctl login --token-stdin < token.txt',
      ),
    )
    .action(action(runtime, async (context, command) => (await import('./run-login')).login(context, command)));
}
