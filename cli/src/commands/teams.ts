import type { Command } from 'commander';
import type { Team, TeamMember } from '@tracker/core';
import type { Context } from '../context/create-context';
import { CliError } from '../errors/cli-error';
import { FILTER_FLAGS } from '../generated/filter-flags';
import type { Runtime } from '../runtime';
import { formatKeyValues } from '../ui/key-values';
import { pageFooter } from '../ui/page-footer';
import type { Column } from '../ui/ui';
import { action } from './action';
import { addFilterOptions, filterQuery } from './filter-options';
import { examples } from './help';
import { withoutUndefined } from './query-params';

type PageFlags = { page?: string; size?: string };

export function registerTeams(program: Command, runtime: Runtime): void {
  const teams = program
    .command('teams')
    .summary('list and show customer teams, their members, and invite to one')
    .helpCommand(false)
    .addHelpText('after', examples('trackctl teams list --q acme', 'trackctl teams members 3', 'trackctl teams invite 3 carol@acme.example'));

  addFilterOptions(teams.command('list').summary('list teams').description('List teams by name; --q searches the name and the owner email.'), FILTER_FLAGS.teams)
    .option('--page <n>', 'the page to show (default 1)')
    .option('--size <n>', 'teams per page (default 25, most 100)')
    .action(action(runtime, listTeams));

  teams
    .command('show')
    .summary('show a team with its subscription and its counts against its limits')
    .argument('<id>', "the team's id (trackctl teams list shows it)")
    .action(
      action(runtime, async (context, command) => {
        const document = await context.api().request('getTeam', { params: { team_id: command.args[0]! } });
        if (context.settings.json) context.ui.renderJson(document);
        else context.io.stdout.write(formatKeyValues(teamDetails(document.data)));
      }),
    );

  teams
    .command('members')
    .summary("list a team's members and pending invitations")
    .argument('<id>', "the team's id")
    .action(
      action(runtime, async (context, command) => {
        const result = await context.api().request('listTeamMembers', { params: { team_id: command.args[0]! } });
        if (context.settings.json) {
          context.ui.renderJson(result);
          return;
        }
        if (result.data.length > 0) context.ui.renderTable(result.data, memberColumns);
        context.ui.renderInfo(pageFooter(result.meta, { one: 'member', many: 'members' }));
        for (const invitation of result.included) context.ui.renderInfo(`invited: ${invitation.attributes.email} (${invitation.attributes.role})`);
      }),
    );

  teams
    .command('invite')
    .summary('invite an email address no user has to a team, and mail the invitation')
    .description('Past the team\'s member limit the server asks for a confirmation: give --over-limit to go past it.')
    .argument('<id>', "the team's id")
    .argument('<email>', 'the address to invite')
    .option('--role <role>', 'owner, admin or member (default member)')
    .option('--over-limit', "go past the team's member limit")
    .action(
      action(runtime, async (context, command) => {
        const { role, overLimit } = command.opts<{ role?: 'owner' | 'admin' | 'member'; overLimit?: boolean }>();
        try {
          const document = await context.api().request('createTeamInvitation', {
            params: { team_id: command.args[0]! },
            body: { email: command.args[1]!, ...(role && { role }), ...(overLimit && { confirm_over_limit: true }) },
          });
          if (context.settings.json) context.ui.renderJson(document);
          else context.ui.renderSuccess(document.meta?.message ?? 'Invitation sent!');
        } catch (error) {
          if (error instanceof Error && /Confirm to go past/.test(error.message)) {
            throw new CliError(error.message, { nextStep: `Run again with --over-limit: trackctl teams invite ${command.args[0]} ${command.args[1]} --over-limit`, cause: error });
          }
          throw error;
        }
      }),
    );
}

const teamColumns: readonly Column<Team>[] = [
  { header: 'id', value: (t) => t.id, align: 'right' },
  { header: 'name', value: (t) => t.attributes.name },
  { header: 'owner', value: (t) => t.attributes.owner?.email ?? '' },
  { header: 'members', value: (t) => `${t.attributes.members_count}/${t.attributes.member_limit}`, align: 'right' },
  { header: 'active', value: (t) => `${t.attributes.active_members_count}/${t.attributes.active_members_limit}`, align: 'right' },
  { header: 'subscription', value: (t) => t.attributes.subscription?.account_status ?? '' },
];

const memberColumns: readonly Column<TeamMember>[] = [
  { header: 'user', value: (m) => m.attributes.user_id, align: 'right' },
  { header: 'email', value: (m) => m.attributes.email },
  { header: 'role', value: (m) => m.attributes.role },
  { header: 'status', value: (m) => m.attributes.status },
];

async function listTeams(context: Context, command: Command): Promise<void> {
  const { page, size } = command.opts<PageFlags>();
  const result = await context.api().request('listTeams', { query: { ...filterQuery(FILTER_FLAGS.teams, command.opts()), ...withoutUndefined({ page, size }) } });
  if (context.settings.json) {
    context.ui.renderJson(result);
    return;
  }
  if (result.data.length > 0) context.ui.renderTable(result.data, teamColumns);
  context.ui.renderInfo(pageFooter(result.meta, { one: 'team', many: 'teams' }));
}

function teamDetails(team: Team) {
  const a = team.attributes;
  const s = a.subscription;
  return [
    { key: 'id', value: team.id },
    { key: 'name', value: a.name },
    { key: 'owner', value: a.owner?.email ?? null },
    { key: 'members', value: `${a.members_count} of ${a.member_limit}` },
    { key: 'active members', value: `${a.active_members_count} of ${a.active_members_limit}` },
    { key: 'subscription' },
    { key: 'plan', value: s ? `${s.plan_id} (${s.plan_version})` : null, indent: true },
    { key: 'status', value: s?.account_status ?? null, indent: true },
    { key: 'period end', value: s?.current_period_end_at ?? null, indent: true },
    { key: 'collection', value: s?.collection_method ?? null, indent: true },
    { key: 'stripe customer', value: s?.stripe_customer_id ?? null, indent: true },
    { key: 'stripe subscription', value: s?.stripe_subscription_id ?? null, indent: true },
  ];
}
