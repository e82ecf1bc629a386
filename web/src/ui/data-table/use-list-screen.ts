import type { Filters, ListFilters, PageMeta } from '@tracker/core/contract';
import { ApiError } from '@tracker/core/errors';
import { useEffect } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { FilterParams } from '../list-filter-params';
import type { SetFilterParams } from './data-table-filters';
import { listFilterQuery } from '../list-filter-query';
import { useSearchParamsState } from '../use-search-params-state';
import { useRowSelection, type RowSelection } from './use-row-selection';

/** A page of a list as the API answers it. */
type ListPage = { data: readonly unknown[]; meta: PageMeta };
type RowOf<D extends ListPage> = D['data'][number];

/** What a list screen's `DataTable` and `DataTablePagination` take from the screen's list (`list={screen.list}`). */
export type ListScreenState<T> = {
  query: Pick<UseQueryResult<{ data: readonly T[]; meta?: PageMeta }>, 'data' | 'isPending' | 'isPlaceholderData' | 'error' | 'refetch'>;
  /** The `field:dir` sort, when the list declares one. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  /** The address of another page of the list as filtered now, read by `cursor` when given (see pageOf). */
  pageHref: (page: number, cursor?: string) => string;
  /** The selected rows, when the screen's list selects them. */
  selection?: Pick<RowSelection<T>, 'state' | 'onChange'>;
};

/** What a list screen's `DataTableFilters` take from the screen's list (`{...screen.filters}`). */
export type ListScreenFilters<F extends Filters, P extends FilterParams<F> = FilterParams<F>> = {
  /** Prefix of the filter commands' ids, e.g. 'companies.filters'. */
  id: string;
  declaration: ListFilters<F>;
  params: P;
  setParams: SetFilterParams<F> & ((patch: Partial<P>, options?: { replace?: boolean }) => void);
};

type Options<F extends Filters, P extends FilterParams<F>, D extends ListPage, K extends QueryKey, T> = {
  /** The screen's id, e.g. 'companies': its filter commands are 'companies.filters.*'. */
  id: string;
  /** The list's filters as core declares them. */
  filters: ListFilters<F>;
  /** The URL state's defaults, `listFilterParams(filters)` (plus what the screen adds), built at module level. */
  params: P;
  /** The query options for the URL's state. */
  query: (params: P) => UseQueryOptions<D, Error, D, K>;
  /** Rows can be selected (x, Shift+j/k, Ctrl/Cmd+A) for bulk commands; a row is known by this id. */
  selectable?: { rowId: (row: T) => string };
};

const noRowId = () => '';

/** Whether the list refused the page's cursor as not its own (a 400 `invalid_cursor`). */
function isCursorRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.errors.some((e) => e.code === 'invalid_cursor');
}

/**
 * A list screen's state in one place: the URL's filters, sort and page, the list's query for them,
 * and what the table and its pagination take from both (rows, loading, refetching, error and retry,
 * sort, page links), and what its filters take, so each screen wires none of it by hand.
 */
export function useListScreen<F extends Filters, P extends FilterParams<F>, D extends ListPage, K extends QueryKey, T = RowOf<D>>(
  options: Options<F, P, D, K, T>,
) {
  const [params, setParams, hrefFor] = useSearchParamsState(options.params);
  const query = useQuery(options.query(params));
  // A cursor the list refuses (an old address whose date range has moved on): the same page by number.
  const refusedCursor = params.cursor !== '' && isCursorRefusal(query.error);
  useEffect(() => {
    if (refusedCursor) setParams({ page: params.page } as Partial<P>, { replace: true });
  }, [refusedCursor, params.page, setParams]);
  // The row type is the selectable option's own (inferred from its rowId): the list's rows are of it.
  const selection = useRowSelection<T>(query.data?.data as readonly T[] | undefined, options.selectable?.rowId ?? noRowId);
  const sorted = Object.values(options.filters.filters).some((filter) => filter.kind === 'sort');
  // The sort the API is asked for: the URL's, or the default when the URL's is unknown.
  const sort = sorted ? (listFilterQuery(options.filters, params) as Record<string, string | undefined>).sort : undefined;
  const list: ListScreenState<RowOf<D>> = {
    query: query as ListScreenState<RowOf<D>>['query'],
    sort,
    onSortChange: sorted ? (next) => setParams({ sort: next } as unknown as Partial<P>) : undefined,
    pageHref: (page, cursor) => hrefFor({ page, cursor } as Partial<P>),
    ...(options.selectable && { selection }),
  };
  const filters: ListScreenFilters<F, P> = {
    id: `${options.id}.filters`,
    declaration: options.filters,
    params,
    setParams: setParams as ListScreenFilters<F, P>['setParams'],
  };
  return { params, setParams, query, list, filters, selection };
}
