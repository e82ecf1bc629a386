import type { Command } from 'commander';
import type { Email } from '@tracker/core';
import { loadCore } from '../../api/load-core';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { EXIT, type ExitCode } from '../../errors/exit-codes';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import { readStdin } from '../../io/read-stdin';
import type { Runtime } from '../../runtime';
import { formatKeyValues } from '../../ui/key-values';
import type { Column } from '../../ui/ui';
import { action } from '../../kit/action';
import { addFilterOptions, filterQuery } from '../../kit/filter-options';
import { examples } from '../../kit/help';
import { withoutJson } from '../../kit/json-support';
import { addPagingOptions, printList, type Paging } from '../../kit/paged-list';
import { PAGE_SIZES } from '../../generated/core-constants';

/** The email search's sizes, as the endpoint declares them (generated from its query schema). */
export const EMAIL_PAGING: Paging = { noun: { one: 'email', many: 'emails' }, ...PAGE_SIZES.searchEmails };

export function registerEmails(program: Command, runtime: Runtime): void {
  const emails = program
    .command('emails')
    .summary('search emails, show one, classify and reprocess them')
    .helpCommand(false)
    .addHelpText('after', examples('trackctl emails search --search "spring sale" --preset n4w', 'trackctl emails show <guid>', 'trackctl emails reprocess <guid>'));

  addPagingOptions(
    addFilterOptions(
      emails
        .command('search')
        .summary('search emails, newest first')
        .description(
          'Search emails by full text (subject, sender and body), dates, flags, classifications and companies. ' +
            '--preset sets the dates to a range of days in your time zone (TZ): n7d, n4w, n3m, l7d, l4w, l3m, mtd, qtd, ytd, tw, nw, pw, ' +
            'sent as instants with its offset; --preset custom takes --start-date and --end-date as days of your time zone. ' +
            'Without --preset, a bare --start-date or --end-date is a UTC day, as the API reads it. ' +
            'Prints a table, with the page and the number of emails on stderr, or the JSON:API document with --json. ' +
            '--limit and --all go past one page.',
        ),
      FILTER_FLAGS.emails,
    ).option('--preset <preset>', 'a date range in your time zone: n7d, n4w, n3m, l7d, l4w, l3m, mtd, qtd, ytd, tw, nw, pw, custom or none'),
    EMAIL_PAGING,
  )
    .addHelpText(
      'after',
      examples(
        'trackctl emails search --search welcome --preset mtd',
        'trackctl emails search --classifications winback --no-processed --json',
        'trackctl emails search --preset l7d --limit 500 | cut -f1',
      ),
    )
    .action(action(runtime, searchEmails));

  emails
    .command('show')
    .summary('show one email: headers, classifications, text')
    .argument('<guid>', "the email's guid")
    .action(action(runtime, showEmail));

  emails
    .command('classify')
    .summary('classify an email as one or more types, or remove them with --remove')
    .description('Adds each type (score 1, set by hand); a type the email has already is left as it is. With --remove, deletes each type.')
    .argument('<guid>', "the email's guid")
    .argument('<types...>', 'classification types, e.g. welcome winback')
    .option('--remove', 'remove the types instead')
    .action(action(runtime, classifyEmail));

  withoutJson(emails.command('reprocess'))
    .summary('derive emails again from their raw messages')
    .description('Reprocesses each email named, or each guid read from stdin (one a line) when none is named or - is. Exits 3 when some failed, 1 when all did.')
    .argument('[guids...]', 'email guids, or - for stdin')
    .addHelpText('after', examples('trackctl emails reprocess 3f1c2a9e-6b0d-4f7e-9a51-2c8d7e4b6a10', 'cut -f1 stuck.tsv | trackctl emails reprocess -'))
    .action(action(runtime, reprocessEmails));
}

const emailColumns: readonly Column<Email>[] = [
  { header: 'guid', value: (e) => e.attributes.guid },
  { header: 'sent', value: (e) => e.attributes.sent_at.slice(0, 16).replace('T', ' ') },
  { header: 'subject', value: (e) => e.attributes.subject },
  { header: 'from', value: (e) => e.attributes.from_address ?? '' },
  { header: 'classifications', value: (e) => e.attributes.classifications.filter((c) => c.score === 1).map((c) => c.type).join(', ') },
];

