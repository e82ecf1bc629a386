import * as z from 'zod';
import { daySchema } from '../dates/date-schemas';
import { commaList, commaStrings, positiveId, queryBoolean, sortParam } from './query';

/**
 * How a filter reads and how each face shows it: free text, comma-separated free texts, one or
 * several of a fixed set, a yes/no, a number (ids), a date, or a `field:dir` sort.
 */
export const FILTER_KINDS = ['text', 'list', 'enum', 'multi-enum', 'boolean', 'number', 'date', 'sort'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

type Choices = readonly [string, ...string[]];

/**
 * One filter of a list, declared once: the server validates and documents it with `schema`, the
 * web keeps it in the URL, and trackctl offers it as a flag (derived at build time).
 */
export type Filter<S extends z.ZodType = z.ZodType> = {
  kind: FilterKind;
  /** One line saying what the filter keeps; the CLI's help and the OpenAPI description are built from it. */
  description: string;
  /** For a boolean: what `false` keeps (the CLI's `--no-x`). */
  negated?: string;
  /** The accepted values (enums) or sort fields, from core's `as const` arrays. */
  choices?: Choices;
  /** The value, as the query carries it, that a screen starts with when its URL does not say. */
  default?: string;
  /** The CLI flag without dashes, when it is not the parameter's name in kebab case. */
  flag?: string;
  /** The name of the CLI flag's value in help (`--group-id <id>`). */
  argument?: string;
  /** Help that only makes sense on the command line, such as where to find an id. */
  cliHint?: string;
  /** Another filter of the list without which this one means nothing (trackctl refuses it alone). */
  requires?: string;
  /** The control's label on the web's filter panel; its 'Filter by …' command is named after it. */
  label?: string;
  /** What the web's text field shows while empty. */
  placeholder?: string;
  /**
   * How the web names each value it offers, in the order it offers them (enums, booleans, a
   * sort's `field:dir`); a value left out is not offered. Without it, the choices as they are.
   */
  choiceLabels?: Readonly<Record<string, string>>;
  /** Validates the query parameter as a URL carries it; optional, as every filter is. */
  schema: S;
};

type Options = Pick<Filter, 'description' | 'flag' | 'argument' | 'cliHint' | 'requires' | 'label' | 'placeholder' | 'choiceLabels'>;

/** Free text, trimmed, at most `max` characters. */
export function textFilter(options: Options & { max?: number }) {
  const { max = 200, ...rest } = options;
  return { kind: 'text', argument: 'text', ...rest, schema: z.string().trim().max(max).optional() } satisfies Filter;
}

/** Comma-separated free texts (tags, names); `schema` overrides how the parameter is read (e.g. numeric ids). */
export function listFilter<S extends z.ZodType<unknown, string> = typeof commaStrings>(options: Options & { schema?: S }) {
  // S is commaStrings' type exactly when no schema is given.
  const { schema = commaStrings as unknown as S, ...rest } = options;
  return { kind: 'list', argument: 'values', ...rest, schema: schema.optional() } satisfies Filter;
}

/** One of `choices`. */
export function enumFilter<const T extends Choices>(choices: T, options: Options & { default?: T[number] }) {
  return { kind: 'enum', argument: 'value', ...options, choices, schema: z.enum(choices).optional() } satisfies Filter;
}

/** Any of `choices`, comma-separated. */
export function multiEnumFilter<const T extends Choices>(choices: T, options: Options) {
  return { kind: 'multi-enum', argument: 'values', ...options, choices, schema: commaList(choices).optional() } satisfies Filter;
}

/** `true` keeps what `description` says, `false` what `negated` says; absent keeps both. */
export function booleanFilter(options: Options & { negated: string; default?: boolean }) {
  const { default: initial, ...rest } = options;
  return {
    kind: 'boolean',
    ...rest,
    ...(initial !== undefined && { default: String(initial) }),
    schema: queryBoolean.optional(),
  } satisfies Filter;
}

/** A record's numeric id. */
export function idFilter(options: Options) {
  return { kind: 'number', argument: 'id', ...options, schema: positiveId.optional() } satisfies Filter;
}

/** A date as YYYY-MM-DD; `schema` overrides it (e.g. to accept a date-time too). */
export function dateFilter<S extends z.ZodType<unknown, string> = z.ZodISODate>(options: Options & { schema?: S }) {
  // S is the date's type exactly when no schema is given.
  const { schema = daySchema() as unknown as S, ...rest } = options;
  return { kind: 'date', argument: 'date', ...rest, schema: schema.optional() } satisfies Filter;
}

/** A `field:asc` or `field:desc` order over `fields`, with the server's default. */
export function sortFilter<const T extends Choices>(
  fields: T,
  options: { default: `${T[number]}:${'asc' | 'desc'}` } & Pick<Filter, 'label' | 'choiceLabels'>,
) {
  return {
    kind: 'sort',
    argument: 'field:dir',
    description: 'order, asc or desc, by',
    choices: fields,
    ...options,
    schema: sortParam(fields).optional(),
  } satisfies Filter;
}

/** A filter's `choiceLabels` in the order of `choices`, with `any` first (the value that narrows nothing) when given. */
export function choiceLabels<const T extends string>(
  choices: readonly T[],
  labels: Readonly<Record<T, string>>,
  any?: readonly [value: string, label: string],
): Readonly<Record<string, string>> {
  return Object.fromEntries([...(any ? [any] : []), ...choices.map((choice) => [choice, labels[choice]] as const)]);
}
