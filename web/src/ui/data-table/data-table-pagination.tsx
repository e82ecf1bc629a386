import type { PageMeta } from '@tracker/core/contract';
import { Pagination } from '../pagination';

type Props = {
  meta: PageMeta | undefined;
  /** The rows' noun, singular and plural: ['company', 'companies']. */
  noun: readonly [string, string];
  hrefFor: (page: number) => string;
};

/** How many rows matched, and the previous and next page links. */
export function DataTablePagination({ meta, noun, hrefFor }: Props) {
  if (!meta) return null;
  return (
    <div className="data-table-pagination">
      <span className="muted">
        {meta.total.toLocaleString('en-US')} {meta.total === 1 ? noun[0] : noun[1]}
      </span>
      {meta.pages > 1 && <Pagination page={meta.page} pages={meta.pages} hrefFor={hrefFor} />}
    </div>
  );
}
