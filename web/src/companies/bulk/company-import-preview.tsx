import { isSelectable } from '@tracker/core/bulk';
import { companyImportLookupRows, journeysFor, matchesStateFilter, type CompanyImportOptions } from '@tracker/core/companies';
import { JOURNEY_TYPE_LABELS } from '@tracker/core/journeys';
import { count } from './company-import-labels';
import { CompanyImportPreviewRow } from './company-import-preview-row';
import type { PreviewRow } from './use-company-import';

type Props = {
  rows: readonly PreviewRow[];
  /** Row numbers without a domain or a name. */
  skipped: readonly number[];
  selected: ReadonlySet<number>;
  options: CompanyImportOptions;
  onToggle: (index: number, include: boolean) => void;
  locked: boolean;
};

/** Rows not looked up yet show whatever the state filter; the filter reads what a lookup found. */
const shown = (row: PreviewRow, options: CompanyImportOptions) =>
  row.lookup.state === 'pending' || row.lookup.state === 'looking_up' || matchesStateFilter(row.lookup, options.stateFilter);

/**
 * Every row read, with its state before and while anything is written, the company it is and the
 * journeys it would get. Only importable rows (new or found) can be selected (spec section 4).
 */
export function CompanyImportPreview({ rows, skipped, selected, options, onToggle, locked }: Props) {
  const visible = rows.filter((row) => shown(row, options));
  const lines = [
    ...visible.map((row) => ({ number: row.lookup.input.row, row })),
    ...skipped.map((number) => ({ number, row: undefined })),
  ].sort((a, b) => a.number - b.number);
  const hidden = rows.length - visible.length;

  return (
    <>
      {hidden > 0 && <p className="muted">{`${count(hidden, 'row is', 'rows are')} left out by the state filter.`}</p>}
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
          {lines.map(({ number, row }) =>
            row ? (
              <CompanyImportPreviewRow
                key={number}
                lookup={row.lookup}
                state={row.state}
                error={row.error}
                checked={selected.has(row.lookup.index)}
                disabled={locked || !isSelectable(companyImportLookupRows, row.lookup.state) || row.state === 'created' || row.state === 'updated'}
                journeys={journeysFor(row.lookup, selected.has(row.lookup.index), options)
                  .map((type) => JOURNEY_TYPE_LABELS[type])
                  .join(', ')}
                onToggle={onToggle}
              />
            ) : (
              <tr key={number} data-state="skipped">
                <td>
                  <input type="checkbox" aria-label={`Select row ${number}`} disabled checked={false} readOnly />
                </td>
                <td className="column-number">{number}</td>
                <td colSpan={4}>Skipped: no domain or name</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </>
  );
}
