import { Option, type Command } from 'commander';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { addFilterOptions } from '../../kit/filter-options';
import { examples } from '../../kit/help';
import { addPagingOptions, type Paging } from '../../kit/paged-list';
import { MEMBER_ROLES, PAGE_SIZES } from '../../generated/core-constants';

/** The teams list's sizes, as the endpoint declares them (generated from its query schema). */
export const TEAM_PAGING: Paging = { noun: { one: 'team', many: 'teams' }, ...PAGE_SIZES.listTeams };
/** A team's members' sizes, as the endpoint declares them (generated from its query schema). */
export const TEAM_MEMBER_PAGING: Paging = { noun: { one: 'member', many: 'members' }, ...PAGE_SIZES.listTeamMembers };

/** The roles an invitation gives: core's MEMBER_ROLES, generated so that `--help` loads no core. */
export const INVITE_ROLES = MEMBER_ROLES;

/** The teams noun's verbs and help, added to its command (named and summarised in ../index.ts). */
export function registerTeams(teams: Command, runtime: Runtime): void {
  teams
    .helpCommand(false)
    .addHelpText(
      'after',
      examples('trackctl teams list --q acme', 'trackctl teams members 3', 'trackctl teams invite 3 carol@acme.example'),
    );

  addPagingOptions(
    addFilterOptions(
      teams
        .command('list')
        .summary('list teams')
        .description('List teams by name; --q searches the name and the owner email. --limit and --all go past one page.'),
      FILTER_FLAGS.teams,
    ),
    TEAM_PAGING,
  )
    .addHelpText('after', examples('trackctl teams list --q acme', 'trackctl teams list --user-id 12 --json'))
    .action(action(runtime, async (context, command) => (await import('./list-teams')).listTeams(context, command)));

  teams
    .command('show')
    .summary('show a team with its subscription and its counts against its limits')
    .description(
      'Prints the team: its name and owner, members and active members against its limits, and every field of its subscription (the document with --json). Exits 1 when no team has the id.',
    )
    .argument('<id>', "the team's id (trackctl teams list shows it)")
    .addHelpText('after', examples('trackctl teams show 5', 'trackctl teams show 5 --json'))
    .action(action(runtime, async (context, command) => (await import('./show-team')).showTeam(context, command)));

  addPagingOptions(
    teams
      .command('members')
      .summary("list a team's members and pending invitations")
      .description(
        "List a team's members by email, then its pending invitations on stderr (every one, on any page). --limit and --all go past one page.",
      )
      .argument('<id>', "the team's id"),
    TEAM_MEMBER_PAGING,
  )
    .addHelpText('after', examples('trackctl teams members 5', 'trackctl teams members 5 --all --json'))
    .action(action(runtime, async (context, command) => (await import('./list-team-members')).listTeamMembers(context, command)));

  teams
    .command('invite')
    .summary('invite an email address no user has to a team, and mail the invitation')
    .description("Past the team's member limit the server asks for a confirmation: give --over-limit to go past it.")
    .argument('<id>', "the team's id")
    .argument('<email>', 'the address to invite')
    .addOption(new Option('--role <role>', 'the role the invitation gives (default member)').choices(INVITE_ROLES))
    .option('--over-limit', "go past the team's member limit")
    .addHelpText(
      'after',
      examples('trackctl teams invite 5 sam@acme.example', 'trackctl teams invite 5 sam@acme.example --role admin --over-limit'),
    )
    .action(action(runtime, async (context, command) => (await import('./invite-to-team')).inviteToTeam(context, command)));
}
