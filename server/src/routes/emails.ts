import type { emailsEndpoints } from '@tracker/core';
import type { Handlers } from './handler';

export const emailsHandlers: Handlers<typeof emailsEndpoints> = {
  async searchEmails(request) {
    return request.server.services.emails.search(request.query);
  },

  async listEmailsJson(request) {
    return request.server.services.emails.listJson(request.query);
  },

  async getEmail(request) {
    return request.server.services.emails.get(request.params.guid);
  },

  async updateEmail(request) {
    return request.server.services.emails.update(request.params.id, request.body, request.auditContext());
  },

  async reprocessEmail(request) {
    return request.server.services.emails.reprocess(request.params.id, request.auditContext());
  },

  async putEmailClassifications(request) {
    return request.server.services.emails.putClassifications(request.params.guid, request.query.type, request.body, request.auditContext());
  },

  async deleteEmailClassification(request) {
    return request.server.services.emails.deleteClassification(request.params.guid, request.query.type, request.auditContext());
  },

  async getEmailRendered(request) {
    return request.server.services.emails.rendered(request.params.guid);
  },

  async getEmailMime(request) {
    return request.server.services.emails.mime(request.params.guid);
  },
};
