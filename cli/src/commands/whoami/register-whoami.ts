import type { Command } from 'commander';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { examples } from '../../kit/help';

export function registerWhoami(program: Command, runtime: Runtime): void {
  program
    .command('whoami')
    .summary('show who you are signed in as')
    .description('Print the email address and role of the signed-in user. Exits 4 when not signed in.')
    .addHelpText('after', examples('trackctl whoami', 'trackctl whoami --json'))
    .action(action(runtime, async (context) => (await import('./show-whoami')).whoami(context)));
}
