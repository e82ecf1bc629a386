import type { JourneyImportField, JourneyImportFields, JourneyImportRow, SkippedJourneyRow } from '@tracker/core/journeys';
import { memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { PreviewToolbar, useAttentionPages } from '../../ui/preview-pages';
import { isRowEditKey, rowEditorKeyDown, useEditButton, useRowEditCommands } from '../../ui/row-edit';

const STATE_LABELS: Record<JourneyImportRow['state'], string> = {
  pending: 'To add',
  adding: 'Adding…',
  added: 'Added',
  not_added: 'Not added',
};

const FIELDS: Array<[JourneyImportField, string]> = [
  ['company_id', 'Company id'],
  ['journey_type', 'Journey type'],
  ['start_date', 'Start date'],
  ['end_date', 'End date'],
];

type Props = {
  rows: readonly JourneyImportRow[];
  skipped: readonly SkippedJourneyRow[];
  excluded: ReadonlySet<number>;
  /** Rows corrected in the preview, by row number. */
  edits: ReadonlyMap<number, JourneyImportFields>;
  onToggle: (row: number, include: boolean) => void;
  /** A row's fields as the sheet has them, or as corrected: what its editor starts from. */
  fieldsOf: (row: number) => JourneyImportFields;
  /** A row's fields corrected. */
  onEdit: (row: number, fields: JourneyImportFields) => void;
  locked: boolean;
};

type Line = { row: number; run?: JourneyImportRow; skip?: string };

const fieldsOfJourney = ({ journey }: JourneyImportRow['input']): JourneyImportFields => ({
  company_id: String(journey.company_id),
  journey_type: journey.journey_type,
  start_date: journey.start_date,
  end_date: journey.end_date,
});

/** Skipped, not added, or corrected and not added yet: the rows a person still has to deal with. */
const needsAttention = ({ row, run, skip }: Line, edits: ReadonlyMap<number, JourneyImportFields>) =>
  skip !== undefined || run?.state === 'not_added' || (edits.has(row) && run?.state !== 'added');

/**
 * Every row read, a page at a time, with its state before and while anything is written; a row can
 * be left out, and one skipped or not added can be corrected (Edit, or e on the row) before the
 * next create.
 */
export function JourneyImportPreview({ rows, skipped, excluded, edits, onToggle, fieldsOf, onEdit, locked }: Props) {
  // The row being corrected, by its number; a run starting closes its editor.
  const [editing, setEditing] = useState<number | null>(null);
  if (locked && editing !== null) setEditing(null);
  const table = useRef<HTMLTableElement>(null);
  useRowEditCommands(table, 'Rows to import');
  const save = useCallback(
    (row: number, fields: JourneyImportFields) => {
      onEdit(row, fields);
      setEditing(null);
    },
    [onEdit],
  );
  // Over every row, so worked out once per change of the rows, not on each render of the screen.
  const lines = useMemo(
    () =>
      [
        ...rows.map((run): Line => ({ row: run.input.row, run })),
        ...skipped.map((skip): Line => ({ row: skip.row, skip: skip.reason })),
      ].sort((a, b) => a.row - b.row),
    [rows, skipped],
  );
  const attentionOf = useCallback((line: Line) => needsAttention(line, edits), [edits]);
  const pages = useAttentionPages(lines, attentionOf);

  return (
    <>
      <PreviewToolbar pages={pages} />
      <table ref={table} className="data-table" aria-label="Rows to import">
        <thead>
          <tr>
            <th scope="col">Import</th>
            <th scope="col">Row</th>
            <th scope="col">Company</th>
            <th scope="col">Type</th>
            <th scope="col">Start</th>
            <th scope="col">End</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {pages.paging.shown.map(({ row, run, skip }) => (
            <JourneyImportPreviewRow
              key={row}
              row={row}
              run={run}
              skip={skip}
              included={!skip && !excluded.has(row)}
              locked={locked}
              onToggle={onToggle}
              editing={editing === row}
              onEditing={setEditing}
              fieldsOf={fieldsOf}
              onSave={save}
            />
          ))}
        </tbody>
      </table>
    </>
  );
}

type RowProps = Line & {
  included: boolean;
  locked: boolean;
  onToggle: Props['onToggle'];
  editing: boolean;
  onEditing: (row: number | null) => void;
  fieldsOf: Props['fieldsOf'];
  onSave: (row: number, fields: JourneyImportFields) => void;
};

/**
 * One row of the preview. Memoised, its props being the row's own: a run changes a few rows a
 * frame, and the others keep their objects, so only those redraw.
 */
const JourneyImportPreviewRow = memo(function JourneyImportPreviewRow({
  row,
  run,
  skip,
  included,
  locked,
  onToggle,
  editing,
  onEditing,
  fieldsOf,
  onSave,
}: RowProps) {
  const button = useEditButton(editing);
  // Added rows are done: the server has them.
  const editable = !locked && run?.state !== 'added';
  const fields = run ? fieldsOfJourney(run.input) : fieldsOf(row);
  const label = skip
    ? `Skipped: ${skip}`
    : run
      ? STATE_LABELS[run.state] + (run.result?.existed ? ' (already there)' : '') + (run.error ? `: ${run.error}` : '')
      : '';
  return (
    <tr
      data-state={skip ? 'skipped' : run?.state}
      onKeyDown={(event) => {
        if (editing || !editable || !isRowEditKey(event)) return;
        event.preventDefault();
        onEditing(row);
      }}
    >
      <td>
        <input
          type="checkbox"
          aria-label={`Import row ${row}`}
          disabled={Boolean(skip) || locked || run?.state === 'added'}
          checked={included}
          onChange={(e) => onToggle(row, e.target.checked)}
        />
      </td>
      <td className="column-number">{row}</td>
      {editing ? (
        <JourneyRowEditor row={row} start={fieldsOf(row)} onSave={(typed) => onSave(row, typed)} onCancel={() => onEditing(null)} />
      ) : (
        <>
          <td className="column-number">{fields.company_id}</td>
          <td>{fields.journey_type}</td>
          <td>{fields.start_date}</td>
          <td>{fields.end_date}</td>
          <td>
            {label}{' '}
            <button
              ref={button}
              type="button"
              data-row-edit
              disabled={!editable}
              aria-label={`Edit row ${row}`}
              onClick={() => onEditing(row)}
            >
              Edit
            </button>
          </td>
        </>
      )}
    </tr>
  );
});

/** The row's four fields as text inputs, one per cell: Enter in any saves them all, Escape cancels. */
function JourneyRowEditor({
  row,
  start,
  onSave,
  onCancel,
}: {
  row: number;
  start: JourneyImportFields;
  onSave: (fields: JourneyImportFields) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(start);
  return (
    <>
      {FIELDS.map(([field, label], i) => (
        <td key={field}>
          <input
            type="text"
            // Opened on purpose, by the Edit button or a key on the row: focus belongs in its first field.
            autoFocus={i === 0}
            aria-label={`${label} of row ${row}`}
            aria-describedby={`${id}-keys`}
            size={field === 'company_id' ? 6 : 12}
            value={typed[field]}
            onChange={(event) => setTyped({ ...typed, [field]: event.target.value })}
            onKeyDown={(event) => rowEditorKeyDown(event, () => onSave(typed), onCancel)}
          />
        </td>
      ))}
      <td id={`${id}-keys`} className="muted">
        Enter saves, Escape cancels.
      </td>
    </>
  );
}
