import type { Command } from 'commander';
import type { List } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Column } from '../../ui/ui';
import { filterQuery } from '../../kit/filter-options';
import { printList } from '../../kit/paged-list';
import { LIST_PAGING } from './register-lists';

const listColumns: readonly Column<List>[] = [
  { header: 'id', value: (l) => l.id, align: 'right' },
  { header: 'position', value: (l) => l.attributes.position, align: 'right' },
  { header: 'name', value: (l) => l.attributes.name },
  { header: 'state', value: (l) => l.attributes.state },
  { header: 'type', value: (l) => l.attributes.type },
  { header: 'featured', value: (l) => l.attributes.featured },
  { header: 'emails', value: (l) => l.attributes.emails_count, align: 'right' },
];

export async function listLists(context: Context, command: Command): Promise<void> {
  const filters = filterQuery(FILTER_FLAGS.lists, command.opts());
  await printList(context, command, LIST_PAGING, listColumns, (page) =>
    context.api().request('listLists', { query: { ...filters, ...page } }),
  );
}
