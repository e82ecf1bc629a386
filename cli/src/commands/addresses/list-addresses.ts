import type { Command } from 'commander';
import type { Address } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import { filterQuery } from '../../kit/filter-options';
import { printList } from '../../kit/paged-list';
import type { Column } from '../../ui/ui';
import { ADDRESS_PAGING } from './register-addresses';

const addressColumns: readonly Column<Address>[] = [
  { header: 'id', value: (a) => a.id, align: 'right' },
  { header: 'address', value: (a) => a.attributes.email_address },
  { header: 'company', value: (a) => a.attributes.company_name },
  { header: 'journey', value: (a) => a.attributes.journey_type },
  { header: 'emails', value: (a) => a.attributes.emails_count, align: 'right' },
  { header: 'created', value: (a) => a.attributes.created_at },
];

export async function listAddresses(context: Context, command: Command): Promise<void> {
  const filters = filterQuery(FILTER_FLAGS.addresses, command.opts());
  await printList(context, command, ADDRESS_PAGING, addressColumns, (page) =>
    context.api().request('listAddresses', { query: { ...filters, ...page } }),
  );
}
