import { teamsEndpoints } from '@tracker/core/teams';
import { abortableApi } from '../api/abortable-api';
import type { SearchResult } from '../ui/commands/command-registry';

/** The palette's teams whose name or owner email contains the text; `signal` cancels a search typed past. */
export async function findTeams(text: string, signal: AbortSignal): Promise<SearchResult[]> {
  const { data } = await abortableApi(signal).request(teamsEndpoints.listTeams, { query: { q: text, size: 10 } });
  return data.map((team) => ({
    id: team.id,
    title: team.attributes.name,
    detail: team.attributes.owner?.email,
    href: `/teams/${team.id}`,
  }));
}
