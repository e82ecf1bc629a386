import { Option, type Command } from 'commander';
import type { PageMeta } from '@tracker/core';
import type { Context } from '../context/create-context';
import { UsageError } from '../errors/cli-error';
import { formatCount, plural } from '../ui/count';
import type { Column } from '../ui/ui';

/** A JSON:API resource a list answer includes beside its rows (a registration's assignees, a team's invitations). */
type Included = { id: string; type: string };

/** One page of a list, as every list endpoint answers it. */
export type ListPage<Row> = { data: Row[]; meta: PageMeta; included?: readonly Included[] | undefined };

/** A list command's paging: its sizes (as the endpoint declares them) and what it lists. */
export type Paging = {
  noun: { one: string; many: string };
  defaultSize: number;
  maxSize: number;
};

type PagingFlags = { page?: string; size?: string; limit?: string; all?: boolean };

/**
 * Adds `--page`, `--size`, `--limit N` and `--all` to a list command. `--limit` and `--all` walk the
 * pages for the caller; neither goes with `--page` (a usage error, exit 2).
 */
export function addPagingOptions(command: Command, paging: Paging): Command {
  const { many } = paging.noun;
  return command
    .addOption(new Option('--page <n>', 'the page to show (default 1)').conflicts(['limit', 'all']))
    .addOption(new Option('--size <n>', `${many} per page (default ${paging.defaultSize}, at most ${paging.maxSize})`))
    .addOption(new Option('--limit <n>', `the first n ${many}, over as many pages as it takes`).conflicts('all'))
    .addOption(new Option('--all', `every ${paging.noun.one} that matches, page after page`));
}

/**
 * Runs a list command: one page (`--page`, `--size`), or the first `--limit` rows, or `--all`, then
 * prints them as a table (TSV off a terminal) with a line on stderr saying how many, or as JSON.
 * `fetch` asks the endpoint for one page with the query's paging set.
 */
export async function printList<Row>(
  context: Context,
  command: Command,
  paging: Paging,
  columns: readonly Column<Row>[],
  fetch: (page: { page?: string; size?: string; cursor?: string }) => Promise<ListPage<Row>>,
): Promise<void> {
  const flags = command.opts<PagingFlags>();
  const page = flags.page === undefined ? undefined : wholeNumber('--page', flags.page, 1);
  const size = flags.size === undefined ? undefined : wholeNumber('--size', flags.size, 1, paging.maxSize);
  const limit = flags.limit === undefined ? undefined : wholeNumber('--limit', flags.limit, 1);

  if (limit === undefined && !flags.all) {
    const answer = await fetch({
      ...(page === undefined ? {} : { page: String(page) }),
      ...(size === undefined ? {} : { size: String(size) }),
    });
    if (context.settings.json) return context.ui.renderJson(answer);
    if (answer.data.length > 0) await context.ui.renderTable(answer.data, columns);
    // The footers read core's page total: loaded once there is a page, not with the command tree (--help).
    const { pageFooter } = await import('../ui/page-footer');
    context.ui.renderInfo(pageFooter(answer.meta, paging.noun));
    return;
  }

  const { rows, included, meta } = await walkPages(
    context,
    paging,
    fetch,
    size ?? Math.min(limit ?? paging.maxSize, paging.maxSize),
    limit,
  );
  if (context.settings.json) {
    const shown = {
      total: meta.total,
      ...(meta.capped ? { capped: true } : {}),
      ...(meta.estimated ? { estimated: true } : {}),
      shown: rows.length,
    };
    return context.ui.renderJson({ data: rows, ...(included.length > 0 ? { included } : {}), meta: shown });
  }
  if (rows.length > 0) await context.ui.renderTable(rows, columns);
  const { walkFooter } = await import('../ui/page-footer');
  context.ui.renderInfo(walkFooter(rows.length, meta, paging.noun));
}

/**
 * Pages from the first until `limit` rows, or the last page. Each page after the first is read by
 * the cursor the one before gave (`meta.next_cursor`), so a long walk costs the same a page and
 * rows added meanwhile are neither repeated nor skipped; by its number where the list gives no
 * cursor (a search ranked by relevance). What the pages include is kept once per resource, as one
 * JSON:API document would carry it.
 */
async function walkPages<Row>(
  context: Context,
  paging: Paging,
  fetch: (page: { page: string; size: string; cursor?: string }) => Promise<ListPage<Row>>,
  size: number,
  limit: number | undefined,
): Promise<{ rows: Row[]; included: Included[]; meta: PageMeta }> {
  const rows: Row[] = [];
  const included = new Map<string, Included>();
  const progress = context.ui.startProgress((n) => `Fetched ${plural(n, paging.noun.one, paging.noun.many)}…`);
  try {
    for (let page = 1, cursor: string | undefined; ; page++) {
      const answer = await fetch({ page: String(page), size: String(size), ...(cursor === undefined ? {} : { cursor }) });
      cursor = answer.meta.next_cursor;
      rows.push(...answer.data);
      for (const resource of answer.included ?? []) included.set(`${resource.type}/${resource.id}`, resource);
      progress.update(rows.length);
      const last = answer.data.length < size || (!answer.meta.capped && page >= answer.meta.pages);
      if (last || (limit !== undefined && rows.length >= limit)) {
        return { rows: limit === undefined ? rows : rows.slice(0, limit), included: [...included.values()], meta: answer.meta };
      }
    }
  } finally {
    progress.stop();
  }
}

/** A flag's whole number within bounds; anything else is a usage error in the flag's words. */
export function wholeNumber(flag: string, value: string, min: number, max?: number): number {
  const n = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  const range = max === undefined ? `from ${formatCount(min)}` : `from ${formatCount(min)} to ${formatCount(max)}`;
  if (!Number.isSafeInteger(n)) throw new UsageError(`${flag} must be a whole number ${range}, not ${JSON.stringify(value)}.`);
  if (n < min || (max !== undefined && n > max)) throw new UsageError(`${flag} must be ${range}, not ${formatCount(n)}.`);
  return n;
}