async function searchEmails(context: Context, command: Command): Promise<void> {
  const { preset } = command.opts<{ preset?: string }>();
  const filters: Record<string, string> = filterQuery(FILTER_FLAGS.emails, command.opts());
  const query = preset ? { ...filters, ...(await presetDates(context, preset, filters)) } : filters;
  await printList(context, command, EMAIL_PAGING, emailColumns, (page) => context.api().request('searchEmails', { query: { ...query, ...page } }));
}

/**
 * The dates `--preset` stands for, as instants with the offset of the user's zone (core computes
 * them, as for the console), so the server filters the user's days rather than UTC's. Only custom
 * goes with --start-date and --end-date, taking their days in that zone; the other presets set both
 * dates themselves (none: neither).
 */
async function presetDates(context: Context, preset: string, filters: Record<string, string>): Promise<Record<string, string>> {
  const { DATE_RANGE_PRESETS, emailSearchDates } = await loadCore();
  if (!(DATE_RANGE_PRESETS as readonly string[]).includes(preset)) throw new UsageError(`Unknown preset ${preset}. Use one of: ${DATE_RANGE_PRESETS.join(', ')}`);
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

async function showEmail(context: Context, command: Command): Promise<void> {
  const [guid] = command.args as [string];
  const api = context.api();
  const email = await api.request('getEmail', { params: { guid } });
  const rendered = email.data.attributes.rendered_url ? await api.request('getEmailRendered', { params: { guid } }) : null;
  if (context.settings.json) {
    context.ui.renderJson({ ...email, rendered });
    return;
  }
  const a = email.data.attributes;
  context.ui.renderLine(
    formatKeyValues([
      { key: 'guid', value: a.guid },
      { key: 'subject', value: a.subject },
      { key: 'from', value: [a.from_name, a.from_address && `<${a.from_address}>`].filter(Boolean).join(' ') },
      { key: 'sent', value: a.sent_at },
      { key: 'private', value: a.private },
      { key: 'visible', value: a.visible },
      { key: 'processed', value: a.stuck ? 'no (stuck: reprocess it)' : a.processed },
      { key: 'lists', value: a.lists.map((l) => l.name).join(', ') },
      { key: 'classifications' },
      ...a.classifications.map((c) => ({ key: c.type, value: `${c.score} (${c.source})`, indent: true })),
      { key: 'headers' },
      ...(rendered?.headers ?? []).map((h) => ({ key: h.key, value: h.value, indent: true })),
      { key: 'text', value: rendered?.text ?? null },
    ]).trimEnd(),
  );
}

async function classifyEmail(context: Context, command: Command): Promise<void> {
  // command.args is the flat list of words: the guid, then every type.
  const [guid, ...types] = command.args as [string, ...string[]];
  const { remove } = command.opts<{ remove?: boolean }>();
  const { CLASSIFICATION_TYPES } = await loadCore();
  const unknown = types.filter((t) => !(CLASSIFICATION_TYPES as readonly string[]).includes(t));
  if (unknown.length > 0) throw new UsageError(`Unknown classification type ${unknown.join(', ')}. Use any of: ${CLASSIFICATION_TYPES.join(', ')}`);
  const api = context.api();
  let document;
  for (const type of types as Array<(typeof CLASSIFICATION_TYPES)[number]>) {
    document = remove
      ? await api.request('deleteEmailClassification', { params: { guid }, query: { type } })
      : await api.request('putEmailClassifications', { params: { guid }, query: { type }, body: {} });
  }
  if (context.settings.json) {
    context.ui.renderJson(document);
    return;
  }
  const applied = document?.data.attributes.classifications.filter((c) => c.score === 1).map((c) => c.type) ?? [];
  context.ui.renderSuccess(`${guid}: ${applied.length > 0 ? applied.join(', ') : 'no classification applies'}`);
}

async function reprocessEmails(context: Context, command: Command): Promise<ExitCode | void> {
  const named = (command.args as string[]).filter((g) => g !== '-');
  const guids = named.length > 0 ? named : (await readStdin(context.io.stdin)).split(/\s+/).filter(Boolean);
  if (guids.length === 0) throw new UsageError('Name the emails to reprocess, or pipe their guids in.');
  const api = context.api();
  let failed = 0;
  for (const guid of guids) {
    try {
      const email = await api.request('reprocessEmail', { params: { id: guid } });
      context.ui.renderLine(`${guid}\treprocessed\t${email.data.attributes.subject}`);
    } catch (error) {
      failed += 1;
      context.ui.renderLine(`${guid}\tfailed\t${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failed === guids.length) return EXIT.failed;
  return failed > 0 ? EXIT.partlyDone : undefined;
}
