import type { Command } from 'commander';
import type { InboundMessage } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import { filterQuery } from '../../kit/filter-options';
import { printList } from '../../kit/paged-list';
import type { Column } from '../../ui/ui';
import { INBOUND_PAGING } from './register-inbound';

const inboundColumns: readonly Column<InboundMessage>[] = [
  { header: 'id', value: (m) => m.id, align: 'right', usefulness: 3 },
  { header: 'received', value: (m) => m.attributes.received_at },
  { header: 'inbox', value: (m) => m.attributes.recipient, usefulness: 3 },
  { header: 'state', value: (m) => m.attributes.state, usefulness: 2 },
  { header: 'subject', value: (m) => m.attributes.subject, usefulness: 0 },
  { header: 'error', value: (m) => m.attributes.last_error, usefulness: 1 },
];

export async function listInbound(context: Context, command: Command): Promise<void> {
  const filters = filterQuery(FILTER_FLAGS.inbound, command.opts());
  await printList(context, command, INBOUND_PAGING, inboundColumns, (page) =>
    context.api().request('listInboundMessages', { query: { ...filters, ...page } }),
  );
}
