import { Link } from 'wouter';
import './pagination.css';

type Props = {
  page: number;
  /** Total pages, when known; the next link goes away on the last one. */
  pages?: number;
  hrefFor: (page: number) => string;
};

/** Previous and next links around the current page; no previous link on page 1. */
export function Pagination({ page, pages, hrefFor }: Props) {
  const hasNext = pages === undefined || page < pages;
  return (
    <nav className="pagination" aria-label="Pagination">
      {page > 1 && (
        <Link href={hrefFor(page - 1)} rel="prev">
          Previous
        </Link>
      )}
      <span>{pages === undefined ? `Page ${page}` : `Page ${page} of ${Math.max(pages, 1)}`}</span>
      {hasNext && (
        <Link href={hrefFor(page + 1)} rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}
