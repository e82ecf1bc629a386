import type { Command } from 'commander';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import { PAGE_SIZES } from '../../generated/core-constants';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { addFilterOptions } from '../../kit/filter-options';
import { examples } from '../../kit/help';
import { addPagingOptions, type Paging } from '../../kit/paged-list';

/** The industries list's sizes, as the endpoint declares them (generated from its query schema). */
export const INDUSTRY_PAGING: Paging = { noun: { one: 'industry', many: 'industries' }, ...PAGE_SIZES.listIndustries };

/** The industries noun's verbs and help, added to its command (named and summarised in ../index.ts). */
export function registerIndustries(industries: Command, runtime: Runtime): void {
  industries
    .helpCommand(false)
    .description('The industries companies are filed under, each in a vertical (edited on the industries screen).')
    .addHelpText('after', examples('trackctl industries list --q apparel', 'trackctl industries list --vertical-id 3 --json=id,name'));

  addPagingOptions(
    addFilterOptions(
      industries
        .command('list')
        .summary('list industries with their verticals')
        .description('List industries a page at a time, by name. Prints a table, the page on stderr, or the document with --json.'),
      FILTER_FLAGS.industries,
    ),
    INDUSTRY_PAGING,
  )
    .addHelpText('after', examples('trackctl industries list --q apparel', 'trackctl industries list --vertical-id 3 --all --json'))
    .action(action(runtime, async (context, command) => (await import('./list-industries')).listIndustries(context, command)));
}
