import type { Command } from 'commander';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { addFilterOptions } from '../../kit/filter-options';
import { examples } from '../../kit/help';
import { addPagingOptions, type Paging } from '../../kit/paged-list';
import { PAGE_SIZES } from '../../generated/core-constants';

/** The holidays list's sizes, as the endpoint declares them (generated from its query schema). */
export const HOLIDAY_PAGING: Paging = { noun: { one: 'holiday', many: 'holidays' }, ...PAGE_SIZES.listHolidays };

/** The holidays noun's verbs and help, added to its command (named and summarised in ../index.ts). */
export function registerHolidays(holidays: Command, runtime: Runtime): void {
  holidays
    .helpCommand(false)
    .addHelpText(
      'after',
      examples(
        'trackctl holidays list --q friday',
        'trackctl holidays add-date 4 2027-11-26',
        'trackctl holidays remove-date 4 2026-11-27',
      ),
    );

  addPagingOptions(
    addFilterOptions(
      holidays
        .command('list')
        .summary('list holidays with their dates')
        .description(
          'List holidays a page at a time with their dates and keywords, filtered by name or keyword and by a date range. Prints a table, the page on stderr, or the document with --json. --limit and --all go past one page.',
        ),
      FILTER_FLAGS.holidays,
    ),
    HOLIDAY_PAGING,
  )
    .addHelpText('after', examples('trackctl holidays list --q friday', 'trackctl holidays list --from 2026-12-01 --to 2026-12-31'))
    .action(action(runtime, async (context, command) => (await import('./list-holidays')).listHolidays(context, command)));

  holidays
    .command('show')
    .summary('show a holiday with its keywords and dates')
    .description('Prints the holiday: its name, keywords and every date (the document with --json). Exits 1 when no holiday has the id.')
    .argument('<id>', "the holiday's id (trackctl holidays list shows it)")
    .addHelpText('after', examples('trackctl holidays show 14', 'trackctl holidays show 14 --json'))
    .action(action(runtime, async (context, command) => (await import('./show-holiday')).showHoliday(context, command.args[0]!)));

  holidays
    .command('add-date')
    .summary('add dates to a holiday')
    .description("Adds each day to the holiday's dates and prints the holiday as it is now.")
    .argument('<id>', "the holiday's id")
    .argument('<dates...>', 'days as YYYY-MM-DD')
    .addHelpText('after', examples('trackctl holidays add-date 14 2028-11-24', 'trackctl holidays add-date 14 2028-11-24 2029-11-23'))
    .action(
      action(runtime, async (context, command) => {
        const [id, ...dates] = command.args;
        await (await import('./add-holiday-dates')).addHolidayDates(context, id!, dates);
      }),
    );

  holidays
    .command('remove-date')
    .summary('remove one date of a holiday')
    .description("Removes one day from the holiday's dates and prints the holiday as it is now.")
    .argument('<id>', "the holiday's id")
    .argument('<date>', 'the day to remove, as YYYY-MM-DD')
    .addHelpText('after', examples('trackctl holidays remove-date 14 2028-11-24'))
    .action(
      action(runtime, async (context, command) => {
        const [id, day] = command.args as [string, string];
        await (await import('./remove-holiday-date')).removeHolidayDate(context, id, day);
      }),
    );
}
