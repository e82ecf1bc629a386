import type { Command } from 'commander';
import type { Company } from '@tracker/core';
import type { Context } from '../../context/create-context';
import type { Column } from '../../ui/ui';
import { pageFooter } from '../../ui/page-footer';
import { withoutUndefined } from '../query-params';
import { companyFilterQuery } from './company-filters';

type PageFlags = { page?: string; size?: string };

/** The companies table: one line per company, the technologies by name. */
const companyColumns: readonly Column<Company>[] = [
  { header: 'id', value: (c) => c.id, align: 'right' },
  { header: 'name', value: (c) => c.attributes.name },
  { header: 'domain', value: (c) => c.attributes.domain_name },
  { header: 'state', value: (c) => c.attributes.state },
  { header: 'type', value: (c) => c.attributes.type },
  { header: 'tracked', value: (c) => c.attributes.tracked_count, align: 'right' },
  { header: 'technologies', value: (c) => c.attributes.technologies.map((t) => t.name).join(', ') },
];

/** The list's query: the filters plus the page. */
function listCompaniesQuery(command: Command) {
  const { page, size } = command.opts<PageFlags>();
  return { ...companyFilterQuery(command.opts()), ...withoutUndefined({ page, size }) };
}

export async function listCompanies(context: Context, command: Command): Promise<void> {
  const page = await context.api().request('listCompanies', { query: listCompaniesQuery(command) });
  if (context.settings.json) {
    context.ui.renderJson(page);
    return;
  }
  if (page.data.length > 0) context.ui.renderTable(page.data, companyColumns);
  context.ui.renderInfo(pageFooter(page.meta, { one: 'company', many: 'companies' }));
}
