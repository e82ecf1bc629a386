import { isSelectable } from '@tracker/core/bulk';
import {
  companyImportLookupRows,
  journeysFor,
  matchesStateFilter,
  type CompanyImportOptions,
  type CompanyImportStateFilter,
} from '@tracker/core/companies';
import { JOURNEY_TYPE_LABELS } from '@tracker/core/journeys';
import { useCallback, useMemo, useRef, useState } from 'react';
import { PreviewToolbar, useAttentionPages } from '../../ui/preview-pages';
import { useRowEditCommands } from '../../ui/row-edit';
import { count, NOT_DONE } from './company-import-labels';
import { CompanyImportPreviewRow } from './company-import-preview-row';
import type { SkippedRow } from './company-sheet';
import { IMPORTED, type PreviewRow } from './use-company-import';

type Props = {
  rows: readonly PreviewRow[];
  /** Rows not looked up: without a domain or a name, with a value that cannot be a domain, or repeating another. */
  skipped: readonly SkippedRow[];
  /** Corrections typed in the preview, by row number. */
  edits: ReadonlyMap<number, string>;
  selected: ReadonlySet<number>;
  options: CompanyImportOptions;
  onToggle: (index: number, include: boolean) => void;
  /** A row's value corrected: its number, its lookup's index (none for a skipped row) and the value; returns why it is refused. */
  onEdit: (number: number, index: number | undefined, value: string) => string | undefined;
  locked: boolean;
};

type Line = { number: number; row: PreviewRow | undefined; skip?: SkippedRow };

/** Rows not looked up yet show whatever the state filter; the filter reads what a lookup found. */
const shown = (row: PreviewRow, filter: CompanyImportStateFilter) =>
  row.lookup.state === 'pending' || row.lookup.state === 'looking_up' || matchesStateFilter(row.lookup, filter);

/** Skipped, not imported, or corrected and not looked up again: the rows a person still has to deal with. */
const needsAttention = ({ number, row }: Line, edits: ReadonlyMap<number, string>) =>
  !row || NOT_DONE.has(row.state) || (edits.has(number) && row.state === 'pending');

/** The rows the state filter shows and the skipped ones, in the sheet's order. */
function previewLines(rows: readonly PreviewRow[], skipped: readonly SkippedRow[], filter: CompanyImportStateFilter): Line[] {
  return [
    ...rows.filter((row) => shown(row, filter)).map((row) => ({ number: row.lookup.input.row, row })),
    ...skipped.map((skip) => ({ number: skip.row, row: undefined, skip })),
  ].sort((a, b) => a.number - b.number);
}

/**
 * Every row read, a page at a time, with its state before and while anything is written, the
 * company it is and the journeys it would get. Only importable rows (new or found) can be selected
 * (spec section 4).
 */
export function CompanyImportPreview({ rows, skipped, edits, selected, options, onToggle, onEdit, locked }: Props) {
  // The row whose value is being corrected, by its number; a run starting closes its editor.
  const [editing, setEditing] = useState<number | null>(null);
  if (locked && editing !== null) setEditing(null);
  const table = useRef<HTMLTableElement>(null);
  useRowEditCommands(table, 'Rows to import');
  const save = useCallback(
    (number: number, index: number | undefined, value: string) => {
      const problem = onEdit(number, index, value);
      if (problem === undefined) setEditing(null);
      return problem;
    },
    [onEdit],
  );

  // Over every row, so worked out once per change of the rows, not on each render of the screen.
  const lines = useMemo(() => previewLines(rows, skipped, options.stateFilter), [rows, skipped, options.stateFilter]);
  const attentionOf = useCallback((line: Line) => needsAttention(line, edits), [edits]);
  const pages = useAttentionPages(lines, attentionOf);
  const hidden = rows.length + skipped.length - lines.length;

  return (
    <>
      {hidden > 0 && <p className="muted">{`${count(hidden, 'row is', 'rows are')} left out by the state filter.`}</p>}
      <p className="muted">Edit (or e on a row) corrects a row&apos;s domain or name; the next lookup looks up only the rows corrected.</p>
      <PreviewToolbar pages={pages} />
      <table ref={table} className="data-table company-import-preview" aria-label="Rows to import">
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
          {pages.paging.shown.map(({ number, row, skip }) => (
            <CompanyImportPreviewRow
              key={number}
              number={number}
              lookup={row?.lookup}
              skip={skip}
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
