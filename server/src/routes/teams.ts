import type { teamsEndpoints } from '@tracker/core';
import type { Handlers } from './handler';

export const teamsHandlers: Handlers<typeof teamsEndpoints> = {
  async listTeams(request) {
    return request.server.services.teams.list(request.query);
  },

  async createTeam(request) {
    return request.server.services.teams.create(request.body, request.auditContext());
  },

  async getTeam(request) {
    return request.server.services.teams.document(request.params.team_id);
  },

  async updateTeam(request) {
    return request.server.services.teams.update(request.params.team_id, request.body, request.auditContext());
  },

  async listTeamMembers(request) {
    return request.server.services.teams.members(request.params.team_id, request.query);
  },

  async addTeamMember(request) {
    return request.server.services.teams.addMember(request.params.team_id, request.body, request.auditContext());
  },

  async updateTeamMember(request) {
    const { team_id, user_id } = request.params;
    return request.server.services.teams.updateMember(team_id, user_id, request.body, request.auditContext());
  },

  async activateTeamMember(request) {
    const { team_id, user_id } = request.params;
    return request.server.services.teams.activateMember(team_id, user_id, request.body, request.auditContext());
  },

  async archiveTeamMember(request) {
    const { team_id, user_id } = request.params;
    return request.server.services.teams.archiveMember(team_id, user_id, request.auditContext());
  },

  async destroyTeamMember(request) {
    const { team_id, user_id } = request.params;
    await request.server.services.teams.destroyMember(team_id, user_id, request.query.confirm_email, request.auditContext());
  },

  async createTeamInvitation(request) {
    return request.server.services.teams.invite(request.params.team_id, request.body, request.auditContext());
  },

  async updateTeamInvitation(request) {
    const { team_id, id } = request.params;
    return request.server.services.teams.updateInvitation(team_id, id, request.body, request.auditContext());
  },

  async resendTeamInvitation(request) {
    const { team_id, id } = request.params;
    return request.server.services.teams.resendInvitation(team_id, id, request.auditContext());
  },

  async cancelTeamInvitation(request) {
    const { team_id, id } = request.params;
    return request.server.services.teams.cancelInvitation(team_id, id, request.query.confirm_email, request.auditContext());
  },

  async acceptInvitation(request) {
    return request.server.services.teams.accept(request.params.guid, request.body.confirm_over_limit, request.auditContext());
  },

  async changeTeamOwner(request) {
    return request.server.services.teams.changeOwner(request.params.team_id, request.body, request.auditContext());
  },

  async createManualSubscription(request) {
    return request.server.services.teams.manualSubscription(request.body, request.auditContext());
  },
};
