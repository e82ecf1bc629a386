import type { Command } from 'commander';
import type { TeamInvitation, TeamMember } from '@tracker/core';
import type { Context } from '../../context/create-context';
import type { Column } from '../../ui/ui';
import { printList } from '../../kit/paged-list';
import { TEAM_MEMBER_PAGING } from './register-teams';

const memberColumns: readonly Column<TeamMember>[] = [
  { header: 'user', value: (m) => m.attributes.user_id, align: 'right' },
  { header: 'email', value: (m) => m.attributes.email },
  { header: 'role', value: (m) => m.attributes.role },
  { header: 'status', value: (m) => m.attributes.status },
];

export async function listTeamMembers(context: Context, command: Command): Promise<void> {
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
