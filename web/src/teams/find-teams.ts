import { teamsEndpoints } from '@tracker/core/teams';
import { api } from '../api/client';
import type { SearchResult } from '../ui/commands/command-registry';

/** The palette's 'Find team…': teams whose name or owner email contains the text. */
export async function findTeams(text: string): Promise<SearchResult[]> {
  const { data } = await api.request(teamsEndpoints.listTeams, { query: { q: text, size: 10 } });
  return data.map((team) => ({ id: team.id, title: team.attributes.name, detail: team.attributes.owner?.email, href: `/teams/${team.id}` }));
}
