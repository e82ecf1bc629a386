import { csvRow } from '@tracker/core/csv';
import { count, ROW_STATE_LABELS } from './company-import-labels';
import type { PreviewRow } from './use-company-import';

type Props = {
  rows: readonly PreviewRow[];
  skipped: readonly number[];
  /** The step running, if any: what it does and how many of its rows have ended. */
  progress: { doing: string; done: number; total: number } | null;
};

/** Rows that ended without being imported: to fix and import again. */
const NOT_DONE = new Set<PreviewRow['state']>(['not_found', 'invalid', 'merged', 'inactive', 'failed']);

/** The rows not imported, and the skipped ones, as CSV. */
function notDoneCsv(rows: readonly PreviewRow[], skipped: readonly number[]): string {
  const lines = [
    ...rows.filter((row) => NOT_DONE.has(row.state)).map((row) => [row.lookup.input.row, row.lookup.input.value, row.lookup.input.name ?? '', row.state, row.error ?? '']),
    ...skipped.map((number) => [number, '', '', 'skipped', 'no domain or name']),
  ].sort((a, b) => Number(a[0]) - Number(b[0]));
  return [csvRow(['row', 'value', 'name', 'state', 'error']), ...lines.map((line) => csvRow(line.map(String)))].join('');
}

/** How far a lookup or a create is while it runs, and a summary of the rows by state once it ends. */
export function CompanyImportProgress({ rows, skipped, progress }: Props) {
  const byState = new Map<PreviewRow['state'], number>();
  for (const row of rows) byState.set(row.state, (byState.get(row.state) ?? 0) + 1);
  const lookedUp = rows.filter((row) => row.lookup.state !== 'pending' && row.lookup.state !== 'looking_up').length;
  const summary = (Object.keys(ROW_STATE_LABELS) as PreviewRow['state'][])
    .flatMap((state) => (byState.get(state) ? [`${byState.get(state)} ${ROW_STATE_LABELS[state].toLowerCase()}`] : []))
    .concat(skipped.length > 0 ? [`${skipped.length} skipped`] : [])
    .join(', ');
  const notDone = rows.filter((row) => NOT_DONE.has(row.state)).length + skipped.length;

  if (progress) {
    const { doing, done, total } = progress;
    return (
      <div className="company-import-progress">
        <progress max={total} value={done} aria-label={`${doing} companies`} />
        <p role="status">{`${doing}: ${done} of ${count(total, 'company', 'companies')} done…`}</p>
      </div>
    );
  }
  return (
    <div className="company-import-progress">
      <p role="status">{lookedUp > 0 ? `${count(rows.length + skipped.length, 'row', 'rows')}: ${summary}.` : ''}</p>
      {lookedUp > 0 && notDone > 0 && (
        <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(notDoneCsv(rows, skipped))}`} download="companies-not-imported.csv">
          Download the rows not imported
        </a>
      )}
    </div>
  );
}
