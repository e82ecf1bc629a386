import type { Command } from 'commander';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { examples } from '../../kit/help';

export function registerLogout(program: Command, runtime: Runtime): void {
  program
    .command('logout')
    .summary('revoke the stored API token and forget it')
    .description(
      'Revoke the stored API token on the server and remove it from this machine. When the server ' +
        'cannot be reached the token is still removed here, and the exit code is 3 (partly done).',
    )
    .addHelpText('after', examples('trackctl logout'))
    .action(action(runtime, async (context) => (await import('./run-logout')).logout(context)));
}
