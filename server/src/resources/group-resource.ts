import type { Group } from '@tracker/core';
import type { GroupWithRelations } from '../repositories/groups-repository';

/** A group as the API answers it. */
export function groupResource({ group: g, companiesCount, users }: GroupWithRelations): Group {
  return {
    id: String(g.id),
    type: 'groups',
    attributes: {
      name: g.name,
      global: g.global,
      featured: g.featured,
      companies_count: companiesCount,
      users: users.map((u) => ({ id: String(u.id), email: u.email })),
      created_at: g.createdAt.toISOString(),
      updated_at: g.updatedAt.toISOString(),
    },
  };
}
