import type { Command } from 'commander';
import type { Journey } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Column } from '../../ui/ui';
import { filterQuery } from '../../kit/filter-options';
import { printList } from '../../kit/paged-list';
import { JOURNEY_PAGING } from './register-journeys';

const day = (iso: string) => iso.slice(0, 10);

const journeyColumns: readonly Column<Journey>[] = [
  { header: 'id', value: (j) => j.id, align: 'right' },
  { header: 'company', value: (j) => j.attributes.company_name },
  { header: 'type', value: (j) => j.attributes.type },
  { header: 'status', value: (j) => (j.attributes.expired ? 'expired' : j.attributes.status) },
  { header: 'start', value: (j) => day(j.attributes.start_date) },
  { header: 'end', value: (j) => day(j.attributes.end_date) },
  { header: 'emails', value: (j) => String(j.attributes.emails_count), align: 'right' },
];

/** `trackctl journeys list`: the journeys search, its filters the flags core's declaration gives. */
export async function listJourneys(context: Context, command: Command): Promise<void> {
  const filters = filterQuery(FILTER_FLAGS.journeys, command.opts());
  await printList(context, command, JOURNEY_PAGING, journeyColumns, (page) =>
    context.api().request('listJourneys', { query: { ...filters, ...page } }),
  );
}
