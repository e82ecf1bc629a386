import type { Command } from 'commander';
import type { User } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Column } from '../../ui/ui';
import { filterQuery } from '../../kit/filter-options';
import { printList } from '../../kit/paged-list';
import { USER_PAGING } from './register-users';

const userColumns: readonly Column<User>[] = [
  { header: 'id', value: (u) => u.id, align: 'right' },
  { header: 'email', value: (u) => u.attributes.email },
  { header: 'name', value: (u) => u.attributes.name ?? '' },
  { header: 'role', value: (u) => u.attributes.userRole },
  { header: 'status', value: (u) => u.attributes.accountStatus },
  { header: 'period end', value: (u) => u.attributes.currentPeriodEndAt?.slice(0, 10) ?? '' },
];

export async function listUsers(context: Context, command: Command): Promise<void> {
  const filters = filterQuery(FILTER_FLAGS.users, command.opts());
  await printList(context, command, USER_PAGING, userColumns, (page) =>
    context.api().request('listUsers', { query: { ...filters, ...page } }),
  );
}
