type RowAction = { label: string; onSelect: () => void; disabled?: boolean };

type Props = {
  /** The row's name, so each button says what it acts on: 'Remove Acme'. */
  rowLabel: string;
  actions: readonly RowAction[];
};

/** A row's own actions, as small buttons in its last cell. */
export function DataTableRowActions({ rowLabel, actions }: Props) {
  return (
    <div className="data-table-row-actions">
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          aria-label={`${action.label} ${rowLabel}`}
          disabled={action.disabled}
          onClick={(event) => {
            // The row would otherwise take the click as "make me active".
            event.stopPropagation();
            action.onSelect();
          }}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
