import type { listsEndpoints } from '@tracker/core';
import type { Handlers } from './handler';

export const listsHandlers: Handlers<typeof listsEndpoints> = {
  async listLists(request) {
    return request.server.services.lists.list(request.query);
  },

  async getList(request) {
    return request.server.services.lists.detail(request.params.id, request.query);
  },

  async addListEmails(request) {
    return request.server.services.lists.addEmails(request.params.id, request.body, request.auditContext());
  },

  async removeListEmail(request) {
    return request.server.services.lists.removeEmail(request.params.id, request.query.guid, request.auditContext());
  },

  async createListComment(request) {
    return request.server.services.lists.addComment(request.params.id, request.body, request.auditContext());
  },

  async deleteListComment(request) {
    await request.server.services.lists.deleteComment(request.params.id, request.params.comment_id, request.auditContext());
  },

  async updateList(request) {
    return request.server.services.lists.update(request.params.id, request.body, request.auditContext());
  },

  async updateListPositions(request) {
    await request.server.services.lists.updatePositions(request.body, request.auditContext());
  },
};
