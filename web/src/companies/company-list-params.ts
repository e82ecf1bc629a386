import { COMPANIES_DEFAULT_SORT, COMPANY_SORT_FIELDS, COMPANY_TYPES, type CompanyFilters } from '@tracker/core/companies';
import { JOURNEY_HEALTHS, JOURNEY_TYPES } from '@tracker/core/journeys';
import type { z } from 'zod';
import { parseSort } from '../ui/data-table/sort';
import type { ParamDefaults } from '../ui/use-search-params-state';

/**
 * The companies screen's URL state (spec section 2) with its defaults. Lists repeat their key
 * (`tags=a&tags=b`); `good_fit` is '', 'true' or 'false'.
 */
export const COMPANY_LIST_PARAMS = {
  q: '',
  health: '',
  journey_types: [] as readonly string[],
  sort: COMPANIES_DEFAULT_SORT as string,
  tags: [] as readonly string[],
  group_id: '',
  good_fit: '',
  technologies: [] as readonly string[],
  technology_id: '',
  company_type: '',
  current: false as boolean,
  page: 1,
} satisfies ParamDefaults;

export type CompanyListParams = typeof COMPANY_LIST_PARAMS;
export type CompanyFiltersRequest = z.input<typeof CompanyFilters>;

const among = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);
const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value);
const list = (values: readonly string[]) => values.map((v) => v.trim()).filter(Boolean).join(',') || undefined;

/**
 * The API filters for the URL's state, shared by the list and the export. Values the API would
 * reject (a hand-edited URL) are left out rather than failing the whole screen.
 */
export function companyFilters(params: CompanyListParams): CompanyFiltersRequest {
  const sort = parseSort(params.sort);
  const filters: CompanyFiltersRequest = {
    q: params.q.trim() || undefined,
    health: among(JOURNEY_HEALTHS, params.health) ? params.health : undefined,
    journey_types: list(params.journey_types.filter((type) => among(JOURNEY_TYPES, type))),
    sort: sort && among(COMPANY_SORT_FIELDS, sort.field) ? params.sort : COMPANIES_DEFAULT_SORT,
    tags: list(params.tags),
    group_id: isId(params.group_id) ? params.group_id : undefined,
    good_fit: params.good_fit === 'true' || params.good_fit === 'false' ? params.good_fit : undefined,
    technologies: list(params.technologies),
    technology_id: isId(params.technology_id) ? params.technology_id : undefined,
    company_type: among(COMPANY_TYPES, params.company_type) ? params.company_type : undefined,
    current: params.current ? 'true' : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/** Whether any filter (not the sort or page) narrows the list. */
export function hasFilters(params: CompanyListParams): boolean {
  const { sort: _sort, ...filters } = companyFilters(params);
  return Object.keys(filters).length > 0;
}
