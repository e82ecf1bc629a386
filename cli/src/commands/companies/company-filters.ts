import type { Command } from 'commander';
import type { EndpointInput, Endpoints } from '@tracker/core';
import { HELP_CHOICES, oneOf } from '../choices';
import { booleanParam, withoutUndefined } from '../query-params';

/** The companies screen's filters as flags, shared by `companies list` and `companies export`. */
export type CompanyFilterFlags = {
  q?: string;
  health?: string;
  journeyTypes?: string;
  sort?: string;
  tags?: string;
  groupId?: string;
  goodFit?: boolean;
  technologies?: string;
  technologyId?: string;
  companyType?: string;
  current?: boolean;
};

export type CompanyFilterQuery = NonNullable<EndpointInput<Endpoints['exportCompanies']>['query']>;

/** Adds a flag per filter of the companies screen (spec section 2), named after its query parameter. */
export function addCompanyFilterOptions(command: Command): Command {
  const { journeyHealths, journeyTypes, companyTypes, companySortFields } = HELP_CHOICES;
  return command
    .option('--q <text>', 'name or domain contains the text')
    .option('--health <health>', `some journey type has this health: ${oneOf(journeyHealths)}`)
    .option('--journey-types <types>', `with --health, only these journey types, comma-separated: ${journeyTypes.join(', ')}`)
    .option('--sort <field:dir>', `order, asc or desc, by ${oneOf(companySortFields)} (default name:asc)`)
    .option('--tags <tags>', 'has any of these tags, comma-separated')
    .option('--group-id <id>', 'in this group (ids: trackctl groups list)')
    .option('--good-fit', 'marked a good fit')
    .option('--no-good-fit', 'not marked a good fit')
    .option('--technologies <names>', 'uses any of these technologies, comma-separated names')
    .option('--technology-id <id>', 'uses this technology')
    .option('--company-type <type>', `of this type: ${oneOf(companyTypes)}`)
    .option('--current', 'has a live journey')
    .option('--no-current', 'has no live journey');
}

/**
 * The query parameters the flags set, as the strings a URL carries; flags not given are left out.
 * The API layer checks them against the contract before sending.
 */
export function companyFilterQuery(flags: CompanyFilterFlags): CompanyFilterQuery {
  const query: Record<string, string | undefined> = {
    q: flags.q,
    health: flags.health,
    journey_types: flags.journeyTypes,
    sort: flags.sort,
    tags: flags.tags,
    group_id: flags.groupId,
    good_fit: booleanParam(flags.goodFit),
    technologies: flags.technologies,
    technology_id: flags.technologyId,
    company_type: flags.companyType,
    current: booleanParam(flags.current),
  };
  return withoutUndefined(query) as CompanyFilterQuery;
}
