import type { industriesEndpoints } from '@tracker/core';
import type { Handlers } from './handler';

export const industriesHandlers: Handlers<typeof industriesEndpoints> = {
  async listIndustries(request) {
    return request.server.services.industries.listIndustries(request.query);
  },

  async updateIndustry(request) {
    return request.server.services.industries.updateIndustry(request.params.id, request.body, request.auditContext());
  },

  async listVerticals(request) {
    return request.server.services.industries.listVerticals(request.query);
  },

  async addVertical(request) {
    return request.server.services.industries.addVertical(request.body.name, request.auditContext());
  },

  async removeVertical(request) {
    await request.server.services.industries.removeVertical(request.params.id, request.auditContext());
  },
};
