import type { Command } from 'commander';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { completeValues } from '../../kit/completion-values';
import { addFilterOptions } from '../../kit/filter-options';
import { examples } from '../../kit/help';
import { addPagingOptions, type Paging } from '../../kit/paged-list';
import { PAGE_SIZES } from '../../generated/core-constants';

/** The users list's sizes, as the endpoint declares them (generated from its query schema). */
export const USER_PAGING: Paging = { noun: { one: 'user', many: 'users' }, ...PAGE_SIZES.listUsers };

/** The users noun's verbs and help, added to its command (named and summarised in ../index.ts). */
export function registerUsers(users: Command, runtime: Runtime): void {
  users
    .helpCommand(false)
    .addHelpText(
      'after',
      examples('trackctl users list --email acme', 'trackctl users show 12', 'trackctl users access 12 --emails on --groups off'),
    );

  addPagingOptions(
    addFilterOptions(
      users
        .command('list')
        .summary('list users')
        .description('List users by email; --email keeps those whose email contains the text. --limit and --all go past one page.'),
      FILTER_FLAGS.users,
    ),
    USER_PAGING,
  )
    .addHelpText('after', examples('trackctl users list --email @acme.example --json', 'trackctl users list --all --json=id,email'))
    .action(action(runtime, async (context, command) => (await import('./list-users')).listUsers(context, command)));

  users
    .command('show')
    .summary('show one user')
    .description(
      "Prints the user's account one field a line: email, name, company, role and status, access level, the companies it may track, its access end dates and subscription (the document with --json). Exits 1 when no user has the id.",
    )
    .argument('<id>', "the user's id (trackctl users list shows it)")
    .addHelpText('after', examples('trackctl users show 12', 'trackctl users show 12 --json'))
    .action(action(runtime, async (context, command) => (await import('./show-user')).showUser(context, command.args[0]!)));

  users
    .command('create')
    .summary('create a user with the new-user defaults')
    .description(
      'Create a user: active, access level 3, type standard, 10 companies, the access end dates now, the period ending in 3 months.',
    )
    .argument('<email>', "the new user's email")
    .option('--name <name>', 'their name')
    .option('--company-name <name>', 'their company')
    .option('--admin', 'make them an admin (else standard)')
    .addHelpText(
      'after',
      examples(
        'trackctl users create sam@acme.example --name "Sam Lee" --company-name Acme',
        'trackctl users create ops@tracker.example --admin',
      ),
    )
    .action(action(runtime, async (context, command) => (await import('./create-user')).createUser(context, command)));

  const onOff = { words: ['on', 'off'] };
  completeValues(users.command('access'), { '--emails': onOff, '--groups': onOff, '--technologies': onOff })
    .summary('turn access to emails, groups or technologies on or off')
    .description(
      'On moves the access end date ahead to the end of the current period, or to 3 months from now when the user has no period or it has passed (never back before the end it has); off ends it now.',
    )
    .argument('<id>', "the user's id")
    .option('--emails <on|off>', 'access to emails')
    .option('--groups <on|off>', 'access to groups')
    .option('--technologies <on|off>', 'access to technologies')
    .addHelpText('after', examples('trackctl users access 12 --emails on --technologies off'))
    .action(action(runtime, async (context, command) => (await import('./set-access')).setAccess(context, command)));

  users
    .command('cancel-subscription')
    .summary("cancel a user's subscription at the end of its period")
    .description("Needs the user's exact email: typed when asked on a terminal, else --confirm-email (--yes is not enough).")
    .argument('<id>', "the user's id")
    .option('--confirm-email <email>', "the user's exact email, to confirm")
    .option('-y, --yes', 'accepted, but never enough here: the exact email is still needed')
    .addHelpText(
      'after',
      examples('trackctl users cancel-subscription 12', 'trackctl users cancel-subscription 12 --confirm-email sam@acme.example'),
    )
    .action(action(runtime, async (context, command) => (await import('./cancel-subscription')).cancelSubscription(context, command)));
}
