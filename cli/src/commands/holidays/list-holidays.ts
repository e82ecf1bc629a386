import type { Command } from 'commander';
import type { Holiday } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Column } from '../../ui/ui';
import { filterQuery } from '../../kit/filter-options';
import { printList } from '../../kit/paged-list';
import { HOLIDAY_PAGING } from './register-holidays';

const holidayColumns: readonly Column<Holiday>[] = [
  { header: 'id', value: (h) => h.id, align: 'right' },
  { header: 'name', value: (h) => h.attributes.name },
  { header: 'dates', value: (h) => h.attributes.dates.map((d) => d.occurs_at).join(', ') },
  { header: 'keywords', value: (h) => h.attributes.keywords },
];

export async function listHolidays(context: Context, command: Command): Promise<void> {
  const filters = filterQuery(FILTER_FLAGS.holidays, command.opts());
  await printList(context, command, HOLIDAY_PAGING, holidayColumns, (page) =>
    context.api().request('listHolidays', { query: { ...filters, ...page } }),
  );
}
