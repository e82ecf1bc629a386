import type { Industry, VerticalResource } from '@tracker/core';
import type { IndustryWithVertical, VerticalWithCounts } from '../repositories/industries-repository';

export function industryResource({ industry: i, verticalName }: IndustryWithVertical): Industry {
  return {
    id: String(i.id),
    type: 'industries',
    attributes: {
      name: i.name,
      verticalId: i.verticalId === null ? null : String(i.verticalId),
      vertical_name: verticalName,
      updated_at: i.updatedAt.toISOString(),
    },
  };
}

export function verticalResource({ vertical: v, industriesCount, companiesCount }: VerticalWithCounts): VerticalResource {
  return {
    id: String(v.id),
    type: 'verticals',
    attributes: { name: v.name, industries_count: industriesCount, companies_count: companiesCount },
  };
}
