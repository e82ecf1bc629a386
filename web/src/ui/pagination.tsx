import { Link } from 'wouter';
import './pagination.css';

type Props = {
  page: number;
  /** Total pages, when known; the next link goes away on the last one. */
  pages?: number;
  hrefFor: (page: number) => string;
};

/** What the pagination says of the page shown: "Page 2 of 12", "Page 3" while the count is open-ended. */
function pageLabel(page: number, pages: number | undefined): string {
  if (pages === undefined) return `Page ${page}`;
  // A page past the last one (a full last page promises a next one that turns out empty, or a typed URL).
  if (page > Math.max(pages, 1)) return `Page ${page}, past the last page`;
  return `Page ${page} of ${Math.max(pages, 1)}`;
}

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
      <span>{pageLabel(page, pages)}</span>
      {hasNext && (
        <Link href={hrefFor(page + 1)} rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}
