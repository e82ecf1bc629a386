import {
  teamsEndpoints,
  type ChangeOwner,
  type InvitationCreate,
  type ManualSubscription,
  type TeamCreate,
  type TeamMemberAdd,
  type TeamMemberUpdate,
  type TeamUpdate,
  type Confirmations,
} from '@tracker/core/teams';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { saveStatus } from '../ui/status/save-status';
import { teamQueries } from './queries';

/** Every team call, with the status indicator; each refreshes what teams show when it settles. */
export function useTeamActions(teamId: string) {
  const queryClient = useQueryClient();
  const params = { team_id: teamId };
  const run = async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await saveStatus.track(call);
    } finally {
      void queryClient.invalidateQueries({ queryKey: teamQueries.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.users });
    }
  };
  const member = (userId: string) => ({ team_id: teamId, user_id: userId });
  return {
    update: (body: z.input<typeof TeamUpdate>) => run(api.request(teamsEndpoints.updateTeam, { params, body })),
    addMember: (body: z.input<typeof TeamMemberAdd>) => run(api.request(teamsEndpoints.addTeamMember, { params, body })),
    updateMember: (userId: string, body: z.input<typeof TeamMemberUpdate>) =>
      run(api.request(teamsEndpoints.updateTeamMember, { params: member(userId), body })),
    activate: (userId: string, body: Confirmations) =>
      run(api.request(teamsEndpoints.activateTeamMember, { params: member(userId), body })),
    archive: (userId: string) => run(api.request(teamsEndpoints.archiveTeamMember, { params: member(userId) })),
    destroy: (userId: string, confirmEmail: string) =>
      run(api.request(teamsEndpoints.destroyTeamMember, { params: member(userId), query: { confirm_email: confirmEmail } })),
    invite: (body: z.input<typeof InvitationCreate>) => run(api.request(teamsEndpoints.createTeamInvitation, { params, body })),
    updateInvitation: (id: string, role: 'owner' | 'admin' | 'member') =>
      run(api.request(teamsEndpoints.updateTeamInvitation, { params: { team_id: teamId, id }, body: { role } })),
    resend: (id: string) => run(api.request(teamsEndpoints.resendTeamInvitation, { params: { team_id: teamId, id } })),
    cancelInvitation: (id: string, confirmEmail: string) =>
      run(api.request(teamsEndpoints.cancelTeamInvitation, { params: { team_id: teamId, id }, query: { confirm_email: confirmEmail } })),
    changeOwner: (body: z.input<typeof ChangeOwner>) => run(api.request(teamsEndpoints.changeTeamOwner, { params, body })),
    manualSubscription: (body: Omit<z.input<typeof ManualSubscription>, 'team_id'>) =>
      run(api.request(teamsEndpoints.createManualSubscription, { body: { ...body, team_id: Number(teamId) } })),
  };
}

export async function createTeam(body: z.input<typeof TeamCreate>) {
  return saveStatus.track(api.request(teamsEndpoints.createTeam, { body }));
}
