import type { ReactNode } from 'react';

/** The filters above a table; what to do with selected rows floats below it (`SelectionBar`). */
export function DataTableToolbar({ children }: { children: ReactNode }) {
  return (
    <div className="data-table-toolbar">
      <div className="data-table-filters">{children}</div>
    </div>
  );
}
