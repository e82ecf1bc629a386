import type { Command } from 'commander';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { completeValues, FILES } from '../../kit/completion-values';
import { examples } from '../../kit/help';
import { addCompanyFilterOptions } from './company-filters';
import { addPagingOptions, type Paging } from '../../kit/paged-list';
import { COMPANY_IMPORT_STATE_FILTERS, JOURNEY_HEALTHS, JOURNEY_TYPES, PAGE_SIZES } from '../../generated/core-constants';

/** The companies list's sizes, as the endpoint declares them (generated from its query schema). */
export const COMPANY_PAGING: Paging = { noun: { one: 'company', many: 'companies' }, ...PAGE_SIZES.listCompanies };

/** The companies noun's verbs and help, added to its command (named and summarised in ../index.ts). */
export function registerCompanies(companies: Command, runtime: Runtime): void {
  companies
    .helpCommand(false)
    .description(
      'The brands staff sign tracked inboxes up to: list and filter them, look one up, export them as CSV, import them ' +
        'from a file with journeys to track.',
    )
    .addHelpText(
      'after',
      examples('trackctl companies list --q acme', 'trackctl companies show acme.com', 'trackctl companies export -o companies.csv'),
    );

  addPagingOptions(
    addCompanyFilterOptions(
      companies
        .command('list')
        .summary('list companies, filtered as on the companies screen')
        .description(
          "List companies a page at a time, with the filters of the console's companies screen. Prints a table, " +
            'with the page and the number of matches on stderr (tab-separated values when stdout is not a terminal), ' +
            'or the JSON:API document with --json (the fields named with --json=id,name). --limit and --all go past one page.',
        ),
    ),
    COMPANY_PAGING,
  )
    .addHelpText(
      'after',
      examples(
        'trackctl companies list --q acme',
        'trackctl companies list --health expired --journey-types cart_abandoner,purchaser',
        'trackctl companies list --good-fit --company-type retailer --sort tracked_count:desc',
        'trackctl companies list --technologies Klaviyo,Mailchimp --page 2 --size 50',
        "trackctl companies list --group-id 12 --json | jq -r '.data[].attributes.domain_name'",
        'trackctl companies list --tags Retail --all --json=id,domain_name',
        'trackctl companies list --health expired --limit 100 | cut -f3',
      ),
    )
    .action(action(runtime, async (context, command) => (await import('./list-companies')).listCompanies(context, command)));

  companies
    .command('show')
    .summary('show one company')
    .description(
      'Show every field of a company, its technologies and its journey health per journey type. A number is ' +
        "taken as the company's id; anything else is looked up as a domain (or an exact name). Exits 1 when no company matches.",
    )
    .argument('<id|domain>', "the company's id, or its domain such as acme.com")
    .addHelpText(
      'after',
      examples('trackctl companies show 42', 'trackctl companies show acme.com', 'trackctl companies show https://www.acme.com/ --json'),
    )
    .action(
      action(runtime, async (context, command) => (await import('./show-company')).showCompany(context, String(command.args[0] ?? ''))),
    );

  addCompanyFilterOptions(
    completeValues(companies.command('export'), { '--output': FILES })
      .summary('export companies as CSV')
      .description(
        "Download the CSV of the companies matching the filters, as the console's export does: to stdout, or to a file " +
          'with --output (written whole or not at all, never over an existing file without --force; a directory gets companies-<date>.csv inside, companies-<date>-1.csv when that name is taken). The server exports ' +
          'at most 9,999 companies: when more matched, it says so on stderr and exits 3. The rows written so far show on stderr.',
      ),
  )
    .option('-o, --output <file|dir>', 'write the CSV to this file, or a dated file in this directory, instead of stdout (- for stdout)')
    .option('--bom', 'start the CSV with a byte order mark, so that Excel reads it as UTF-8')
    .option('--force', 'replace the --output file when it exists (without it, an existing file is refused)')
    .option('--dry-run', 'say how many companies would be exported, and write nothing (with --json, as JSON)')
    .addHelpText(
      'after',
      examples(
        'trackctl companies export -o companies.csv',
        'trackctl companies export --good-fit --tags Retail -o retail.csv',
        'trackctl companies export --bom -o ~/Downloads/',
        'trackctl companies export --health dormant --dry-run',
        'trackctl companies export --company-type brand | gzip > brands.csv.gz',
      ),
    )
    .action(action(runtime, async (context, command) => (await import('./export-companies')).exportCompanies(context, command)));

  completeValues(companies.command('import'), {
    file: FILES,
    '--report': FILES,
    '--resume': FILES,
    '--journey-types': { words: JOURNEY_TYPES, many: true },
    '--healths': { words: JOURNEY_HEALTHS, many: true },
    '--state-filter': { words: COMPANY_IMPORT_STATE_FILTERS },
  })
    .summary('look up the companies of a file and start journeys for them')
    .description(
      'Read a domain column and a name column (guessed from the header unless --domain-column and --name-column name ' +
        'them) of a CSV, text or spreadsheet file, or stdin with -; rows with neither are skipped. Looks each company up ' +
        '(numbers also as company ids), then creates or updates every importable one the state filter keeps, with a ' +
        'journey of each checked type whose health is among the checked healths. Ctrl+C stops starting rows and lets ' +
        'those in flight finish. Exits 0 when every row is done (or needs nothing: a run again with nothing to create), ' +
        '3 when some are not, 1 when none could be.',
    )
    .argument('<file>', 'a .csv, .tsv, .txt, .xlsx, .xls or .ods file, or - for stdin')
    .option('--dry-run', 'look the companies up (without stats) and print the plan (rows by state, journeys to create), changing nothing')
    .option('--report <file>', 'write every row with its final state and error as CSV')
    .option('--resume <report>', 'skip the rows an earlier report says are done')
    .option('--domain-column <col>', 'the domain column: header, number from 1 or letter')
    .option('--name-column <col>', 'the name column: header, number from 1 or letter')
    .option('--no-clearbit', 'do not enrich companies the database does not know')
    .option('--stats', 'ask for email stats in the lookup, which stores them on each company (not on --dry-run)')
    .option('--end-date <YYYY-MM-DD>', 'stats up to this day')
    .option('--no-prioritized', 'do not mark the companies prioritized')
    .option('--journey-types <types>', 'comma-separated journey types to start (default email_subscriber)')
    .option('--healths <healths>', 'comma-separated healths that get a journey (default expired,dormant,new)')
    .option('--state-filter <filter>', 'all, good_fit or new (default all)')
    .option('--base-email-domain <domain>', 'one of the registration domains (else the default)')
    .option('-y, --yes', 'create without asking (needed when stdin is not a terminal, or is the input)')
    .addHelpText(
      'after',
      examples(
        'trackctl companies import brands.xlsx --dry-run --domain-column C',
        'trackctl companies import brands.csv --journey-types email_subscriber,cart_abandoner --yes --report report.csv',
        'trackctl companies import brands.csv --yes --resume report.csv --report report-2.csv',
      ),
    )
    .action(action(runtime, async (context, command) => (await import('./import-companies')).importCompanies(context, command)));
}
