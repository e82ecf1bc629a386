import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { render } from './render-holiday';

export async function removeHolidayDate(context: Context, id: string, day: string): Promise<void> {
  const api = context.api();
  const holiday = await api.request('getHoliday', { params: { id } });
  const date = holiday.data.attributes.dates.find((d) => d.occurs_at === day);
  if (!date) throw new UsageError(`${holiday.data.attributes.name} has no date ${day}.`, `See its dates: trackctl holidays show ${id}`);
  render(context, await api.request('deleteHolidayDate', { params: { id, date_id: date.id } }));
}
