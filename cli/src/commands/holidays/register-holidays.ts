import type { Command } from 'commander';
import type { Holiday } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Runtime } from '../../runtime';
import { formatKeyValues } from '../../ui/key-values';
import type { Column } from '../../ui/ui';
import { action } from '../../kit/action';
import { addFilterOptions, filterQuery } from '../../kit/filter-options';
import { examples } from '../../kit/help';
import { addPagingOptions, printList, type Paging } from '../../kit/paged-list';
import { PAGE_SIZES } from '../../generated/core-constants';

/** The holidays list's sizes, as the endpoint declares them (generated from its query schema). */
export const HOLIDAY_PAGING: Paging = { noun: { one: 'holiday', many: 'holidays' }, ...PAGE_SIZES.listHolidays };

export function registerHolidays(program: Command, runtime: Runtime): void {
  const holidays = program
    .command('holidays')
    .summary('list and show holidays, add and remove their dates')
    .helpCommand(false)
    .addHelpText('after', examples('trackctl holidays list --q friday', 'trackctl holidays add-date 4 2027-11-26', 'trackctl holidays remove-date 4 2026-11-27'));

  addPagingOptions(addFilterOptions(holidays.command('list').summary('list holidays with their dates'), FILTER_FLAGS.holidays), HOLIDAY_PAGING)
    .action(action(runtime, listHolidays));

  holidays
    .command('show')
    .summary('show a holiday with its keywords and dates')
    .argument('<id>', "the holiday's id (trackctl holidays list shows it)")
    .action(action(runtime, async (context, command) => render(context, await context.api().request('getHoliday', { params: { id: command.args[0]! } }))));

  holidays
    .command('add-date')
    .summary('add dates to a holiday')
    .argument('<id>', "the holiday's id")
    .argument('<dates...>', 'days as YYYY-MM-DD')
    .action(
      action(runtime, async (context, command) => {
        const [id, ...dates] = command.args;
        const bad = dates.find((day) => !isCalendarDay(day));
        if (bad !== undefined) throw new UsageError(`"${bad}" is not a day: write it as YYYY-MM-DD, such as 2027-11-26.`);
        render(context, await context.api().request('updateHoliday', { params: { id: id! }, body: { dates } }));
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
        const api = context.api();
        const holiday = await api.request('getHoliday', { params: { id } });
        const date = holiday.data.attributes.dates.find((d) => d.occurs_at === day);
        if (!date) throw new UsageError(`${holiday.data.attributes.name} has no date ${day}.`, `See its dates: trackctl holidays show ${id}`);
        render(context, await api.request('deleteHolidayDate', { params: { id, date_id: date.id } }));
      }),
    );
}

/** A YYYY-MM-DD day that exists in the calendar (not 2027-02-30). */
function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const holidayColumns: readonly Column<Holiday>[] = [
  { header: 'id', value: (h) => h.id, align: 'right' },
  { header: 'name', value: (h) => h.attributes.name },
  { header: 'dates', value: (h) => h.attributes.dates.map((d) => d.occurs_at).join(', ') },
  { header: 'keywords', value: (h) => h.attributes.keywords },
];

async function listHolidays(context: Context, command: Command): Promise<void> {
  const filters = filterQuery(FILTER_FLAGS.holidays, command.opts());
  await printList(context, command, HOLIDAY_PAGING, holidayColumns, (page) => context.api().request('listHolidays', { query: { ...filters, ...page } }));
}

function render(context: Context, document: { data: Holiday }): void {
  if (context.settings.json) {
    context.ui.renderJson(document);
    return;
  }
  const a = document.data.attributes;
  context.io.stdout.write(
    formatKeyValues([
      { key: 'id', value: document.data.id },
      { key: 'name', value: a.name },
      { key: 'keywords', value: a.keywords },
      { key: 'dates', value: a.dates.map((d) => d.occurs_at).join('\n') },
    ]),
  );
}
