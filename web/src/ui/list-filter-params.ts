import type { Filter, Filters, ListFilters } from '@tracker/core/contract';

type ParamOf<F extends Filter> = F['kind'] extends 'list' | 'multi-enum' ? readonly string[] : string;

/** A list's state in the URL: each filter as the query carries it (lists repeat their key), and the page. */
export type FilterParams<F extends Filters> = { [K in keyof F]: ParamOf<F[K]> } & { page: number };

/**
 * The URL state's defaults for a list's declared filters, for `useSearchParamsState`: a filter's
 * declared default, else empty (which sends nothing). Build it once, at module level.
 */
export function listFilterParams<F extends Filters>(declaration: ListFilters<F>): FilterParams<F> {
  const params: Record<string, string | number | readonly string[]> = {};
  for (const [name, filter] of Object.entries(declaration.filters)) {
    params[name] = filter.kind === 'list' || filter.kind === 'multi-enum' ? [] : (filter.default ?? '');
  }
  params.page = 1;
  return params as FilterParams<F>;
}
