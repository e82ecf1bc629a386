import type { Command } from 'commander';
import type { Group } from '@tracker/core';
import type { Context } from '../context/create-context';
import { FILTER_FLAGS } from '../generated/filter-flags';
import type { Runtime } from '../runtime';
import { pageFooter } from '../ui/page-footer';
import type { Column } from '../ui/ui';
import { action } from './action';
import { addGroupCompanies } from './groups-add';
import { examples } from './help';
import { addFilterOptions, filterQuery } from './filter-options';
import { withoutUndefined } from './query-params';

type PageFlags = { page?: string; size?: string };

export function registerGroups(program: Command, runtime: Runtime): void {
  const groups = program
    .command('groups')
    .summary('list groups of companies, add companies to one in bulk')
    .helpCommand(false)
    .addHelpText('after', examples('trackctl groups list', 'trackctl groups list --global --json', 'trackctl groups add 4 brands.csv --yes'));

  addFilterOptions(
    groups
      .command('list')
      .summary('list groups')
      .description(
        'List groups of companies with their users. Without --global or --no-global, the server\'s default applies ' +
          '(every group). Prints a table, with the page and the number of groups on stderr, or the JSON:API document with --json.',
      ),
    FILTER_FLAGS.groups,
  )
    .option('--page <n>', 'the page to show (default 1)')
    .option('--size <n>', 'groups per page (default and most 100)')
    .addHelpText(
      'after',
      examples('trackctl groups list', 'trackctl groups list --global --sort companies_count:desc', 'trackctl groups list --q fashion --json'),
    )
    .action(action(runtime, listGroups));

  groups
    .command('add')
    .summary('add the companies of a file to a group')
    .description(
      'Read domains, names or company ids from one column of a CSV, text or spreadsheet file (xlsx, xls, ods), or ' +
        'from stdin with -, look each one up and add the companies found to the group, a few at a time. The column is ' +
        'the one its header names (domain, website, url, company id, id, name ...), else the first; --column chooses. ' +
        'Prints each row with what became of it (or JSON with --json), progress on stderr. Exits 3 when some rows ' +
        'were not added (not found or refused), 1 when none was; running it again adds only what is missing.',
    )
    .argument('<group_id>', 'the group\'s id (trackctl groups list shows it)')
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
    .action(action(runtime, addGroupCompanies));
}

const groupColumns: readonly Column<Group>[] = [
  { header: 'id', value: (g) => g.id, align: 'right' },
  { header: 'name', value: (g) => g.attributes.name },
  { header: 'global', value: (g) => (g.attributes.global ? 'yes' : 'no') },
  { header: 'featured', value: (g) => (g.attributes.featured ? 'yes' : 'no') },
  { header: 'companies', value: (g) => g.attributes.companies_count, align: 'right' },
  { header: 'users', value: (g) => g.attributes.users.map((u) => u.email).join(', ') },
];

/** The query the flags set; `global` is left to the server unless a flag says otherwise. */
function listGroupsQuery(command: Command): Record<string, string> {
  const { page, size } = command.opts<PageFlags>();
  return { ...filterQuery(FILTER_FLAGS.groups, command.opts()), ...withoutUndefined({ page, size }) };
}

async function listGroups(context: Context, command: Command): Promise<void> {
  const page = await context.api().request('listGroups', { query: listGroupsQuery(command) });
  if (context.settings.json) {
    context.ui.renderJson(page);
    return;
  }
  if (page.data.length > 0) context.ui.renderTable(page.data, groupColumns);
  context.ui.renderInfo(pageFooter(page.meta, { one: 'group', many: 'groups' }));
}
