import type { ReactNode } from 'react';

type Props = {
  /** The filters. */
  children: ReactNode;
  selectedCount?: number;
  onClearSelection?: () => void;
  /** What can be done with the selected rows, e.g. an 'Add to group' button. */
  selectionActions?: ReactNode;
};

/** The filters above a table and, once rows are selected, what to do with them. */
export function DataTableToolbar({ children, selectedCount = 0, onClearSelection, selectionActions }: Props) {
  return (
    <div className="data-table-toolbar">
      <div className="data-table-filters">{children}</div>
      {selectedCount > 0 && (
        <div className="data-table-selection" role="group" aria-label="Selected rows">
          <span>{selectedCount} selected</span>
          {selectionActions}
          {onClearSelection && (
            <button type="button" onClick={onClearSelection}>
              Clear selection
            </button>
          )}
        </div>
      )}
    </div>
  );
}
