import type { Filter, Filters, ListFilters } from '@tracker/core/contract';
import type { z } from 'zod';
import type { FilterParams } from './list-filter-params';

const accepts = (filter: Filter, value: string) => value !== '' && filter.schema.safeParse(value).success;

/** One filter's value as the query carries it, or undefined when the API would refuse it. */
function queryValue(filter: Filter, value: string | readonly string[]): string | undefined {
  if (typeof value === 'string') {
    const text = value.trim();
    return accepts(filter, text) ? text : undefined;
  }
  const items = value.map((item) => item.trim()).filter(Boolean);
  // A multi-enum keeps the values it knows, so one stale value does not drop the others.
  const kept = filter.kind === 'multi-enum' ? items.filter((item) => accepts(filter, item)) : items;
  const text = kept.join(',');
  return accepts(filter, text) ? text : undefined;
}

/** The values the API would accept, by parameter; a sort falls back to its default. */
function sentValues(filters: Filters, params: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, filter] of Object.entries(filters)) {
    const value = queryValue(filter, params[name] as string | readonly string[]) ?? (filter.kind === 'sort' ? filter.default : undefined);
    if (value !== undefined) query[name] = value;
  }
  return query;
}

/**
 * The API query for a list's URL state, the page left out. What the API would refuse (a
 * hand-edited URL, or `all` for a filter whose default is set) is left out rather than failing the
 * whole screen; a sort always has one, its default when the URL's is unknown.
 */
export function listFilterQuery<F extends Filters>(
  declaration: ListFilters<F>,
  params: FilterParams<F>,
): z.input<ListFilters<F>['schema']> {
  // Each value passed its filter's schema.
  return sentValues(declaration.filters, params) as z.input<ListFilters<F>['schema']>;
}

/** Whether any filter but the sort narrows the list beyond where the screen starts. */
export function hasActiveFilters<F extends Filters>(declaration: ListFilters<F>, params: FilterParams<F>): boolean {
  const query = sentValues(declaration.filters, params);
  return Object.entries(declaration.filters).some(([name, filter]) => filter.kind !== 'sort' && query[name] !== filter.default);
}

/** How many filters narrow the list beyond where the screen starts, leaving out `except` (the search, shown apart). */
export function activeFilterCount<F extends Filters>(
  declaration: ListFilters<F>,
  params: FilterParams<F>,
  except: readonly (keyof F)[] = [],
): number {
  const query = sentValues(declaration.filters, params);
  return Object.entries(declaration.filters).filter(
    ([name, filter]) => filter.kind !== 'sort' && !except.includes(name) && query[name] !== filter.default,
  ).length;
}
