import type { SortDirection } from './sort';

type Props = { label: string; direction: SortDirection | undefined; onSort: () => void };

/** A column header that sorts the table by its column; its <th> carries aria-sort. */
export function SortableHeader({ label, direction, onSort }: Props) {
  const arrow = direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕';
  return (
    <button type="button" className="sortable-header" onClick={onSort}>
      <span>{label}</span>
      <span aria-hidden="true" className="sortable-header-arrow" data-active={direction ? 'true' : undefined}>
        {arrow}
      </span>
    </button>
  );
}
