import type { addressesEndpoints } from '@tracker/core';
import type { Handlers } from './handler';

export const addressesHandlers: Handlers<typeof addressesEndpoints> = {
  async listAddresses(request) {
    return request.server.services.addresses.list(request.query);
  },

  async getAddress(request) {
    return request.server.services.addresses.document(request.params.id, request.query.q || undefined);
  },

  async updateAddress(request) {
    return request.server.services.addresses.update(request.params.id, request.body, request.auditContext());
  },

  async addAddressEvent(request) {
    return request.server.services.addresses.addEvent(request.params.id, request.body, request.auditContext());
  },

  async updateAddressEvent(request) {
    return request.server.services.addresses.updateEvent(request.params.id, request.body, request.auditContext());
  },

  async deleteAddressEvent(request) {
    return request.server.services.addresses.deleteEvent(request.params.id, request.query.event_id, request.auditContext());
  },

  async addAddressTeam(request) {
    return request.server.services.addresses.addTeam(request.params.id, request.body.team_id, request.auditContext());
  },

  async removeAddressTeam(request) {
    return request.server.services.addresses.removeTeam(request.params.id, request.query.team_id, request.auditContext());
  },

  async setAddressEmailsPrivate(request) {
    return request.server.services.addresses.setEmailsPrivate(request.params.id, request.body.private, request.auditContext());
  },

  async setAddressEmailsVisibility(request) {
    return request.server.services.addresses.setEmailsVisible(request.params.id, request.body.visible, request.auditContext());
  },
};
