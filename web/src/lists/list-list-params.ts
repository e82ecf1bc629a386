import { LIST_EMAIL_FILTERS, LIST_FILTERS, LIST_PAGE_SIZE } from '@tracker/core/lists';
import { listFilterParams, type FilterParams } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import type { ListDetailRequest, ListListRequest } from './queries';

/** The lists screen's URL state with its defaults (sort position:desc, featured true), from core's declaration. */
export const LIST_LIST_PARAMS = listFilterParams(LIST_FILTERS);

export type ListListParams = FilterParams<typeof LIST_FILTERS.filters>;

/** The API query for the URL's state, 25 a page; `featured=all` leaves `featured` out, which lists every list. */
export function listListQuery(params: ListListParams): ListListRequest {
  return { ...listFilterQuery(LIST_FILTERS, params), page: params.page, size: LIST_PAGE_SIZE };
}

/** A list screen's URL state for its emails: sort (added_at:desc by default) and page. */
export const LIST_EMAIL_PARAMS = listFilterParams(LIST_EMAIL_FILTERS);

export type ListEmailParams = FilterParams<typeof LIST_EMAIL_FILTERS.filters>;

/** The list's detail query for that state. */
export function listEmailsQuery(params: ListEmailParams): ListDetailRequest {
  return { ...listFilterQuery(LIST_EMAIL_FILTERS, params), page: params.page, size: LIST_PAGE_SIZE };
}
