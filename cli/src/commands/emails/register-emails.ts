import type { Command } from 'commander';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { completeValues, FILES } from '../../kit/completion-values';
import { addFilterOptions } from '../../kit/filter-options';
import { examples } from '../../kit/help';
import { withoutJson } from '../../kit/json-support';
import { addPagingOptions, type Paging } from '../../kit/paged-list';
import { CLASSIFICATION_TYPES, PAGE_SIZES } from '../../generated/core-constants';

/** The email search's sizes, as the endpoint declares them (generated from its query schema). */
export const EMAIL_PAGING: Paging = { noun: { one: 'email', many: 'emails' }, ...PAGE_SIZES.searchEmails };

/** The emails noun's verbs and help, added to its command (named and summarised in ../index.ts). */
export function registerEmails(emails: Command, runtime: Runtime): void {
  emails
    .helpCommand(false)
    .addHelpText(
      'after',
      examples(
        'trackctl emails search --search "spring sale" --preset n4w',
        'trackctl emails show <guid>',
        'trackctl emails reprocess <guid>',
      ),
    );

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
    ).option(
      '--preset <preset>',
      'a date range in your time zone: n7d, n4w, n3m, l7d, l4w, l3m, mtd, qtd, ytd, tw, nw, pw, custom or none',
    ),
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
    .action(action(runtime, async (context, command) => (await import('./search-emails')).searchEmails(context, command)));

  emails
    .command('show')
    .summary('show one email: headers, classifications, text')
    .description(
      'Prints the email: its guid, subject, sender and when it was sent, whether it is private, visible and processed, its lists, classifications, headers and text part (the document with --json). Exits 1 when no email has the guid.',
    )
    .argument('<guid>', "the email's guid")
    .addHelpText(
      'after',
      examples(
        'trackctl emails show 41eef062-c6d9-4af3-b150-b778113f3f44',
        'trackctl emails show 41eef062-c6d9-4af3-b150-b778113f3f44 --json',
      ),
    )
    .action(action(runtime, async (context, command) => (await import('./show-email')).showEmail(context, command)));

  completeValues(emails.command('classify'), { types: { words: CLASSIFICATION_TYPES } })
    .summary('classify an email as one or more types, or remove them with --remove')
    .description('Adds each type (score 1, set by hand); a type the email has already is left as it is. With --remove, deletes each type.')
    .argument('<guid>', "the email's guid")
    .argument('<types...>', 'classification types, e.g. welcome winback')
    .option('--remove', 'remove the types instead')
    .addHelpText(
      'after',
      examples(
        'trackctl emails classify 41eef062-c6d9-4af3-b150-b778113f3f44 welcome winback',
        'trackctl emails classify 41eef062-c6d9-4af3-b150-b778113f3f44 winback --remove',
      ),
    )
    .action(action(runtime, async (context, command) => (await import('./classify-email')).classifyEmail(context, command)));

  completeValues(emails.command('suggest'), { types: { words: CLASSIFICATION_TYPES } })
    .summary("list the emails' suggested classifications, or accept them with --accept")
    .description(
      'Suggestions come from rules and from the model learned from manual classifications; they are not classifications until ' +
        "accepted. Lists each email's suggestions (guid, then type:score), or with --accept makes them manual classifications " +
        '(a type the email is classified as already is left as it is). --types narrows to some types. Exits 3 when some guid names no email.',
    )
    .argument('[guids...]', 'email guids, or - to read them from stdin (the default)')
    .option('--accept', 'accept the suggestions as manual classifications')
    .option('--types <types>', 'only these types, comma-separated, e.g. welcome,winback')
    .option('--dry-run', 'with --accept: list what would be accepted, and accept nothing')
    .addHelpText(
      'after',
      examples(
        'trackctl emails suggest 3f1c2a9e-6b0d-4f7e-9a51-2c8d7e4b6a10',
        'trackctl emails suggest --accept 3f1c2a9e-6b0d-4f7e-9a51-2c8d7e4b6a10',
        'cut -f1 welcomes.tsv | trackctl emails suggest --accept --types welcome -',
      ),
    )
    .action(action(runtime, async (context, command) => (await import('./suggest-emails')).suggestEmails(context, command)));

  completeValues(emails.command('ingest'), { sources: FILES })
    .summary('backfill mail: store messages from .eml files, maildirs or mboxes as arriving mail')
    .description(
      'Hands each message to the server, which stores it as mail arriving over SMTP is stored and processes it into an email ' +
        'on its inbox. Reads .eml files, maildirs (cur/ and new/) or folders of .eml files, mbox files, or stdin (-). ' +
        "The inboxes come from --to, else from each message's To, Cc and Delivered-To. A message already stored is a duplicate " +
        'and adds nothing, so a backfill can run again. Prints one line per message and a summary on stderr (a progress line on ' +
        'a terminal), or the report with --json. Exits 3 when some failed, 1 when all did.',
    )
    .argument('[sources...]', '.eml files, maildirs, mbox files, or - for stdin (the default)')
    .option('--to <inboxes>', 'the inboxes every message is for, comma-separated')
    .addHelpText(
      'after',
      examples(
        'trackctl emails ingest welcome.eml',
        'trackctl emails ingest ~/Maildir --to jordan.johansson1001@inbox.tracker.example',
        'trackctl emails ingest export.mbox --json',
        'cat message.eml | trackctl emails ingest -',
      ),
    )
    .action(action(runtime, async (context, command) => (await import('./ingest-emails')).ingestEmails(context, command)));

  withoutJson(emails.command('reprocess'))
    .summary('derive emails again from their raw messages')
    .description(
      'Reprocesses each email named, or each guid read from stdin (one a line) when none is named or - is. Exits 3 when some failed, 1 when all did.',
    )
    .argument('[guids...]', 'email guids, or - for stdin')
    .addHelpText(
      'after',
      examples('trackctl emails reprocess 3f1c2a9e-6b0d-4f7e-9a51-2c8d7e4b6a10', 'cut -f1 stuck.tsv | trackctl emails reprocess -'),
    )
    .action(action(runtime, async (context, command) => (await import('./reprocess-emails')).reprocessEmails(context, command)));
}
