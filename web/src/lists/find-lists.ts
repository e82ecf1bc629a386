import { listsEndpoints } from '@tracker/core/lists';
import { abortableApi } from '../api/abortable-api';
import type { SearchResult } from '../ui/commands/command-registry';
import { LIST_STATE_LABELS, LIST_TYPE_LABELS } from './list-labels';

/** How many lists the palette shows for a search. */
const LIST_SEARCH_SIZE = 8;

/** The palette's list search: lists (featured or not) whose name contains the text, each opening its screen. */
export async function findLists(text: string, signal: AbortSignal): Promise<SearchResult[]> {
  const found = await abortableApi(signal).request(listsEndpoints.listLists, {
    query: { q: text, sort: 'name:asc', size: LIST_SEARCH_SIZE },
  });
  return found.data.map((list) => ({
    id: list.id,
    title: list.attributes.name,
    detail: `${LIST_TYPE_LABELS[list.attributes.type]} · ${LIST_STATE_LABELS[list.attributes.state]}`,
    href: `/lists/${list.id}`,
  }));
}
