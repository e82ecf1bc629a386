import type { JourneyImportRow, SkippedJourneyRow } from '@tracker/core/journeys';

const STATE_LABELS: Record<JourneyImportRow['state'], string> = { pending: 'To add', adding: 'Adding…', added: 'Added', not_added: 'Not added' };

type Props = {
  rows: readonly JourneyImportRow[];
  skipped: readonly SkippedJourneyRow[];
  excluded: ReadonlySet<number>;
  onToggle: (row: number, include: boolean) => void;
  locked: boolean;
};

/** Every row read, with its state before and while anything is written; a row can be left out. */
export function JourneyImportPreview({ rows, skipped, excluded, onToggle, locked }: Props) {
  const lines = [
    ...rows.map((r) => ({ row: r.input.row, journey: r.input.journey, row_: r })),
    ...skipped.map((s) => ({ row: s.row, journey: null, skip: s.reason })),
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
        {lines.map((line) => {
          const r = 'row_' in line ? line.row_ : undefined;
          const skip = 'skip' in line ? line.skip : undefined;
          const label = skip ? `Skipped: ${skip}` : r ? STATE_LABELS[r.state] + (r.result?.existed ? ' (already there)' : '') + (r.error ? `: ${r.error}` : '') : '';
          return (
            <tr key={line.row} data-state={skip ? 'skipped' : r?.state}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Import row ${line.row}`}
                  disabled={Boolean(skip) || locked || r?.state === 'added'}
                  checked={!skip && !excluded.has(line.row)}
                  onChange={(e) => onToggle(line.row, e.target.checked)}
                />
              </td>
              <td className="column-number">{line.row}</td>
              <td className="column-number">{line.journey ? String(line.journey.company_id) : ''}</td>
              <td>{line.journey?.journey_type ?? ''}</td>
              <td>{line.journey?.start_date ?? ''}</td>
              <td>{line.journey?.end_date ?? ''}</td>
              <td>{label}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
