import type { Command } from 'commander';
import type { Context } from '../../context/create-context';
import { CliError } from '../../errors/cli-error';
import type { INVITE_ROLES } from './register-teams';

export async function inviteToTeam(context: Context, command: Command): Promise<void> {
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
      throw new CliError(error.message, {
        nextStep: `Run again with --over-limit: trackctl teams invite ${command.args[0]} ${command.args[1]} --over-limit`,
        cause: error,
      });
    }
    throw error;
  }
}
