import type { Context } from '../../context/create-context';
import { render } from './render-holiday';

export async function showHoliday(context: Context, id: string): Promise<void> {
  render(context, await context.api().request('getHoliday', { params: { id } }));
}
