import type { groupsEndpoints } from '@tracker/core';
import type { Handlers } from './handler';

export const groupsHandlers: Handlers<typeof groupsEndpoints> = {
  async listGroups(request) {
    return request.server.services.groups.list(request.query);
  },

  async createGroup(request) {
    return request.server.services.groups.create(request.body, request.auditContext());
  },

  async getGroup(request) {
    return request.server.services.groups.document(request.params.group_id);
  },

  async updateGroup(request) {
    return request.server.services.groups.update(request.params.group_id, request.body, request.auditContext());
  },

  async listGroupCompanies(request) {
    return request.server.services.groups.companies(request.params.group_id, request.query);
  },

  async addGroupCompany(request) {
    const { company_id, user_email } = request.body;
    return request.server.services.groups.addCompany(request.params.group_id, company_id, user_email, request.auditContext());
  },

  async removeGroupCompany(request) {
    return request.server.services.groups.removeCompany(request.params.group_id, request.query.company_id, request.auditContext());
  },
};
