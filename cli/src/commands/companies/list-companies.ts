import type { Command } from 'commander';
import type { Company } from '@tracker/core';
import type { Context } from '../../context/create-context';
import type { Column } from '../../ui/ui';
import { printList } from '../../kit/paged-list';
import { companyFilterQuery } from './company-filters';
import { COMPANY_PAGING } from './register-companies';

/** The companies table: one line per company, the technologies by name; the name and id shrink last. */
const companyColumns: readonly Column<Company>[] = [
  { header: 'id', value: (c) => c.id, align: 'right', usefulness: 3 },
  { header: 'name', value: (c) => c.attributes.name, usefulness: 3 },
  { header: 'domain', value: (c) => c.attributes.domain_name, usefulness: 2 },
  { header: 'state', value: (c) => c.attributes.state },
  { header: 'type', value: (c) => c.attributes.type },
  { header: 'tracked', value: (c) => c.attributes.tracked_count, align: 'right' },
  { header: 'technologies', value: (c) => c.attributes.technologies.map((t) => t.name).join(', '), usefulness: 0 },
];

export async function listCompanies(context: Context, command: Command): Promise<void> {
  const filters = companyFilterQuery(command.opts());
  // The API (and the session it needs) only once the paging flags have passed: a usage error comes first.
  await printList(context, command, COMPANY_PAGING, companyColumns, (page) =>
    context.api().request('listCompanies', { query: { ...filters, ...page } }),
  );
}
