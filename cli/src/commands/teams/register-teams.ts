import { Option, type Command } from 'commander';
import type { Team, TeamInvitation, TeamMember } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { CliError } from '../../errors/cli-error';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Runtime } from '../../runtime';
import { formatKeyValues } from '../../ui/key-values';
import type { Column } from '../../ui/ui';
import { action } from '../../kit/action';
import { addFilterOptions, filterQuery } from '../../kit/filter-options';
import { examples } from '../../kit/help';
import { addPagingOptions, printList, type Paging } from '../../kit/paged-list';
import { MEMBER_ROLES, PAGE_SIZES } from '../../generated/core-constants';

/** The teams list's sizes, as the endpoint declares them (generated from its query schema). */
export const TEAM_PAGING: Paging = { noun: { one: 'team', many: 'teams' }, ...PAGE_SIZES.listTeams };
/** A team's members' sizes, as the endpoint declares them (generated from its query schema). */
export const TEAM_MEMBER_PAGING: Paging = { noun: { one: 'member', many: 'members' }, ...PAGE_SIZES.listTeamMembers };

/** The roles an invitation gives: core's MEMBER_ROLES, generated so that `--help` loads no core. */
export const INVITE_ROLES = MEMBER_ROLES;

export function registerTeams(program: Command, runtime: Runtime): void {
  const teams = program
    .command('teams')
    .summary('list and show customer teams, their members, and invite to one')
    .helpCommand(false)
    .addHelpText('after', examples('trackctl teams list --q acme', 'trackctl teams members 3', 'trackctl teams invite 3 carol@acme.example'));

  addPagingOptions(
    addFilterOptions(
      teams.command('list').summary('list teams').description('List teams by name; --q searches the name and the owner email. --limit and --all go past one page.'),
      FILTER_FLAGS.teams,
    ),
    TEAM_PAGING,
  ).action(action(runtime, listTeams));

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

  addPagingOptions(
    teams
      .command('members')
      .summary("list a team's members and pending invitations")
      .description("List a team's members by email, then its pending invitations on stderr (every one, on any page). --limit and --all go past one page.")
      .argument('<id>', "the team's id"),
    TEAM_MEMBER_PAGING,
  ).action(action(runtime, listTeamMembers));

  teams
    .command('invite')
    .summary('invite an email address no user has to a team, and mail the invitation')
    .description('Past the team\'s member limit the server asks for a confirmation: give --over-limit to go past it.')
    .argument('<id>', "the team's id")
    .argument('<email>', 'the address to invite')
    .addOption(new Option('--role <role>', 'the role the invitation gives (default member)').choices(INVITE_ROLES))
    .option('--over-limit', "go past the team's member limit")
    .action(
      action(runtime, async (context, command) => {
        const { role, overLimit } = command.opts<{ role?: (typeof INVITE_ROLES)[number]; overLimit?: boolean }>();
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
  const filters = filterQuery(FILTER_FLAGS.teams, command.opts());
  await printList(context, command, TEAM_PAGING, teamColumns, (page) => context.api().request('listTeams', { query: { ...filters, ...page } }));
}

async function listTeamMembers(context: Context, command: Command): Promise<void> {
  const params = { team_id: command.args[0]! };
  // Every page includes all the pending invitations: the last page's are the ones to show.
  let invitations: TeamInvitation[] = [];
  await printList(context, command, TEAM_MEMBER_PAGING, memberColumns, async (page) => {
    const answer = await context.api().request('listTeamMembers', { params, query: page });
    invitations = answer.included;
    return answer;
  });
  if (context.settings.json) return;
  for (const invitation of invitations) context.ui.renderInfo(`invited: ${invitation.attributes.email} (${invitation.attributes.role})`);
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
