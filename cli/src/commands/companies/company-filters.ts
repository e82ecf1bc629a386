import type { Command } from 'commander';
import type { EndpointInput, Endpoints } from '@tracker/core';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import { addFilterOptions, filterQuery } from '../../kit/filter-options';

export type CompanyFilterQuery = NonNullable<EndpointInput<Endpoints['exportCompanies']>['query']>;

/** Adds a flag per filter of the companies screen (spec section 2), named after its query parameter. */
export function addCompanyFilterOptions(command: Command): Command {
  return addFilterOptions(command, FILTER_FLAGS.companies);
}

/** The query parameters the companies filter flags set, shared by `companies list` and `companies export`. */
export function companyFilterQuery(options: Record<string, unknown>): CompanyFilterQuery {
  return filterQuery(FILTER_FLAGS.companies, options) as CompanyFilterQuery;
}
