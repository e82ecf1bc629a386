import type { Command } from 'commander';
import type { Context } from '../../context/create-context';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { examples } from '../../kit/help';

export function registerWhoami(program: Command, runtime: Runtime): void {
  program
    .command('whoami')
    .summary('show who you are signed in as')
    .description('Print the email address and role of the signed-in user. Exits 4 when not signed in.')
    .addHelpText('after', examples('trackctl whoami', 'trackctl whoami --json'))
    .action(action(runtime, whoami));
}

async function whoami(context: Context): Promise<void> {
  const { data } = await context.api().request('currentUser');
  const { email, name, userRole, admin } = data.attributes;
  if (context.settings.json) {
    context.ui.renderJson({ email, name, role: userRole, admin, apiUrl: context.settings.apiUrl });
    return;
  }
  context.ui.renderLine(`${email} (${userRole})`);
}
