import type { CompanyImportRow } from '@tracker/core/companies';
import { memo } from 'react';
import { Link } from 'wouter';
import { ROW_STATE_LABELS } from './company-import-labels';
import type { PreviewRow } from './use-company-import';

type Props = {
  lookup: CompanyImportRow;
  state: PreviewRow['state'];
  error: string | undefined;
  checked: boolean;
  /** Not importable (spec section 4), already imported, or a run is going. */
  disabled: boolean;
  /** The journeys it would get, as they read. */
  journeys: string;
  onToggle: (index: number, include: boolean) => void;
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
 * objects stay the same, so a progress event re-renders only the row it is about.
 */
export const CompanyImportPreviewRow = memo(function CompanyImportPreviewRow({ lookup, state, error, checked, disabled, journeys, onToggle }: Props) {
  const company = lookup.result?.company;
  return (
    <tr data-state={state}>
      <td>
        <input
          type="checkbox"
          aria-label={`Select row ${lookup.input.row} (${lookup.input.value})`}
          disabled={disabled}
          checked={checked}
          onChange={(event) => onToggle(lookup.index, event.target.checked)}
        />
      </td>
      <td className="column-number">{lookup.input.row}</td>
      <td>{lookup.input.value}</td>
      <td>
        {company ? <Link href={`/companies/${company.id}`}>{company.attributes.name}</Link> : (lookup.input.name ?? lookup.result?.candidate?.name ?? '')}
      </td>
      <td>
        <span className="badge" data-tone={TONES[state]}>
          {ROW_STATE_LABELS[state]}
        </span>
        {error && <span className="company-import-error">{` ${error}`}</span>}
      </td>
      <td>{journeys}</td>
    </tr>
  );
});
