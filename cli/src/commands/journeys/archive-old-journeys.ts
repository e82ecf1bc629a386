import type { Journey } from '@tracker/core';
import type { Command } from 'commander';
import type { Api } from '../../api/create-api';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { plural } from '../../ui/count';
import type { Column } from '../../ui/ui';

type ArchiveOldFlags = { dryRun?: boolean; yes?: boolean };

const columns: readonly Column<Journey>[] = [
  { header: 'id', value: (j) => j.id, align: 'right' },
  { header: 'company', value: (j) => j.attributes.company_id, align: 'right' },
  { header: 'type', value: (j) => j.attributes.type },
  { header: 'status', value: (j) => j.attributes.status },
  { header: 'end', value: (j) => j.attributes.end_date.slice(0, 10) },
];

/** How many of the old journeys --dry-run lists (the count is of all of them). */
const DRY_RUN_LISTED = 250;

/**
 * The first `size` journeys archive-old would archive, by end date (GET /v3/journeys?old=true);
 * their meta's total counts them all, as far as the server counts.
 */
export function listOldJourneys(api: Api, size: number) {
  return api.request('listJourneys', { query: { old: 'true', size: String(size), sort: 'end_date:asc' } });
}

/** How many old journeys a listing counts: `3 journeys`, or `more than 10,000 journeys` past the server's cap on counting. */
export function oldJourneyCount(meta: { total: number; capped?: boolean | undefined }, one = 'journey', many = 'journeys'): string {
  return `${meta.capped ? 'more than ' : ''}${plural(meta.total, one, many)}`;
}

/**
 * Archives every journey that ended before today (UTC) and is not archived yet. Made for cron: off
 * a terminal it needs --yes and never prompts; --dry-run says how many and which, changing nothing;
 * --json prints the count.
 */
export async function archiveOldJourneys(context: Context, command: Command): Promise<void> {
  const flags = command.opts<ArchiveOldFlags>();
  if (!flags.dryRun && !flags.yes && !context.interactive) {
    throw new UsageError(
      'Archiving changes journeys: pass --yes to go ahead without a prompt.',
      'See what would be archived first with --dry-run.',
    );
  }
  const api = context.api();
  if (flags.dryRun || !flags.yes) {
    const old = await listOldJourneys(api, DRY_RUN_LISTED);
    const count = old.meta.total;
    if (flags.dryRun) {
      if (context.settings.json)
        context.ui.renderJson({ dryRun: true, wouldArchive: count, capped: old.meta.capped ?? false, journeys: old.data });
      else {
        if (old.data.length > 0) await context.ui.renderTable(old.data, columns);
        const more = count > old.data.length ? ` (the first ${old.data.length} listed)` : '';
        context.ui.renderInfo(`Would archive ${oldJourneyCount(old.meta)}${more}: dry run, nothing changed.`);
      }
      return;
    }
    const { promptFields } = await import('../../ui/prompt');
    const { answer } = await promptFields(context.io, [
      { name: 'answer', label: `Archive ${oldJourneyCount(old.meta)} that ended before today? (y/N)` },
    ]);
    if (!/^y(es)?$/i.test(answer.trim())) {
      context.ui.renderInfo('Cancelled: nothing was archived.');
      return;
    }
  }
  const result = await api.request('archiveOldJourneys');
  if (context.settings.json) context.ui.renderJson({ archived: result.meta.archived, ended_before: result.meta.ended_before });
  else
    context.ui.renderSuccess(
      `Archived ${plural(result.meta.archived, 'journey', 'journeys')} that ended before ${result.meta.ended_before}.`,
    );
}
