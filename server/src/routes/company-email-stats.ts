import type { companyEmailStatsEndpoints } from '@tracker/core';
import type { Handlers } from './handler';

export const companyEmailStatsHandlers: Handlers<typeof companyEmailStatsEndpoints> = {
  async getCompanySendTimes(request) {
    return request.server.services.companyEmailStats.sendTimes(request.params.id);
  },
};
