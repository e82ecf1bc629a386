import type { Filter } from './filters';

type Described = Pick<Filter, 'kind' | 'description' | 'choices' | 'default' | 'cliHint'>;

/** `a, b or c`, for help text. */
function oneOf(values: readonly string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

/** The filter's one line of help with its accepted values: what a `--flag <value>` (or `--flag` for a boolean) says. */
export function filterHelp(filter: Described): string {
  const choices = filter.choices ?? [];
  switch (filter.kind) {
    case 'enum':
      return `${filter.description}: ${oneOf(choices)}`;
    case 'multi-enum':
      return `${filter.description}, comma-separated: ${choices.join(', ')}`;
    case 'list':
      return `${filter.description}, comma-separated`;
    case 'sort':
      return `${filter.description} ${oneOf(choices)} (default ${filter.default})`;
    default:
      return filter.description;
  }
}

/** The query parameter's description in the OpenAPI document: the help without command-line hints, both sides of a boolean. */
export function parameterDescription(filter: Described & Pick<Filter, 'negated'>): string {
  if (filter.kind === 'boolean') return `true: ${filter.description}; false: ${filter.negated ?? `not ${filter.description}`}`;
  return filterHelp(filter);
}
