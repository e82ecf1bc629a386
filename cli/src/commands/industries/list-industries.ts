import type { Command } from 'commander';
import type { Industry } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import { filterQuery } from '../../kit/filter-options';
import { printList } from '../../kit/paged-list';
import type { Column } from '../../ui/ui';
import { INDUSTRY_PAGING } from './register-industries';

const industryColumns: readonly Column<Industry>[] = [
  { header: 'id', value: (i) => i.id, align: 'right' },
  { header: 'name', value: (i) => i.attributes.name },
  { header: 'vertical', value: (i) => i.attributes.vertical_name },
];

export async function listIndustries(context: Context, command: Command): Promise<void> {
  const filters = filterQuery(FILTER_FLAGS.industries, command.opts());
  await printList(context, command, INDUSTRY_PAGING, industryColumns, (page) =>
    context.api().request('listIndustries', { query: { ...filters, ...page } }),
  );
}
