import type { CompanyImportRow } from '@tracker/core/companies';
import { memo, useId, useState } from 'react';
import { Link } from 'wouter';
import { isRowEditKey, rowEditorKeyDown, useEditButton } from '../../ui/row-edit';
import { ROW_STATE_LABELS } from './company-import-labels';
import type { SkippedRow } from './company-sheet';
import type { PreviewRow } from './use-company-import';

type Props = {
  /** The row's number in the sheet. */
  number: number;
  /** Its lookup; none for a row not looked up (`skip` says why). */
  lookup: CompanyImportRow | undefined;
  /** Why a row is not looked up: no domain or name, a value that cannot be a domain, a repeat. */
  skip?: SkippedRow | undefined;
  state: PreviewRow['state'] | undefined;
  error: string | undefined;
  checked: boolean;
  /** Not importable (spec section 4), already imported, or a run is going. */
  disabled: boolean;
  /** The journeys it would get, as they read. */
  journeys: string;
  onToggle: (index: number, include: boolean) => void;
  editing: boolean;
  /** Not created or updated yet, and no run is going. */
  editable: boolean;
  /** Opens the row's editor (its number), or closes it (null). */
  onEditing: (number: number | null) => void;
  /** Saves a correction; returns why it is refused, if it is. */
  onSave: (number: number, index: number | undefined, value: string) => string | undefined;
};

const TONES: Partial<Record<PreviewRow['state'], string>> = {
  new: 'accent',
  found: 'accent',
  created: 'good',
  updated: 'good',
  not_found: 'bad',
  invalid: 'bad',
  merged: 'bad',
  inactive: 'bad',
  failed: 'bad',
};

/**
 * One row of the import's preview. Memoised: a run changes one row at a time and the other row
 * objects stay the same, so a progress event re-renders only the row it is about. A skipped row is
 * this component too, so fixing it keeps the row (and the focus in it) in place.
 */
export const CompanyImportPreviewRow = memo(function CompanyImportPreviewRow(props: Props) {
  const { number, lookup, skip, state, error, checked, disabled, journeys, onToggle, editing, editable, onEditing } = props;
  const company = lookup?.result?.company;
  const value = lookup?.input.value ?? skip?.value ?? '';
  return (
    <tr
      data-state={state ?? (skip?.duplicate ? 'duplicate' : 'skipped')}
      onKeyDown={(event) => {
        if (editing || !editable || !isRowEditKey(event)) return;
        event.preventDefault();
        onEditing(number);
      }}
    >
      <td>
        <input
          type="checkbox"
          aria-label={`Select row ${number}${lookup ? ` (${value})` : ''}`}
          disabled={disabled || !lookup}
          checked={checked}
          onChange={(event) => lookup && onToggle(lookup.index, event.target.checked)}
        />
      </td>
      <td className="column-number">{number}</td>
      <td>
        <ValueCell {...props} value={value} />
      </td>
      {lookup && state ? (
        <>
          <td>
            {company ? (
              <Link href={`/companies/${company.id}`}>{company.attributes.name}</Link>
            ) : (
              (lookup.input.name ?? lookup.result?.candidate?.name ?? '')
            )}
          </td>
          <td>
            <span className="badge" data-tone={TONES[state]}>
              {ROW_STATE_LABELS[state]}
            </span>
            {error && <span className="company-import-error">{` ${error}`}</span>}
          </td>
          <td>{journeys}</td>
        </>
      ) : (
        <td colSpan={3}>{`${skip?.duplicate ? 'Duplicate' : 'Skipped'}: ${skip?.reason ?? 'no domain or name'}`}</td>
      )}
    </tr>
  );
});

/** The domain or name, with its Edit button; while editing, a field where Enter saves and Escape cancels. */
function ValueCell({ number, lookup, value, editing, editable, onEditing, onSave }: Props & { value: string }) {
  const button = useEditButton(editing);
  if (editing)
    return (
      <ValueEditor
        number={number}
        value={value}
        onSave={(typed) => onSave(number, lookup?.index, typed)}
        onCancel={() => onEditing(null)}
      />
    );
  return (
    <span className="company-import-value">
      {value}
      <button
        ref={button}
        type="button"
        data-row-edit
        disabled={!editable}
        aria-label={`Edit row ${number}`}
        onClick={() => onEditing(number)}
      >
        Edit
      </button>
    </span>
  );
}

function ValueEditor({
  number,
  value,
  onSave,
  onCancel,
}: {
  number: number;
  value: string;
  onSave: (value: string) => string | undefined;
  onCancel: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  // Why the value typed cannot be saved: empty, or not something a company can be looked up by.
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const save = () => {
    if (typed.trim() === '') setProblem('Give a domain or a name.');
    // The same value again changes nothing: the row keeps what its lookup found.
    else if (typed.trim() === value) onCancel();
    else setProblem(onSave(typed));
  };
  return (
    <span className="company-import-value">
      <input
        type="text"
        // Opened on purpose, by the Edit button or a key on the row: focus belongs in the field.
        autoFocus
        aria-label={`Domain or name of row ${number}`}
        aria-invalid={problem !== undefined || undefined}
        aria-describedby={`${id}-keys`}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setProblem(undefined);
        }}
        onKeyDown={(event) => rowEditorKeyDown(event, save, onCancel)}
      />
      <span id={`${id}-keys`} className="muted">
        {problem ?? 'Enter saves, Escape cancels.'}
      </span>
    </span>
  );
}
