import { usersEndpoints } from '@tracker/core/users';
import { abortableApi } from '../api/abortable-api';
import type { SearchResult } from '../ui/commands/command-registry';

/** The palette's users whose email contains the text; `signal` cancels a search typed past. */
export async function findUsers(text: string, signal: AbortSignal): Promise<SearchResult[]> {
  const { data } = await abortableApi(signal).request(usersEndpoints.listUsers, { query: { email: text, size: 10 } });
  return data.map((user) => ({
    id: user.id,
    title: user.attributes.email,
    detail: user.attributes.name ?? undefined,
    href: `/users/${user.id}`,
  }));
}
