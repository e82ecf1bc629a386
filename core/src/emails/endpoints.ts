import { defineEndpoint } from '../contract/endpoint';
import { EmailList, EmailSearchQuery } from './schema';

const tag = 'emails';

export const emailsEndpoints = {
  searchEmails: defineEndpoint({
    method: 'GET',
    path: '/v2/emails/search',
    access: 'admin',
    tag,
    summary: 'Search emails by subject or sender, dates, flags, classifications and companies; newest first',
    query: EmailSearchQuery,
    status: 200,
    response: EmailList,
  }),
};
