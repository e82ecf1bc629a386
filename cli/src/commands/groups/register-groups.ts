import type { Command } from 'commander';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { completeValues, FILES } from '../../kit/completion-values';
import { examples } from '../../kit/help';
import { addFilterOptions } from '../../kit/filter-options';
import { addPagingOptions, type Paging } from '../../kit/paged-list';
import { PAGE_SIZES } from '../../generated/core-constants';

/** The groups list's sizes, as the endpoint declares them (generated from its query schema). */
export const GROUP_PAGING: Paging = { noun: { one: 'group', many: 'groups' }, ...PAGE_SIZES.listGroups };

/** The groups noun's verbs and help, added to its command (named and summarised in ../index.ts). */
export function registerGroups(groups: Command, runtime: Runtime): void {
  groups
    .helpCommand(false)
    .addHelpText(
      'after',
      examples('trackctl groups list', 'trackctl groups list --global --json', 'trackctl groups add 4 brands.csv --yes'),
    );

  addPagingOptions(
    addFilterOptions(
      groups
        .command('list')
        .summary('list groups')
        .description(
          "List groups of companies with their users. Without --global or --no-global, the server's default applies " +
            '(every group). Prints a table, with the page and the number of groups on stderr, or the JSON:API document with --json.',
        ),
      FILTER_FLAGS.groups,
    ),
    GROUP_PAGING,
  )
    .addHelpText(
      'after',
      examples(
        'trackctl groups list',
        'trackctl groups list --global --sort companies_count:desc',
        'trackctl groups list --q fashion --json=id,name',
        'trackctl groups list --all | cut -f1,2',
      ),
    )
    .action(action(runtime, async (context, command) => (await import('./list-groups')).listGroups(context, command)));

  completeValues(groups.command('add'), { file: FILES })
    .summary('add the companies of a file to a group')
    .description(
      'Read domains, names or company ids from one column of a CSV, text or spreadsheet file (xlsx, xls, ods), or ' +
        'from stdin with -, look each one up and add the companies found to the group, a few at a time. The column is ' +
        'the one its header names (domain, website, url, company id, id, name ...), else the first; --column chooses. ' +
        'Prints each row with what became of it (or JSON with --json), progress on stderr. Exits 3 when some rows ' +
        'were not added (not found or refused), 1 when none was; running it again adds only what is missing.',
    )
    .argument('<group_id>', "the group's id (trackctl groups list shows it)")
    .argument('<file>', 'a .csv, .tsv, .txt, .xlsx, .xls or .ods file, or - for stdin')
    .option('--column <name|n>', 'the column to read: its header, or its number from 1')
    .option('--dry-run', 'look the companies up and say what would be added, changing nothing')
    .option('-y, --yes', 'add without asking (needed when stdin is not a terminal, or is the input)')
    .addHelpText(
      'after',
      examples(
        'trackctl groups add 4 brands.xlsx --dry-run',
        'trackctl groups add 4 brands.csv --column Website --yes',
        'pbpaste | trackctl groups add 4 - --yes --json',
      ),
    )
    .action(action(runtime, async (context, command) => (await import('./add-to-group')).addGroupCompanies(context, command)));
}
