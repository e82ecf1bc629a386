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
    addFilterOptions(holidays.command('list').summary('list holidays with their dates'), FILTER_FLAGS.holidays),
    HOLIDAY_PAGING,
  ).action(action(runtime, async (context, command) => (await import('./list-holidays')).listHolidays(context, command)));

  holidays
    .command('show')
    .summary('show a holiday with its keywords and dates')
    .argument('<id>', "the holiday's id (trackctl holidays list shows it)")
    .action(action(runtime, async (context, command) => (await import('./show-holiday')).showHoliday(context, command.args[0]!)));

  holidays
    .command('add-date')
    .summary('add dates to a holiday')
    .argument('<id>', "the holiday's id")
    .argument('<dates...>', 'days as YYYY-MM-DD')
    .action(
      action(runtime, async (context, command) => {
        const [id, ...dates] = command.args;
        await (await import('./add-holiday-dates')).addHolidayDates(context, id!, dates);
      }),
    );

  holidays
    .command('remove-date')
    .summary('remove one date of a holiday')
    .argument('<id>', "the holiday's id")
    .argument('<date>', 'the day to remove, as YYYY-MM-DD')
    .action(
      action(runtime, async (context, command) => {
        const [id, day] = command.args as [string, string];
        await (await import('./remove-holiday-date')).removeHolidayDate(context, id, day);
      }),
    );
}
