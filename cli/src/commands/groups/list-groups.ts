import type { Command } from 'commander';
import type { Group } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Column } from '../../ui/ui';
import { filterQuery } from '../../kit/filter-options';
import { GROUP_PAGING } from './register-groups';
import { printList } from '../../kit/paged-list';

const groupColumns: readonly Column<Group>[] = [
  { header: 'id', value: (g) => g.id, align: 'right', usefulness: 3 },
  { header: 'name', value: (g) => g.attributes.name, usefulness: 3 },
  { header: 'global', value: (g) => g.attributes.global },
  { header: 'featured', value: (g) => g.attributes.featured },
  { header: 'companies', value: (g) => g.attributes.companies_count, align: 'right' },
  { header: 'users', value: (g) => g.attributes.users.map((u) => u.email).join(', '), usefulness: 0 },
];

/** `trackctl groups list`: a page of groups, or more with --limit and --all. */
export async function listGroups(context: Context, command: Command): Promise<void> {
  const filters = filterQuery(FILTER_FLAGS.groups, command.opts());
  // The API (and the session it needs) only once the paging flags have passed: a usage error comes first.
  await printList(context, command, GROUP_PAGING, groupColumns, (page) =>
    context.api().request('listGroups', { query: { ...filters, ...page } }),
  );
}
