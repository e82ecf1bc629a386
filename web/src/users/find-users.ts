import { usersEndpoints } from '@tracker/core/users';
import { api } from '../api/client';
import type { SearchResult } from '../ui/commands/command-registry';

/** The palette's 'Find user by email…': users whose email contains the text. */
export async function findUsers(text: string): Promise<SearchResult[]> {
  const { data } = await api.request(usersEndpoints.listUsers, { query: { email: text, size: 10 } });
  return data.map((user) => ({ id: user.id, title: user.attributes.email, detail: user.attributes.name ?? undefined, href: `/users/${user.id}` }));
}
