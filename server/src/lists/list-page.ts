import type { PageMeta } from '@tracker/core';
import { pageMeta } from './page-meta';
import type { PageQuery } from './page-rows';
import { pageWindow, type PageRequest } from './page-window';

/** A list document: one page of resources and its paging meta. */
export type ListPage<Resource> = { data: Resource[]; meta: PageMeta };

/**
 * One page of a list as a JSON:API list document: reads the page's window through `query`, maps its
 * rows with `toResources` (which sees the whole page, so it can fetch what the rows need in one go)
 * and adds the page meta (capped or estimated past the list's cap, judged with the rows the page found).
 */
export async function listPage<Row, Resource>(
  request: PageRequest,
  query: PageQuery<Row>,
  toResources: (rows: Row[]) => Resource[] | Promise<Resource[]>,
): Promise<ListPage<Resource>> {
  const { rows, total, cap, estimated } = await query(pageWindow(request));
  return { data: await toResources(rows), meta: pageMeta(request, total, rows.length, cap, estimated) };
}
