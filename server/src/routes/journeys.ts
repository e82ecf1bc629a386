import type { journeysEndpoints } from '@tracker/core';
import type { Handlers } from './handler';

export const journeysHandlers: Handlers<typeof journeysEndpoints> = {
  async listJourneys(request) {
    return request.server.services.journeys.list(request.query);
  },

  async createJourney(request) {
    return request.server.services.journeys.create(request.body, request.auditContext());
  },

  async getJourney(request) {
    return request.server.services.journeys.document(request.params.id);
  },

  async updateJourney(request) {
    return request.server.services.journeys.update(request.params.id, request.body, request.auditContext());
  },

  async createJourneyInbox(request) {
    return request.server.services.journeys.createInbox(request.params.id, request.body, request.auditContext());
  },

  async deleteJourney(request) {
    return request.server.services.journeys.delete(request.params.id, request.auditContext());
  },

  async removeJourneyAddresses(request) {
    return request.server.services.journeys.removeAddresses(request.params.id, request.auditContext());
  },

  async setJourneyCurrent(request) {
    return request.server.services.journeys.setCurrent(request.params.id, request.body, request.auditContext());
  },

  async adminCreateJourney(request) {
    return request.server.services.journeys.adminCreate(request.body, request.auditContext());
  },

  async adminCreateJourneys(request) {
    return request.server.services.journeys.adminCreateMany(request.body.journeys, request.auditContext());
  },

  async archiveOldJourneys(request) {
    return request.server.services.journeys.archiveOld(request.auditContext());
  },
};
