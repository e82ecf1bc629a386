import { groupsEndpoints } from '@tracker/core/groups';
import { abortableApi } from '../api/abortable-api';
import type { SearchResult } from '../ui/commands/command-registry';

/** How many groups the palette lists for a search. */
const GROUP_SEARCH_SIZE = 8;

/** The palette's group search: groups (global or not) whose name contains the text, each opening its screen. */
export async function findGroups(text: string, signal: AbortSignal): Promise<SearchResult[]> {
  const found = await abortableApi(signal).request(groupsEndpoints.listGroups, { query: { q: text, size: GROUP_SEARCH_SIZE } });
  return found.data.map((group) => ({
    id: group.id,
    title: group.attributes.name,
    detail: group.attributes.global ? 'Global group' : 'Group',
    href: `/groups/${group.id}`,
  }));
}
