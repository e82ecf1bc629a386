import type { registrationsEndpoints } from '@tracker/core';
import type { Handlers } from './handler';

export const registrationsHandlers: Handlers<typeof registrationsEndpoints> = {
  async listRegistrations(request) {
    return request.server.services.registrations.list(request.query, request.auth.user.id);
  },

  async registrationRecap(request) {
    return request.server.services.registrations.recap(request.query);
  },

  async getRegistration(request) {
    return request.server.services.registrations.document(request.params.id);
  },

  async createRegistration(request) {
    return request.server.services.registrations.create(request.body, request.auditContext());
  },

  async updateRegistration(request) {
    return request.server.services.registrations.update(request.params.id, request.body, request.auditContext());
  },

  async updateRegistrationCounts(request) {
    return request.server.services.registrations.counts(request.params.id, request.auditContext());
  },
};
