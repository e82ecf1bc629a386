import { holidaysEndpoints } from '@tracker/core/holidays';
import { abortableApi } from '../api/abortable-api';
import type { SearchResult } from '../ui/commands/command-registry';

/** How many holidays the palette lists for a search. */
const HOLIDAY_SEARCH_SIZE = 8;

/** The palette's holidays whose name or keywords contain the text, each opening its screen. */
export async function findHolidays(text: string, signal: AbortSignal): Promise<SearchResult[]> {
  const { data } = await abortableApi(signal).request(holidaysEndpoints.listHolidays, { query: { q: text, size: HOLIDAY_SEARCH_SIZE } });
  return data.map((holiday) => ({
    id: holiday.id,
    title: holiday.attributes.name,
    detail: holiday.attributes.keywords || undefined,
    href: `/holidays/${holiday.id}`,
  }));
}
