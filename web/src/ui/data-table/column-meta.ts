import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  /** What a column tells the DataTable beyond TanStack's own options. */
  // Declaration merging needs TanStack's own type parameters, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Class of the column's cells and header, e.g. for width or alignment. */
    className?: string;
    /** Sort a column largest (or latest) first on its first click. */
    descFirst?: boolean;
  }
}
