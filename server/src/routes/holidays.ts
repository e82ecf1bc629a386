import type { holidaysEndpoints } from '@tracker/core';
import type { Handlers } from './handler';

export const holidaysHandlers: Handlers<typeof holidaysEndpoints> = {
  async listHolidays(request) {
    return request.server.services.holidays.list(request.query);
  },

  async createHoliday(request) {
    return request.server.services.holidays.create(request.body, request.auditContext());
  },

  async getHoliday(request) {
    return request.server.services.holidays.document(request.params.id);
  },

  async updateHoliday(request) {
    return request.server.services.holidays.update(request.params.id, request.body, request.auditContext());
  },

  async deleteHolidayDate(request) {
    return request.server.services.holidays.removeDate(request.params.id, request.params.date_id, request.auditContext());
  },
};
