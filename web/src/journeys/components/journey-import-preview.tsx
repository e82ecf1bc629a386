import type { JourneyImportField, JourneyImportFields, JourneyImportRow, SkippedJourneyRow } from '@tracker/core/journeys';
import { useId, useState } from 'react';
import { isRowEditKey, rowEditorKeyDown, useEditButton } from '../../ui/row-edit';

const STATE_LABELS: Record<JourneyImportRow['state'], string> = { pending: 'To add', adding: 'Adding…', added: 'Added', not_added: 'Not added' };

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
  onToggle: (row: number, include: boolean) => void;
  /** A row's fields as the sheet has them, or as corrected: what its editor starts from. */
  fieldsOf: (row: number) => JourneyImportFields;
  /** A row's fields corrected. */
  onEdit: (row: number, fields: JourneyImportFields) => void;
  locked: boolean;
};

type Line = { row: number; fields: JourneyImportFields; run?: JourneyImportRow; skip?: string };

const fieldsOfJourney = ({ journey }: JourneyImportRow['input']): JourneyImportFields => ({
  company_id: String(journey.company_id),
  journey_type: journey.journey_type,
  start_date: journey.start_date,
  end_date: journey.end_date,
});

/**
 * Every row read, with its state before and while anything is written; a row can be left out, and
 * one skipped or not added can be corrected (Edit, or e on the row) before the next create.
 */
export function JourneyImportPreview({ rows, skipped, excluded, onToggle, fieldsOf, onEdit, locked }: Props) {
  // The row being corrected, by its number; a run starting closes its editor.
  const [editing, setEditing] = useState<number | null>(null);
  if (locked && editing !== null) setEditing(null);
  const lines: Line[] = [
    ...rows.map((run) => ({ row: run.input.row, fields: fieldsOfJourney(run.input), run })),
    ...skipped.map((skip) => ({ row: skip.row, fields: fieldsOf(skip.row), skip: skip.reason })),
  ].sort((a, b) => a.row - b.row);
  return (
    <table className="data-table" aria-label="Rows to import">
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
        {lines.map((line) => (
          <JourneyImportPreviewRow
            key={line.row}
            line={line}
            included={!line.skip && !excluded.has(line.row)}
            locked={locked}
            onToggle={onToggle}
            editing={editing === line.row}
            onEditing={setEditing}
            startFields={() => fieldsOf(line.row)}
            onSave={(fields) => {
              onEdit(line.row, fields);
              setEditing(null);
            }}
          />
        ))}
      </tbody>
    </table>
  );
}

type RowProps = {
  line: Line;
  included: boolean;
  locked: boolean;
  onToggle: Props['onToggle'];
  editing: boolean;
  onEditing: (row: number | null) => void;
  startFields: () => JourneyImportFields;
  onSave: (fields: JourneyImportFields) => void;
};

function JourneyImportPreviewRow({ line, included, locked, onToggle, editing, onEditing, startFields, onSave }: RowProps) {
  const { row, run, skip } = line;
  const button = useEditButton(editing);
  // Added rows are done: the server has them.
  const editable = !locked && run?.state !== 'added';
  const label = skip ? `Skipped: ${skip}` : run ? STATE_LABELS[run.state] + (run.result?.existed ? ' (already there)' : '') + (run.error ? `: ${run.error}` : '') : '';
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
        <JourneyRowEditor row={row} start={startFields()} onSave={onSave} onCancel={() => onEditing(null)} />
      ) : (
        <>
          <td className="column-number">{line.fields.company_id}</td>
          <td>{line.fields.journey_type}</td>
          <td>{line.fields.start_date}</td>
          <td>{line.fields.end_date}</td>
          <td>
            {label}{' '}
            <button ref={button} type="button" disabled={!editable} aria-label={`Edit row ${row}`} onClick={() => onEditing(row)}>
              Edit
            </button>
          </td>
        </>
      )}
    </tr>
  );
}

/** The row's four fields as text inputs, one per cell: Enter in any saves them all, Escape cancels. */
function JourneyRowEditor({ row, start, onSave, onCancel }: { row: number; start: JourneyImportFields; onSave: (fields: JourneyImportFields) => void; onCancel: () => void }) {
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
