import {
  ADDRESS_FILTERS,
  COMPANY_FILTERS,
  EMAIL_FILTERS,
  filterHelp,
  GROUP_FILTERS,
  HOLIDAY_FILTERS,
  INBOUND_FILTERS,
  INDUSTRY_FILTERS,
  JOURNEY_FILTERS,
  LIST_FILTERS,
  REGISTRATION_FILTERS,
  TEAM_FILTERS,
  USER_FILTERS,
  type Filter,
  type ListFilters,
} from '@tracker/core';
import type { FilterFlag } from '../src/kit/filter-flag';

/** The lists trackctl has commands for; a new list command adds its declaration here. */
const LISTS: Record<string, ListFilters> = {
  companies: COMPANY_FILTERS,
  groups: GROUP_FILTERS,
  registrations: REGISTRATION_FILTERS,
  users: USER_FILTERS,
  teams: TEAM_FILTERS,
  holidays: HOLIDAY_FILTERS,
  emails: EMAIL_FILTERS,
  lists: LIST_FILTERS,
  journeys: JOURNEY_FILTERS,
  addresses: ADDRESS_FILTERS,
  industries: INDUSTRY_FILTERS,
  inbound: INBOUND_FILTERS,
};

const kebab = (name: string) =>
  name
    .replace(/_/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

/** The values a shell offers after the flag: an enum's choices, a sort's `field:asc` and `field:desc`. */
function completion(filter: Filter): Pick<FilterFlag, 'values' | 'many'> {
  const choices = filter.choices ?? [];
  if (filter.kind === 'enum') return { values: [...choices] };
  if (filter.kind === 'multi-enum') return { values: [...choices], many: true };
  if (filter.kind === 'sort') return { values: choices.flatMap((field) => [`${field}:asc`, `${field}:desc`]) };
  return {};
}

function filterFlag(param: string, filter: Filter, filters: ListFilters['filters']): FilterFlag {
  const name = filter.flag ?? kebab(param);
  const required = filter.requires ? filters[filter.requires] : undefined;
  const requires = filter.requires ? { requires: `--${required?.flag ?? kebab(filter.requires)}` } : {};
  const hints = [filter.cliHint, requires.requires && `with ${requires.requires}`].filter(Boolean);
  const help = hints.length > 0 ? `${filterHelp(filter)} (${hints.join('; ')})` : filterHelp(filter);
  if (filter.kind !== 'boolean') {
    return { param, flags: `--${name} <${filter.argument ?? 'value'}>`, help, ...requires, ...completion(filter) };
  }
  return {
    param,
    flags: `--${name}`,
    help,
    negate: { flags: `--no-${name}`, help: filter.negated ?? `not ${filter.description}` },
    ...requires,
  };
}

/** Every list's flags, in declaration order. */
function filterFlags(): Record<string, FilterFlag[]> {
  return Object.fromEntries(
    Object.entries(LISTS).map(([list, declaration]) => [
      list,
      Object.entries(declaration.filters).map(([param, filter]) => filterFlag(param, filter, declaration.filters)),
    ]),
  );
}

/** The source of `src/generated/filter-flags.ts`. */
export function filterFlagsModule(): string {
  return [
    '// Generated from the filters declared in @tracker/core by `npm run generate -w @tracker/cli` (run by the build).',
    '// Do not edit: change the declaration in core and run the generator.',
    "import type { FilterFlag } from '../kit/filter-flag';",
    '',
    '/** The filter flags of each list command, so that `--help` needs no @tracker/core at run time. */',
    `export const FILTER_FLAGS = ${JSON.stringify(filterFlags(), null, 2)} as const satisfies Record<string, readonly FilterFlag[]>;`,
    '',
  ].join('\n');
}
