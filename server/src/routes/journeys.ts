import type { journeysEndpoints } from '@tracker/core';
import type { Handlers } from './handler';

export const journeysHandlers: Handlers<typeof journeysEndpoints> = {
  async listJourneys(request) {
    return request.server.services.journeys.list(request.query);
  },
};
