import type { usersEndpoints } from '@tracker/core';
import type { Handlers } from './handler';

export const usersHandlers: Handlers<typeof usersEndpoints> = {
  async listUsers(request) {
    return request.server.services.users.list(request.query);
  },

  async createUser(request) {
    return request.server.services.users.create(request.body, request.auditContext());
  },

  async getUser(request) {
    return request.server.services.users.document(request.params.id);
  },

  async updateUser(request) {
    return request.server.services.users.update(request.params.id, request.body, request.auditContext());
  },

  async deleteUser(request) {
    await request.server.services.users.delete(request.params.id, request.auditContext());
  },

  async requestUserDeletion(request) {
    return request.server.services.users.requestDeletion(request.body.user_id, request.auditContext());
  },

  async deleteUserPlans(request) {
    return request.server.services.users.cancelPlans(request.params.id, request.query.confirm_email, request.auditContext());
  },

  async trackUserCompany(request) {
    return request.server.services.users.track(request.params.id, request.body.company_id, request.auditContext());
  },

  async untrackUserCompany(request) {
    return request.server.services.users.untrack(request.params.id, request.query.company_id, request.auditContext());
  },
};
