import {
  CLASSIFICATION_TYPES,
  COMPANY_IMPORT_STATE_FILTERS,
  endpoints,
  JOURNEY_HEALTHS,
  JOURNEY_TYPES,
  LIST_STATES,
  LIST_TYPES,
  MEMBER_ROLES,
  SETTABLE_REGISTRATION_STATUSES,
} from '@tracker/core';

type PageSize = { defaultSize: number; maxSize: number };
/** The little of zod's `z.number().max(n).default(d)` read here (cli has no zod of its own). */
type SizeSchema = { def: { defaultValue: unknown }; unwrap(): { maxValue: number | null } };

/** The `size` parameter's default and maximum, read from the query schema of every paged endpoint. */
function pageSizes(): Record<string, PageSize> {
  const sizes: Record<string, PageSize> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const query = (endpoint as { query?: { shape: Record<string, unknown> } }).query;
    const size = query?.shape.size as SizeSchema | undefined;
    if (!size) continue;
    const maxSize = size.unwrap().maxValue;
    if (maxSize === null || !Number.isFinite(maxSize)) throw new Error(`${name}: its page size declares no maximum`);
    sizes[name] = { defaultSize: size.def.defaultValue as number, maxSize };
  }
  return sizes;
}

/** The source of `src/generated/core-constants.ts`. */
export function coreConstantsModule(): string {
  const constant = (name: string, doc: string, value: unknown) => [
    `/** ${doc} */`,
    `export const ${name} = ${JSON.stringify(value, null, 2)} as const;`,
    '',
  ];
  return [
    '// Generated from @tracker/core by `npm run generate -w @tracker/cli` (run by the build).',
    '// Do not edit: change the declaration in core and run the generator.',
    '// Copied here so that building the command tree (and `--help`) needs no @tracker/core at run time.',
    '',
    ...constant('PAGE_SIZES', "Each paged endpoint's page size: its default and the most it allows.", pageSizes()),
    ...constant('SETTABLE_REGISTRATION_STATUSES', 'The statuses `registrations set-status` may set.', SETTABLE_REGISTRATION_STATUSES),
    ...constant('LIST_STATES', 'The states a list can be in.', LIST_STATES),
    ...constant('LIST_TYPES', 'The kinds of list.', LIST_TYPES),
    ...constant('MEMBER_ROLES', 'The roles a team member (and so an invitation) can have.', MEMBER_ROLES),
    ...constant('JOURNEY_TYPES', 'The journey types (for completion; the import checks them with core).', JOURNEY_TYPES),
    ...constant('JOURNEY_HEALTHS', "A journey type's healths (for completion).", JOURNEY_HEALTHS),
    ...constant('COMPANY_IMPORT_STATE_FILTERS', "The companies import's state filters (for completion).", COMPANY_IMPORT_STATE_FILTERS),
    ...constant('CLASSIFICATION_TYPES', 'The classification types an email can have (for completion).', CLASSIFICATION_TYPES),
  ].join('\n');
}
