import type { Command } from 'commander';
import type { User } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Runtime } from '../../runtime';
import { formatKeyValues, type KeyValue } from '../../ui/key-values';
import type { Column } from '../../ui/ui';
import { action } from '../../kit/action';
import { confirmedEmail } from './confirm-email';
import { addFilterOptions, filterQuery } from '../../kit/filter-options';
import { examples } from '../../kit/help';
import { addPagingOptions, printList, type Paging } from '../../kit/paged-list';
import { withoutUndefined } from '../../kit/query-params';
import { PAGE_SIZES } from '../../generated/core-constants';

/** The users list's sizes, as the endpoint declares them (generated from its query schema). */
export const USER_PAGING: Paging = { noun: { one: 'user', many: 'users' }, ...PAGE_SIZES.listUsers };

export function registerUsers(program: Command, runtime: Runtime): void {
  const users = program
    .command('users')
    .summary("list, show and create customers' users, set their access, cancel a subscription")
    .helpCommand(false)
    .addHelpText('after', examples('trackctl users list --email acme', 'trackctl users show 12', 'trackctl users access 12 --emails on --groups off'));

  addPagingOptions(
    addFilterOptions(
      users.command('list').summary('list users').description('List users by email; --email keeps those whose email contains the text. --limit and --all go past one page.'),
      FILTER_FLAGS.users,
    ),
    USER_PAGING,
  )
    .addHelpText('after', examples('trackctl users list --email @acme.example --json', 'trackctl users list --all --json id,email'))
    .action(action(runtime, listUsers));

  users
    .command('show')
    .summary('show one user')
    .argument('<id>', "the user's id (trackctl users list shows it)")
    .action(action(runtime, (context, command) => showUser(context, command.args[0]!)));

  users
    .command('create')
    .summary('create a user with the new-user defaults')
    .description('Create a user: active, access level 3, type standard, 10 companies, the access end dates now, the period ending in 3 months.')
    .argument('<email>', 'the new user\'s email')
    .option('--name <name>', 'their name')
    .option('--company-name <name>', 'their company')
    .option('--admin', 'make them an admin (else standard)')
    .action(
      action(runtime, async (context, command) => {
        const { name, companyName, admin } = command.opts<{ name?: string; companyName?: string; admin?: boolean }>();
        const document = await context.api().request('createUser', {
          body: { email: command.args[0]!, ...withoutUndefined({ name, companyName }), userRole: admin ? 'admin' : 'standard' },
        });
        render(context, document.data, document);
      }),
    );

  users
    .command('access')
    .summary('turn access to emails, groups or technologies on or off')
    .description(
      'On moves the access end date ahead to the end of the current period, or to 3 months from now when the user has no period or it has passed (never back before the end it has); off ends it now.',
    )
    .argument('<id>', "the user's id")
    .option('--emails <on|off>', 'access to emails')
    .option('--groups <on|off>', 'access to groups')
    .option('--technologies <on|off>', 'access to technologies')
    .addHelpText('after', examples('trackctl users access 12 --emails on --technologies off'))
    .action(action(runtime, setAccess));

  users
    .command('cancel-subscription')
    .summary("cancel a user's subscription at the end of its period")
    .description('Needs the user\'s exact email: typed when asked on a terminal, else --confirm-email (--yes is not enough).')
    .argument('<id>', "the user's id")
    .option('--confirm-email <email>', "the user's exact email, to confirm")
    .option('-y, --yes', 'accepted, but never enough here: the exact email is still needed')
    .action(
      action(runtime, async (context, command) => {
        const api = context.api();
        const user = await api.request('getUser', { params: { id: command.args[0]! } });
        const typed = await confirmedEmail(context, user.data.attributes.email, command.opts<{ confirmEmail?: string }>().confirmEmail);
        const document = await api.request('deleteUserPlans', { params: { id: user.data.id }, query: { confirm_email: typed } });
        if (!context.settings.json) context.ui.renderSuccess(document.meta?.message ?? 'Cancelled.');
        render(context, document.data, document);
      }),
    );
}

const userColumns: readonly Column<User>[] = [
  { header: 'id', value: (u) => u.id, align: 'right' },
  { header: 'email', value: (u) => u.attributes.email },
  { header: 'name', value: (u) => u.attributes.name ?? '' },
  { header: 'role', value: (u) => u.attributes.userRole },
  { header: 'status', value: (u) => u.attributes.accountStatus },
  { header: 'period end', value: (u) => u.attributes.currentPeriodEndAt?.slice(0, 10) ?? '' },
];

async function listUsers(context: Context, command: Command): Promise<void> {
  const filters = filterQuery(FILTER_FLAGS.users, command.opts());
  await printList(context, command, USER_PAGING, userColumns, (page) => context.api().request('listUsers', { query: { ...filters, ...page } }));
}

async function showUser(context: Context, id: string): Promise<void> {
  const document = await context.api().request('getUser', { params: { id } });
  render(context, document.data, document);
}

function render(context: Context, user: User, document: unknown): void {
  if (context.settings.json) {
    context.ui.renderJson(document);
    return;
  }
  context.io.stdout.write(formatKeyValues(userDetails(user)));
}

function userDetails(user: User): KeyValue[] {
  const a = user.attributes;
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  return [
    { key: 'id', value: user.id },
    { key: 'email', value: a.email },
    { key: 'name', value: a.name },
    { key: 'company', value: a.companyName },
    { key: 'role', value: a.userRole },
    { key: 'status', value: a.accountStatus },
    { key: 'archived', value: yesNo(a.archived) },
    { key: 'type', value: a.type },
    { key: 'access level', value: a.accessLevel },
    { key: 'companies', value: `${a.tracked_companies_count} of ${a.companiesLimit}` },
    { key: 'period end', value: a.currentPeriodEndAt },
    { key: 'emails until', value: a.emailsAccessEndAt },
    { key: 'groups until', value: a.groupsAccessEndAt },
    { key: 'technologies until', value: a.technologiesAccessEndAt },
    { key: 'subscription', value: a.stripeSubscriptionId ? `${a.stripeSubscriptionId}${a.stripeCancelAtPeriodEnd ? ' (cancels at period end)' : ''}` : null },
    { key: 'password set', value: a.passwordSetAt },
    { key: 'terms accepted', value: a.policies.terms_of_service },
    { key: 'privacy accepted', value: a.policies.privacy_policy },
    { key: 'deletion asked', value: a.deletionRequestedAt },
  ];
}

function onOff(flag: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value !== 'on' && value !== 'off') throw new UsageError(`--${flag} takes on or off, not ${JSON.stringify(value)}.`);
  return value === 'on';
}

async function setAccess(context: Context, command: Command): Promise<void> {
  const { emails, groups, technologies } = command.opts<{ emails?: string; groups?: string; technologies?: string }>();
  const toggles = { emailsAccess: onOff('emails', emails), groupsAccess: onOff('groups', groups), technologiesAccess: onOff('technologies', technologies) };
  const body = Object.fromEntries(Object.entries(toggles).filter(([, on]) => on !== undefined));
  if (Object.keys(body).length === 0) throw new UsageError('Say which access to change: --emails, --groups or --technologies, each on or off.');
  const document = await context.api().request('updateUser', { params: { id: command.args[0]! }, body });
  render(context, document.data, document);
}
