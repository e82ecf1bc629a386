import { type Command } from 'commander';
import type { Registration } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Column } from '../../ui/ui';
import { filterQuery } from '../../kit/filter-options';
import { printList } from '../../kit/paged-list';
import { REGISTRATION_PAGING } from './register-registrations';

export const columns: readonly Column<Registration>[] = [
  { header: 'id', value: (r) => r.id, align: 'right' },
  { header: 'status', value: (r) => r.attributes.status },
  { header: 'company', value: (r) => r.attributes.company_name },
  { header: 'address', value: (r) => r.attributes.email_address ?? '' },
  { header: 'type', value: (r) => r.attributes.type },
  { header: 'assignee', value: (r) => r.attributes.assignee_email ?? '' },
  { header: 'prioritized', value: (r) => r.attributes.prioritized },
  { header: 'emails', value: (r) => r.attributes.emails_count, align: 'right' },
  { header: 'created', value: (r) => r.attributes.created_at },
];

export async function listRegistrations(context: Context, command: Command): Promise<void> {
  const filters = filterQuery(FILTER_FLAGS.registrations, command.opts());
  await printList(context, command, REGISTRATION_PAGING, columns, (page) =>
    context.api().request('listRegistrations', { query: { ...filters, ...page } }),
  );
}
