import type { Company, CompanyDocument } from '@tracker/core';
import type { z } from 'zod';
import type { GroupRow } from '../repositories/groups-repository';

/** One company as a document: the groups it belongs to as relationships, and those groups included. */
export function companyDocument(company: Company, groups: readonly GroupRow[]): z.input<typeof CompanyDocument> {
  return {
    data: {
      ...company,
      relationships: { groups: { data: groups.map((g) => ({ id: String(g.id), type: 'groups' })) } },
    },
    included: groups.map((g) => ({
      id: String(g.id),
      type: 'groups',
      attributes: { name: g.name, global: g.global, featured: g.featured },
    })),
  };
}
