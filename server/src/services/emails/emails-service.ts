import type { Email, EmailSearchQuery } from '@tracker/core';
import { listPage, type ListPage } from '../../lists/list-page';
import type { Repositories } from '../../repositories/repositories';
import { emailResource } from '../../resources/email-resource';

type Dependencies = { repositories: Repositories };

export function createEmailsService({ repositories }: Dependencies) {
  const emails = repositories.emails;
  return {
    /** One page of the emails matching the search, newest first. */
    async search({ page, size, ...filters }: EmailSearchQuery): Promise<ListPage<Email>> {
      return listPage(
        { page, size },
        (window) => emails.page(filters, window),
        (rows) => rows.map(emailResource),
      );
    },
  };
}
