import type { ColumnDef } from '@tanstack/react-table';

/** A field the server sorts by: its API name, its name in commands, and whether it reads best largest (or latest) first. */
export type SortField = { id: string; title: string; descFirst?: boolean | undefined };

/**
 * Every field a table sorts by, in the order of their `s` keys: its sortable columns (enableSorting
 * with a plain-text header) in table order, then the fields no column shows.
 */
export function sortFields<T, V>(columns: readonly ColumnDef<T, V>[], columnless: readonly SortField[] = []): SortField[] {
  const shown = columns.flatMap((column) =>
    column.enableSorting === true && typeof column.header === 'string' && column.id
      ? [{ id: column.id, title: column.header, descFirst: column.meta?.descFirst }]
      : [],
  );
  return [...shown, ...columnless];
}
