import type { Command } from 'commander';
import type { Team } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Column } from '../../ui/ui';
import { filterQuery } from '../../kit/filter-options';
import { printList } from '../../kit/paged-list';
import { TEAM_PAGING } from './register-teams';

const teamColumns: readonly Column<Team>[] = [
  { header: 'id', value: (t) => t.id, align: 'right' },
  { header: 'name', value: (t) => t.attributes.name },
  { header: 'owner', value: (t) => t.attributes.owner?.email ?? '' },
  { header: 'members', value: (t) => `${t.attributes.members_count}/${t.attributes.member_limit}`, align: 'right' },
  { header: 'active', value: (t) => `${t.attributes.active_members_count}/${t.attributes.active_members_limit}`, align: 'right' },
  { header: 'subscription', value: (t) => t.attributes.subscription?.account_status ?? '' },
];

export async function listTeams(context: Context, command: Command): Promise<void> {
  const filters = filterQuery(FILTER_FLAGS.teams, command.opts());
  await printList(context, command, TEAM_PAGING, teamColumns, (page) =>
    context.api().request('listTeams', { query: { ...filters, ...page } }),
  );
}
