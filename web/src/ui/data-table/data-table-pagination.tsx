import type { PageMeta } from '@tracker/core/contract';
import { Pagination } from '../pagination';

type Props = {
  meta: PageMeta | undefined;
  /** The rows' noun, singular and plural: ['company', 'companies']. */
  noun: readonly [string, string];
  hrefFor: (page: number) => string;
};

/** How many rows matched ("10,000+" past the server's count cap), and the previous and next page links. */
export function DataTablePagination({ meta, noun, hrefFor }: Props) {
  if (!meta) return null;
  // Past the cap the page count is a lower bound: leave it out while more pages follow.
  const pages = meta.capped && meta.pages > meta.page ? undefined : meta.pages;
  return (
    <div className="data-table-pagination">
      <span className="muted">
        {meta.total.toLocaleString('en-US')}
        {meta.capped ? '+' : ''} {meta.total === 1 && !meta.capped ? noun[0] : noun[1]}
      </span>
      {meta.pages > 1 && <Pagination page={meta.page} pages={pages} hrefFor={hrefFor} />}
    </div>
  );
}
