import type { Sort } from './sort';
import type { SortField } from './sort-fields';

type Props = { sort: Sort | undefined; columnless: readonly SortField[] };

/** Says what the table is sorted by when no header can show it: a field no column shows. */
export function SortNote({ sort, columnless }: Props) {
  const field = columnless.find((candidate) => candidate.id === sort?.field);
  if (!sort || !field) return null;
  return (
    <p className="data-table-sort-note muted">
      Sorted by {field.title.toLowerCase()}, {sort.dir === 'asc' ? 'ascending' : 'descending'}
    </p>
  );
}
