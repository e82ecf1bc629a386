import type { Command } from 'commander';
import type { Email } from '@tracker/core';
import { loadCore } from '../../api/load-core';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Column } from '../../ui/ui';
import { filterQuery } from '../../kit/filter-options';
import { printList } from '../../kit/paged-list';
import { EMAIL_PAGING } from './register-emails';

const emailColumns: readonly Column<Email>[] = [
  { header: 'guid', value: (e) => e.attributes.guid },
  { header: 'sent', value: (e) => e.attributes.sent_at },
  { header: 'subject', value: (e) => e.attributes.subject },
  { header: 'from', value: (e) => e.attributes.from_address ?? '' },
  {
    header: 'classifications',
    value: (e) =>
      e.attributes.classifications
        .filter((c) => c.score === 1)
        .map((c) => c.type)
        .join(', '),
  },
];

export async function searchEmails(context: Context, command: Command): Promise<void> {
  const { preset } = command.opts<{ preset?: string }>();
  const filters: Record<string, string> = filterQuery(FILTER_FLAGS.emails, command.opts());
  const query = preset ? { ...filters, ...(await presetDates(context, preset, filters)) } : filters;
  await printList(context, command, EMAIL_PAGING, emailColumns, (page) =>
    context.api().request('searchEmails', { query: { ...query, ...page } }),
  );
}

/**
 * The dates `--preset` stands for, as instants with the offset of the user's zone (core computes
 * them, as for the console), so the server filters the user's days rather than UTC's. Only custom
 * goes with --start-date and --end-date, taking their days in that zone; the other presets set both
 * dates themselves (none: neither).
 */
async function presetDates(context: Context, preset: string, filters: Record<string, string>): Promise<Record<string, string>> {
  const { DATE_RANGE_PRESETS, emailSearchDates } = await loadCore();
  if (!(DATE_RANGE_PRESETS as readonly string[]).includes(preset))
    throw new UsageError(`Unknown preset ${preset}. Use one of: ${DATE_RANGE_PRESETS.join(', ')}`);
  const { startDate, endDate } = filters;
  if (preset !== 'custom' && (startDate !== undefined || endDate !== undefined)) {
    throw new UsageError(`--preset ${preset} sets the dates itself: leave out --start-date and --end-date, or use --preset custom.`);
  }
  try {
    return emailSearchDates(preset as (typeof DATE_RANGE_PRESETS)[number], { startDate, endDate }, context.clock.now(), context.zone);
  } catch (error) {
    // A day that does not exist (2026-02-30): sent as given, the contract refuses it as a usage error naming the flag.
    if (error instanceof RangeError) return {};
    throw error;
  }
}
