import type { emailsEndpoints } from '@tracker/core';
import { pageMeta } from '../repositories/capped-count';
import { emailResource } from '../services/emails/email-resource';
import type { Handlers } from './handler';

export const emailsHandlers: Handlers<typeof emailsEndpoints> = {
  async searchEmails(request) {
    const { page, size, ...filters } = request.query;
    const emails = request.server.repositories.emails;
    const [rows, total] = await Promise.all([emails.page(filters, size, (page - 1) * size), emails.count(filters)]);
    return { data: rows.map(emailResource), meta: pageMeta(page, size, total, rows.length) };
  },
};
