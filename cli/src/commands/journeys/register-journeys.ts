import { Option, type Command } from 'commander';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { completeValues, FILES } from '../../kit/completion-values';
import { addFilterOptions } from '../../kit/filter-options';
import { examples } from '../../kit/help';
import { addPagingOptions, type Paging } from '../../kit/paged-list';
import { PAGE_SIZES } from '../../generated/core-constants';

/** The journeys list's sizes, as the endpoint declares them (generated from its query schema). */
export const JOURNEY_PAGING: Paging = { noun: { one: 'journey', many: 'journeys' }, ...PAGE_SIZES.listJourneys };

/** The journeys noun's verbs and help, added to its command (named and summarised in ../index.ts). */
export function registerJourneys(journeys: Command, runtime: Runtime): void {
  journeys
    .helpCommand(false)
    .addHelpText(
      'after',
      examples(
        'trackctl journeys list --q acme',
        'trackctl journeys import journeys.csv --dry-run',
        'trackctl journeys archive-old --yes --json',
      ),
    );

  addPagingOptions(
    addFilterOptions(
      journeys
        .command('list')
        .summary('list journeys, newest start first')
        .description(
          'List journeys with their company; --q searches the company name and the inboxes (email addresses), the other ' +
            'flags narrow by company, inbox, type, status, start dates and age. --limit and --all go past one page.',
        ),
      FILTER_FLAGS.journeys,
    ),
    JOURNEY_PAGING,
  )
    .addHelpText(
      'after',
      examples(
        'trackctl journeys list --q acme',
        'trackctl journeys list --q persona.417@ --json',
        'trackctl journeys list --old --limit 500',
      ),
    )
    .action(action(runtime, async (context, command) => (await import('./list-journeys')).listJourneys(context, command)));

  completeValues(journeys.command('import'), { file: FILES, '--report': FILES, '--resume': FILES })
    .summary('create the journeys of a file')
    .description(
      'Read company_id, journey_type, start_date and end_date from each row of a CSV, text or spreadsheet file (xlsx, ' +
        'xls, ods), or from stdin with -, and create the journeys a few at a time, archiving old journeys first unless ' +
        '--no-archive-old. Columns are guessed from the header (said on stderr) unless the --*-column flags name them by ' +
        'header, number from 1 or letter. A row missing a field, or with one that cannot be read, is skipped. Dates as ' +
        'YYYY-MM-DD, D.M.YYYY, Dec 1, 2026 or slash dates: a slash date that could be two days (05/12/2026) is read in ' +
        'the order the other dates of the file show (31/01/2027 is day first), else --date-format says which; types by name or label. The server refuses a journey it has, ' +
        "so running it again creates nothing twice. Exits 0 when every row is done (an earlier run's included), 3 when " +
        'some are not, 1 when none could be.',
    )
    .argument('<file>', 'a .csv, .tsv, .txt, .xlsx, .xls or .ods file, or - for stdin')
    .option('--dry-run', 'read the file and print the plan (old journeys to archive, rows by state, journeys to create), changing nothing')
    .option('--report <file>', 'write every row with its final state and error as CSV')
    .option('--resume <report>', 'skip the rows an earlier report says are done')
    .option('--no-archive-old', 'do not archive old journeys first')
    .option('--company-column <col>', 'the company_id column: header, number from 1 or letter')
    .option('--type-column <col>', 'the journey_type column')
    .option('--start-column <col>', 'the start_date column')
    .option('--end-column <col>', 'the end_date column')
    .addOption(
      new Option('--date-format <order>', 'the order of slash dates that could be two days (05/12/2026): dmy or mdy').choices([
        'dmy',
        'mdy',
      ]),
    )
    .option('-y, --yes', 'create without asking (needed when stdin is not a terminal, or is the input)')
    .addHelpText(
      'after',
      examples(
        'trackctl journeys import journeys.xlsx --dry-run',
        'trackctl journeys import journeys.csv --yes --report import-report.csv',
        'trackctl journeys import journeys.csv --yes --resume import-report.csv --report import-report-2.csv',
      ),
    )
    .action(action(runtime, async (context, command) => (await import('./import-journeys')).importJourneys(context, command)));

  journeys
    .command('archive-old')
    .summary('archive journeys that ended before today')
    .description(
      'Archive every journey that is not archived yet and whose end date is before today (UTC). For cron: off a ' +
        'terminal it needs --yes and never prompts or colours; --dry-run says how many would be archived and lists ' +
        'them; --json prints the count. Authenticates with TRACKCTL_TOKEN when set.',
    )
    .option('--dry-run', 'say how many would be archived, and which, changing nothing')
    .option('-y, --yes', 'archive without asking (needed off a terminal)')
    .addHelpText(
      'after',
      examples('trackctl journeys archive-old --dry-run', 'TRACKCTL_TOKEN=... trackctl journeys archive-old --yes --json'),
    )
    .action(action(runtime, async (context, command) => (await import('./archive-old-journeys')).archiveOldJourneys(context, command)));
}
