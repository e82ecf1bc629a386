import type { Filter, Filters, ListFilters } from '@tracker/core/contract';

type ParamOf<F extends Filter> = F['kind'] extends 'list' | 'multi-enum' ? readonly string[] : string;

/**
 * A list's state in the URL: each filter as the query carries it (lists repeat their key), the page,
 * and the cursor that reads that page when the pager gave one (empty: none; see pageOf).
 */
export type FilterParams<F extends Filters> = { [K in keyof F]: ParamOf<F[K]> } & { page: number; cursor: string };

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
  params.cursor = '';
  return params as FilterParams<F>;
}

/**
 * The page a list's URL asks the API for: its number, and the list's cursor for it when the URL
 * carries one (the pager's next and previous links do), so a deep page costs what the first does.
 */
export function pageOf({ page, cursor }: { page: number; cursor: string }): { page: number; cursor?: string } {
  return cursor ? { page, cursor } : { page };
}
