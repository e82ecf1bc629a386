import type { Command } from 'commander';
import { PAGE_SIZES } from '../../generated/core-constants';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { examples } from '../../kit/help';

/** How many records of each area the search gives: its default and the most it allows (generated from its query schema). */
export const SEARCH_SIZES = PAGE_SIZES.searchRecords;

export function registerSearch(program: Command, runtime: Runtime): void {
  program
    .command('search')
    .summary('find records of every area by id, name, inbox or subject')
    .description(
      'Find registrations, companies, journeys, inboxes, emails, lists, groups, users, teams and holidays in one request: ' +
        'an id or a whole name first, then names that start with the text, then names that hold it.',
    )
    .argument('<text>', 'an id, or a part of a name, inbox, email address or subject')
    .option('--size <n>', `records of each area at most (default ${SEARCH_SIZES.defaultSize}, at most ${SEARCH_SIZES.maxSize})`)
    .addHelpText('after', examples('trackctl search 417', 'trackctl search acme', 'trackctl search liam.12@track.example --json'))
    .action(action(runtime, async (context, command) => (await import('./search-records')).searchRecords(context, command)));
}
