import { isSelectable } from '@tracker/core/bulk';
import { companyImportLookupRows, journeysFor, matchesStateFilter, type CompanyImportOptions } from '@tracker/core/companies';
import { JOURNEY_TYPE_LABELS } from '@tracker/core/journeys';
import { useCallback, useState } from 'react';
import { count } from './company-import-labels';
import { CompanyImportPreviewRow } from './company-import-preview-row';
import { IMPORTED, type PreviewRow } from './use-company-import';

type Props = {
  rows: readonly PreviewRow[];
  /** Row numbers without a domain or a name. */
  skipped: readonly number[];
  selected: ReadonlySet<number>;
  options: CompanyImportOptions;
  onToggle: (index: number, include: boolean) => void;
  /** A row's value corrected: its number, its lookup's index (none for a skipped row) and the value. */
  onEdit: (number: number, index: number | undefined, value: string) => void;
  locked: boolean;
};

/** Rows not looked up yet show whatever the state filter; the filter reads what a lookup found. */
const shown = (row: PreviewRow, options: CompanyImportOptions) =>
  row.lookup.state === 'pending' || row.lookup.state === 'looking_up' || matchesStateFilter(row.lookup, options.stateFilter);

/**
 * Every row read, with its state before and while anything is written, the company it is and the
 * journeys it would get. Only importable rows (new or found) can be selected (spec section 4).
 */
export function CompanyImportPreview({ rows, skipped, selected, options, onToggle, onEdit, locked }: Props) {
  // The row whose value is being corrected, by its number; a run starting closes its editor.
  const [editing, setEditing] = useState<number | null>(null);
  if (locked && editing !== null) setEditing(null);
  const save = useCallback(
    (number: number, index: number | undefined, value: string) => {
      onEdit(number, index, value);
      setEditing(null);
    },
    [onEdit],
  );

  const visible = rows.filter((row) => shown(row, options));
  const lines = [
    ...visible.map((row) => ({ number: row.lookup.input.row, row })),
    ...skipped.map((number) => ({ number, row: undefined })),
  ].sort((a, b) => a.number - b.number);
  const hidden = rows.length - visible.length;

  return (
    <>
      {hidden > 0 && <p className="muted">{`${count(hidden, 'row is', 'rows are')} left out by the state filter.`}</p>}
      <p className="muted">Edit (or e on a row) corrects a row&apos;s domain or name; the next lookup looks up only the rows corrected.</p>
      <table className="data-table company-import-preview" aria-label="Rows to import">
        <thead>
          <tr>
            <th scope="col">Import</th>
            <th scope="col" className="column-number">
              Row
            </th>
            <th scope="col">Domain or name</th>
            <th scope="col">Company</th>
            <th scope="col">State</th>
            <th scope="col">Journeys</th>
          </tr>
        </thead>
        <tbody>
          {lines.map(({ number, row }) => (
            <CompanyImportPreviewRow
              key={number}
              number={number}
              lookup={row?.lookup}
              state={row?.state}
              error={row?.error}
              checked={row !== undefined && selected.has(row.lookup.index)}
              disabled={locked || !row || !isSelectable(companyImportLookupRows, row.lookup.state) || IMPORTED.includes(row.state)}
              journeys={
                row
                  ? journeysFor(row.lookup, selected.has(row.lookup.index), options)
                      .map((type) => JOURNEY_TYPE_LABELS[type])
                      .join(', ')
                  : ''
              }
              onToggle={onToggle}
              editing={editing === number}
              editable={!locked && !(row && IMPORTED.includes(row.state))}
              onEditing={setEditing}
              onSave={save}
            />
          ))}
        </tbody>
      </table>
    </>
  );
}
