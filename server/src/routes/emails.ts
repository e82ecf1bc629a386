import type { emailsEndpoints } from '@tracker/core';
import type { Handlers } from './handler';

export const emailsHandlers: Handlers<typeof emailsEndpoints> = {
  async searchEmails(request) {
    return request.server.services.emails.search(request.query);
  },
};
