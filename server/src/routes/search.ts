import type { searchEndpoints } from '@tracker/core';
import type { Handlers } from './handler';

export const searchHandlers: Handlers<typeof searchEndpoints> = {
  async searchRecords(request) {
    return request.server.services.search.search(request.query);
  },
};
