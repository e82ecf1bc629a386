import type { ColumnDef } from '@tanstack/react-table';

/** The checkbox column of a selectable table: one box per row and one for the whole page. */
export function selectionColumn<T>(rowLabel: (row: T) => string): ColumnDef<T> {
  return {
    id: 'select',
    enableSorting: false,
    meta: { className: 'data-table-select' },
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label="Select all rows on this page"
        checked={table.getIsAllPageRowsSelected()}
        ref={(box) => {
          if (box) box.indeterminate = table.getIsSomePageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={`Select ${rowLabel(row.original)}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}
