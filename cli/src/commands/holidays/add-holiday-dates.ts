import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { render } from './render-holiday';

/** A YYYY-MM-DD day that exists in the calendar (not 2027-02-30). */
function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export async function addHolidayDates(context: Context, id: string, dates: string[]): Promise<void> {
  const bad = dates.find((day) => !isCalendarDay(day));
  if (bad !== undefined) throw new UsageError(`"${bad}" is not a day: write it as YYYY-MM-DD, such as 2027-11-26.`);
  render(context, await context.api().request('updateHoliday', { params: { id }, body: { dates } }));
}
