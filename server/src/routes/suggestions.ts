import type { suggestionsEndpoints } from '@tracker/core';
import type { Handlers } from './handler';

export const suggestionsHandlers: Handlers<typeof suggestionsEndpoints> = {
  async decideEmailSuggestion(request) {
    return request.server.services.emails.decideSuggestion(request.params.guid, request.body, request.auditContext());
  },

  async acceptEmailSuggestions(request) {
    return request.server.services.suggestions.acceptMany(request.body, request.auditContext());
  },

  async getClassifierModel(request) {
    return request.server.services.suggestions.model();
  },

  async trainClassifierModel(request) {
    return request.server.services.suggestions.train(request.body.seed, request.auditContext());
  },
};
